/// A folder of the brands folder does not hold the config file, so it is no clone.
public struct FolderWithoutConfigRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: WorkspaceMessage.folderWithoutConfigRule, severity: .warning,
        summary: "a folder of the brands folder holds no config file, so it is no clone",
        rationale: "A brand whose config.json is misnamed (Config.json) silently drops out of every check and build.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/GAMMA/Config.json": ExampleWorkspace.config("GAMMA")], expecting: "Brands/GAMMA",
                line: 1)
        ],
        nonTriggeringExamples: [
            .baseline,
            // Files of the brands folder (a README, the schema) are no clone folders.
            RuleExample(files: ["Brands/README.md": "# Brands\n"]),
        ])
}
