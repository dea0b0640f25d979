/// A resource in a clone's folder that no target of the clone (its app, the extensions it embeds, their dependencies)
/// builds or copies.
public struct UnbuiltCloneResourceRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unbuilt_clone_resource", severity: .warning,
        summary: "a resource in a clone's folder is built or copied by no target of that clone",
        rationale: "A file added to the brand's folder but not ticked for its target is missing from the app: "
            + "Bundle.main finds nothing and the brand falls back to a default, or crashes.",
        triggeringExamples: [
            RuleExample(project: true, files: ["Brands/ALPHA/Logo.png": "PNG"], expecting: "Brands/ALPHA/Logo.png")
        ],
        nonTriggeringExamples: [
            .projectBaseline,
            // The folder layout has no targets to compare with.
            RuleExample(files: ["Brands/ALPHA/Logo.png": "PNG"]),
        ])

    /// `Brands/A/Logo.png is in A's folder but no target of A copies it`.
    public static func message(path: String, clone: String, target: String) -> String {
        "'\(path)' is in \(clone)'s folder but no target of \(clone) builds or copies it; tick '\(target)' in its "
            + "target membership (Copy Bundle Resources), or delete it"
    }
}
