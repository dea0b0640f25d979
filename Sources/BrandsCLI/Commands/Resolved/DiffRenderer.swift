import BrandKit
import Support
import XCConfig

/// Renders a ``ConfigurationDiff`` for `brands diff` as aligned text, a versioned JSON document or Markdown.
struct DiffRenderer {
    /// Names, roots and JSON helpers.
    var selection: ResolvedSelection
    /// The table width to wrap at, if any.
    var width: Int?
    /// Whether every build setting was compared.
    var includesAllSettings: Bool

    /// `NWD vs SBT in Release`, `NWD: Debug vs Release`, or `NWD (Debug) vs SBT (Release)`; a clone that builds a
    /// role in an Xcode configuration named otherwise says which (`ClientB: Debug (configuration 'Debug-B') vs
    /// Release`), as `brands show` does.
    func title(_ diff: ConfigurationDiff) -> String {
        let (left, right) = (diff.left, diff.right)
        let leftName = selection.configurationName(left.configuration, of: left.clone)
        let rightName = selection.configurationName(right.configuration, of: right.clone)
        if left.configuration == right.configuration {
            let title = "\(left.clone) vs \(right.clone) in \(left.configuration)"
            if leftName == nil && rightName == nil { return title }
            if leftName == rightName { return title + " (configuration '\(leftName ?? left.configuration)')" }
            return title
                + " (configurations '\(leftName ?? left.configuration)' and '\(rightName ?? right.configuration)')"
        }
        if left.clone == right.clone {
            func side(_ role: String, _ name: String?) -> String {
                name.map { "\(role) (configuration '\($0)')" } ?? role
            }
            return "\(left.clone): \(side(left.configuration, leftName)) vs \(side(right.configuration, rightName))"
        }
        return "\(left.clone) (\(selection.described(left.configuration, of: left.clone))) vs \(right.clone) "
            + "(\(selection.described(right.configuration, of: right.clone)))"
    }

    /// What each side is called in tables: the clone, the configuration, or both, whichever tells them apart.
    static func labels(_ diff: ConfigurationDiff) -> (left: String, right: String) {
        let (left, right) = (diff.left, diff.right)
        if left.configuration == right.configuration { return (left.clone, right.clone) }
        if left.clone == right.clone { return (left.configuration, right.configuration) }
        return ("\(left.clone) (\(left.configuration))", "\(right.clone) (\(right.configuration))")
    }

    /// `14 differences`, `1 difference` or `no differences`.
    static func count(_ diff: ConfigurationDiff) -> String {
        switch diff.entries.count {
        case 0: "no differences"
        case 1: "1 difference"
        case let count: "\(count) differences"
        }
    }

    /// A title line, then one table: two lines per changed key (one per side), one per one-sided key.
    func text(_ diff: ConfigurationDiff) -> String {
        var output = "\(title(diff)): \(Self.count(diff))\n"
        guard !diff.isEmpty else { return output }
        let labels = Self.labels(diff)
        var rows: [[String]] = []
        var lastCategory: ValueCategory?
        for entry in diff.entries {
            let category = entry.category == lastCategory ? "" : entry.category.rawValue
            lastCategory = entry.category
            let shown = Self.shownPair(entry.left?.value, entry.right?.value)
            let sides = [(labels.left, entry.left, shown.left), (labels.right, entry.right, shown.right)]
            for (index, (label, value, text)) in sides.enumerated() {
                rows.append([
                    index == 0 ? category : "", index == 0 ? entry.key : "", label, Self.shown(text),
                    value.map { selection.text($0.source) } ?? "",
                ])
            }
        }
        output += "\n"
        // Keys are never cut: a long Info.plist key path cut short could be another key's.
        output += TextTable(
            header: ["CATEGORY", "KEY", "SIDE", "VALUE", "SOURCE"], rows: rows, untruncatedColumns: [1, 4],
            width: width, frozenColumns: 3
        ).rendered()
        return output
    }

