/// The clone source found no clone in the workspace.
public struct NoClonesRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: WorkspaceMessage.noClonesRule, severity: .error,
        summary: "no clone was found where the manifest says clones are",
        rationale: "A workspace that brands reads no clone from passes every check while checking nothing.",
        triggeringExamples: [
            RuleExample(
                removing: ["Brands/ALPHA/config.json", "Brands/BETA/config.json"], expecting: "Brands", line: 1)
        ],
        nonTriggeringExamples: [.baseline])
}
