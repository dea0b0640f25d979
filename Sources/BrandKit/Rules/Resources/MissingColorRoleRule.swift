import Support
import XCConfig

/// A colour role the schema requires has no colour set in a clone's asset catalog.
public struct MissingColorRoleRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `true`: findings on a clone depend on the other clones.
    public static let comparesClones = true

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_color_role", severity: .error,
        summary: "a required colour role has no colour set in a clone's asset catalog",
        rationale: "UIColor(named:) returns nil for a missing set: the app crashes or draws in the wrong colour.",
        triggeringExamples: [
            RuleExample(
                removing: ["Brands/BETA/Assets.xcassets/AccentColor.colorset/Contents.json"],
                expecting: "Brands/BETA/Assets.xcassets", line: 1)
        ])

    /// `colour set 'X' for role 'x' is in none of the catalogs B builds (…)`, with a did-you-mean among the
    /// catalogs' colour sets and the clones that have the set.
    public static func message(
        set: String, role: String, clone: String, catalogs: [String], known: [String] = [], others: [String]
    ) -> String {
        var text = "colour set '\(set)' for role '\(role)' is "
        switch catalogs.count {
        case 0: text += "missing: \(clone) builds no asset catalog"
        case 1: text += "not in \(clone)'s asset catalog \(catalogs[0])"
        default: text += "in none of the asset catalogs \(clone) builds (\(NameList.joined(catalogs)))"
        }
        if let suggestion = Suggestion.closest(to: set, in: known) {
            text += "; did you mean '\(suggestion)'? (rename the set, or set 'color_set' of the role in the schema)"
        } else {
            text += "; add '\(set).colorset'"
        }
        if !others.isEmpty { text += " (\(NameList.joined(others)) \(others.count == 1 ? "has" : "have") it)" }
        return text
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let clones = context.clones
        var diagnostics: [Diagnostic] = []
        for role in context.schema.colorRoles where role.isRequired {
            let having = clones.filter { $0.colorSet(named: role.colorSetName) != nil }.map(\.id)
            let holders = Set(having)
            // A catalog that could not be read may hold the set: its reading finding says so, once.
            for clone in clones where !holders.contains(clone.id) && !clone.hasUnreadCatalog {
                let location = clone.catalogs.first.map { SourceLocation.start(of: $0.path) } ?? clone.location
                let message = Self.message(
                    set: role.colorSetName, role: role.name, clone: clone.id,
                    catalogs: clone.definition.catalogs.map(context.workspace.relativePath),
                    known: clone.catalogs.flatMap { $0.colorSets.map(\.name) }, others: having)
                diagnostics.append(
                    Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location))
            }
        }
        return diagnostics
    }
}