    /// A side's value in the text table: `(not set)` when the side has no such key, and `""` when it has the key set
    /// to nothing, as `brands show` has it (a blank cell beside a source read like no value at all).
    static func shown(_ value: String?) -> String {
        guard let value else { return "(not set)" }
        return value.isEmpty ? "\"\"" : value
    }

    /// The two sides' values as the table shows them: whole when they fit in a cell; else, when the cell's cut
    /// would hide where they differ (coffeecard's URL types differ past the 48th character), each shown from a
    /// little before the first difference, between `…`.
    static func shownPair(_ left: String?, _ right: String?, width: Int = TextTable.defaultMaximumCellWidth)
        -> (left: String?, right: String?)
    {
        guard let left, let right, left.count > width || right.count > width else { return (left, right) }
        let common = zip(left, right).prefix { $0 == $1 }.count
        // The table keeps `width - 1` characters and a `…`: a difference within them is seen.
        guard common >= width - 1 else { return (left, right) }
        let start = common - 16
        func window(_ text: String) -> String {
            let rest = text.dropFirst(start)
            let body = rest.prefix(width - 2)
            return "…" + body + (rest.count > width - 2 ? "…" : "")
        }
        return (window(left), window(right))
    }

    /// `{"version": 1, "left", "right", "categories", "allSettings", "differences", "summary"}`; a side is
    /// `{"clone", "configuration"}`, the configuration being the role, with `"xcodeConfiguration"` when the clone
    /// builds that role in an Xcode configuration of another name (as `release plan` names it).
    func json(_ diff: ConfigurationDiff) -> JSONOutput {
        func side(_ side: ConfigurationDiff.Side) -> JSONOutput {
            var members: [String: JSONOutput] = [
                "clone": .string(side.clone), "configuration": .string(side.configuration),
            ]
            if let name = selection.configurationName(side.configuration, of: side.clone) {
                members["xcodeConfiguration"] = .string(name)
            }
            return .object(members)
        }
        func value(_ value: ConfigurationValue?) -> JSONOutput {
            value.map { selection.json(.string($0.value), $0.source) } ?? .null
        }
        let differences = diff.entries.map { entry -> JSONOutput in
            .object([
                "category": .string(entry.category.rawValue), "key": .string(entry.key),
                "change": .string(entry.change.rawValue), "left": value(entry.left), "right": value(entry.right),
            ])
        }
        let changes = diff.entries.map(\.change)
        return .object([
            "version": .integer(1),
            "left": side(diff.left),
            "right": side(diff.right),
            "categories": .array(diff.categories.map { .string($0.rawValue) }),
            "allSettings": .bool(includesAllSettings),
            "differences": .array(differences),
            "summary": .object([
                "differences": .integer(changes.count),
                "changed": .integer(changes.filter { $0 == .changed }.count),
                "leftOnly": .integer(changes.filter { $0 == .leftOnly }.count),
                "rightOnly": .integer(changes.filter { $0 == .rightOnly }.count),
            ]),
        ])
    }

    /// A heading and a table with one row per key, each side's value over its source.
    func markdown(_ diff: ConfigurationDiff) -> String {
        var output = "### \(MarkdownTable.escaped(title(diff))): \(Self.count(diff))\n"
        guard !diff.isEmpty else { return output }
        let labels = Self.labels(diff)
        func cell(_ value: ConfigurationValue?) -> String {
            guard let value else { return "*not set*" }
            let shown = value.value.isEmpty ? "*empty*" : MarkdownTable.code(value.value)
            return shown + "<br><sub>" + MarkdownTable.escaped(selection.text(value.source)) + "</sub>"
        }
        let rows = diff.entries.map { entry in
            [entry.category.rawValue, MarkdownTable.code(entry.key), cell(entry.left), cell(entry.right)]
        }
        output += "\n"
        output += MarkdownTable.rendered(
            header: ["Category", "Key", MarkdownTable.escaped(labels.left), MarkdownTable.escaped(labels.right)],
            rows: rows)
        return output
    }
}
