/// The packages a Flutter or Dart `pubspec.yaml` takes from folders (`path:`), read from its text line by line: the
/// shape `flutter create` writes and white-label repositories keep (whitelabel-flutter's brand apps take the shared
/// app with `base: {path: ../base}`, spelled over two lines), not YAML at large.
///
/// A dependency is read from the top-level `dependencies:` and `dependency_overrides:` mappings: its name at their
/// first indentation, then either a flow mapping on the same line (`{path: ../base}`) or its keys one indentation
/// deeper. A `path:` deeper still (inside `git:`) is a path in another repository; a dependency with `git:`,
/// `hosted:` or `sdk:` comes from no folder. `dev_dependencies` are left out: they build tests and tools, not the app.
struct PubspecPathDependencies: Sendable, Hashable {
    /// One dependency: its name, and the folder it is taken from as written (relative to the pubspec's folder), or
    /// `nil` when it is taken from elsewhere (a version, git, an SDK).
    struct Dependency: Sendable, Hashable {
        var name: String
        var path: String?
    }

    /// The `dependencies`, in order.
    var dependencies: [Dependency] = []
    /// The `dependency_overrides`, in order: in the app's own pubspec they replace a package of that name wherever
    /// it is depended on; in a package's, they count for nothing.
    var overrides: [Dependency] = []

    /// The keys that say a dependency comes from somewhere other than a folder.
    static let otherSources: Set<String> = ["git", "hosted", "sdk"]

    /// The dependencies of the pubspec `text`.
    init(text: String) {
        var section: WritableKeyPath<Self, [Dependency]>?
        var nameIndent: Int?
        var keyIndent: Int?
        var current: (name: String, path: String?, isElsewhere: Bool)?
        func finish() {
            if let dependency = current, let section {
                self[keyPath: section].append(
                    Dependency(name: dependency.name, path: dependency.isElsewhere ? nil : dependency.path))
            }
            current = nil
        }
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = Self.withoutComment(String(rawLine))
            let indent = line.prefix { $0 == " " }.count
            guard let (key, value) = Self.keyAndValue(line.dropFirst(indent)) else { continue }
            if indent == 0 {
                finish()
                section =
                    !value.isEmpty
                    ? nil
                    : key == "dependencies" ? \.dependencies : key == "dependency_overrides" ? \.overrides : nil
                nameIndent = nil
                continue
            }
            guard section != nil else { continue }
            if nameIndent == nil { nameIndent = indent }
            guard let nameIndent, indent >= nameIndent else { continue }
            if indent == nameIndent {
                finish()
                current = (key, nil, false)
                keyIndent = nil
                // `base: {path: ../base}`, or a version (`^1.0.0`), which is no folder.
                if value.hasPrefix("{") && value.hasSuffix("}") {
                    for pair in value.dropFirst().dropLast().split(separator: ",") {
                        guard let (inner, written) = Self.keyAndValue(Substring(pair.trimmingSpaces)) else { continue }
                        if inner == "path" { current?.path = Self.unquoted(written) }
                        if Self.otherSources.contains(inner) { current?.isElsewhere = true }
                    }
                } else if !value.isEmpty {
                    current?.isElsewhere = true
                }
                continue
            }
            if keyIndent == nil { keyIndent = indent }
            guard indent == keyIndent else { continue }
            if key == "path" { current?.path = Self.unquoted(value) }
            if Self.otherSources.contains(key) { current?.isElsewhere = true }
        }
        finish()
    }

    /// `line` without a comment: from a `#` at its start or after a space, outside quotes.
    static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && (previous == " " || previous == "\t") {
                return String(line[..<index])
            }
            previous = character
        }
        return line
    }

    /// The key and value of `text`, `key: value` or `key:` (an empty value), both trimmed; `nil` for anything else
    /// (a blank line, a list item).
    static func keyAndValue(_ text: Substring) -> (String, String)? {
        guard let colon = text.firstIndex(of: ":"), !text.hasPrefix("-") else { return nil }
        let after = text[text.index(after: colon)...]
        // `key:value` is a plain scalar in YAML, not a key (`url: https://…` has a space after its colon).
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        let key = unquoted(String(text[..<colon].trimmingSpaces))
        guard !key.isEmpty else { return nil }
        return (key, String(after.trimmingSpaces))
    }

    /// `text` without the quotes around it, if any.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: SubSequence {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...end]
    }
}
