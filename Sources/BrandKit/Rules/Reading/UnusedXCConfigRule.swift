/// An xcconfig file of the configs folder is neither a clone's configuration nor included by one.
public struct UnusedXCConfigRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: WorkspaceMessage.unusedXCConfigRule, severity: .warning,
        summary: "an xcconfig file of the configs folder is used by no clone",
        rationale: "A leftover or misnamed xcconfig is edited in vain: no clone builds with its settings.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/ALPHA-Relase.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"],
                expecting: "Configs/ALPHA-Relase.xcconfig", line: 1)
        ],
        nonTriggeringExamples: [
            .baseline,
            // A file that a used xcconfig includes is used.
            RuleExample(files: [
                "Configs/Shared.xcconfig": "SWIFT_STRICT_CONCURRENCY = complete\n",
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "#include \"Shared.xcconfig\"\n",
            ]),
        ])
}
