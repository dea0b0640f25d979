import XCConfig

/// A colour role the schema requires has no colour set in a clone's asset catalog.
public struct MissingColorRoleRule: Rule {
    /// Creates the rule.
    public init() {}

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

    /// `colour set 'X' (role 'x') is missing from B's catalog; A have it`.
    public static func message(set: String, role: String, clone: String, others: [String]) -> String {
        var text = "colour set '\(set)' for role '\(role)' is missing from \(clone)'s asset catalog"
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
            for clone in clones where !holders.contains(clone.id) {
                let location = clone.catalogs.first.map { SourceLocation.start(of: $0.path) } ?? clone.location
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(set: role.colorSetName, role: role.name, clone: clone.id, others: having),
                        at: location))
            }
        }
        return diagnostics
    }
}
