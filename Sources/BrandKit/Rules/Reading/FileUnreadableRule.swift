/// A file of the workspace exists but cannot be read.
public struct FileUnreadableRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: WorkspaceMessage.unreadableRule, severity: .error,
        summary: "a workspace file exists but cannot be read",
        rationale: "A file the build needs but nobody can read fails the build later with a less helpful message.",
        triggeringExamples: [
            // A folder where a file should be.
            RuleExample(
                files: ["Brands/ALPHA/custom_fonts.plist/Contents.json": "{}"],
                removing: ["Brands/ALPHA/custom_fonts.plist"],
                expecting: "Brands/ALPHA/custom_fonts.plist", line: 1)
        ])
}
