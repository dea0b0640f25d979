/// The workspace's folders are not where the manifest says, or a link under them is broken.
public struct WorkspaceLayoutRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: WorkspaceMessage.layoutRule, severity: .error,
        summary: "the brands folder is missing or holds a broken or looping symbolic link",
        rationale: "Without the brands folder no clone is checked, and a looping link would hang naive tools.",
        triggeringExamples: [
            RuleExample(files: ["brands.json": #"{ "brands_folder": "Clones" }"#], expecting: "Clones", line: 1)
        ])
}
