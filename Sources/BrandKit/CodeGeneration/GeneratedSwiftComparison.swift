/// What differs between a generated Swift file on disk and the one `brands generate swift` would write now, by clone,
/// configuration and value, for `--check`.
///
/// Both texts are read as the generator writes them: `#if CLONE_<ID>` opens a clone, a `/// … (ID) in Debug.`
/// comment names the configuration whose value follows, and each `label: value` line inside is a value whose path is
/// the labels it is nested in (`features.paywall`, `colors.primary.light`). Lines outside the clones are the
/// declarations. A file edited by hand may not read this way; it then shows as the first line that differs.
public enum GeneratedSwiftComparison {
    /// One difference.
    public struct Difference: Sendable, Hashable {
        /// The clone's condition without `CLONE_` (its id), or `nil` for the declarations.
        public var clone: String?
        /// The configuration, or `nil` for a value the clone has in every configuration.
        public var configuration: String?
        /// The value's path, such as `features.paywall`, or `declarations`.
        public var path: String
        /// The 1-based line in the file on disk, or in the new text when the value is new.
        public var line: Int
        /// The value on disk, `nil` when the file has none.
        public var old: String?
        /// The value now, `nil` when it is gone.
        public var new: String?

        /// Creates a difference.
        public init(
            clone: String?, configuration: String?, path: String, line: Int, old: String? = nil, new: String? = nil
        ) {
            self.clone = clone
            self.configuration = configuration
            self.path = path
            self.line = line
            self.old = old
            self.new = new
        }
    }

    /// A keyed value line.
    private struct Key: Hashable {
        var clone: String
        var configuration: String?
        var path: String
    }

    /// The values and declaration lines of one text.
    private struct Outline {
        var values: [Key: (line: Int, value: String)] = [:]
        var order: [Key] = []
        var declarations: [(line: Int, text: String)] = []
    }

    /// The differences, in the order of the new text; empty when the texts are equal.
    public static func compare(onDisk old: String, generated new: String) -> [Difference] {
        guard old != new else { return [] }
        let before = outline(old)
        let after = outline(new)
        var differences: [Difference] = []
        if let line = firstDifferingDeclaration(before.declarations, after.declarations) {
            differences.append(Difference(clone: nil, configuration: nil, path: "declarations", line: line))
        }
        for key in after.order {
            let now = after.values[key]
            let was = before.values[key]
            if was?.value != now?.value {
                differences.append(difference(key, line: was?.line ?? now?.line ?? 1, old: was?.value, new: now?.value))
            }
        }
        for key in before.order where after.values[key] == nil {
            if let was = before.values[key] {
                differences.append(difference(key, line: was.line, old: was.value, new: nil))
            }
        }
        if differences.isEmpty {
            let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
            let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
            let index = Array(zip(oldLines, newLines)).firstIndex { $0 != $1 } ?? min(oldLines.count, newLines.count)
            differences.append(Difference(clone: nil, configuration: nil, path: "text", line: index + 1))
        }
        return differences
    }

    /// The line on disk where the declarations first differ, if they do.
    private static func firstDifferingDeclaration(
        _ before: [(line: Int, text: String)], _ after: [(line: Int, text: String)]
    ) -> Int? {
        let shared = min(before.count, after.count)
        for index in 0..<shared where before[index].text != after[index].text { return before[index].line }
        guard before.count != after.count else { return nil }
        return before.count > shared ? before[shared].line : (before.last?.line ?? 1)
    }

    private static func difference(_ key: Key, line: Int, old: String?, new: String?) -> Difference {
        Difference(clone: key.clone, configuration: key.configuration, path: key.path, line: line, old: old, new: new)
    }

    private static func outline(_ text: String) -> Outline {
        var result = Outline()
        var clone: String?
        var configuration: String?
        var labels: [(name: String, indent: Int)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("#if CLONE_") || trimmed.hasPrefix("#elseif CLONE_") {
                clone = String(trimmed.split(separator: " ").last?.dropFirst("CLONE_".count) ?? "")
                configuration = nil
                labels = []
                continue
            }
            if trimmed == "#else" || trimmed == "#endif" {
                // Inside a clone's configurations this ends one configuration; otherwise it ends the clones.
                if configuration == nil { clone = nil }
                configuration = nil
                labels = []
                continue
            }
            guard let current = clone else {
                result.declarations.append((index + 1, line))
                continue
            }
            if trimmed.hasPrefix("///") {
                if let range = trimmed.range(of: ") in ", options: .backwards), trimmed.hasSuffix(".") {
                    configuration = String(trimmed[range.upperBound...].dropLast())
                }
                continue
            }
            while let last = labels.last, last.indent >= indent { labels.removeLast() }
            guard let colon = trimmed.range(of: ": "), !trimmed.hasPrefix("#") else { continue }
            let label = trimmed[..<colon.lowerBound].replacingOccurrences(of: "`", with: "")
            guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = String(trimmed[colon.upperBound...])
            if value.hasSuffix("(") {
                labels.append((label, indent))
                continue
            }
            if value.hasSuffix(",") { value.removeLast() }
            let key = Key(
                clone: current, configuration: configuration,
                path: (labels.map(\.name) + [label]).joined(separator: "."))
            if result.values[key] == nil { result.order.append(key) }
            result.values[key] = (index + 1, value)
        }
        return result
    }
}
