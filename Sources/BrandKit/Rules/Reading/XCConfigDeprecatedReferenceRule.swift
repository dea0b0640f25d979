import XCConfig

/// An xcconfig value uses `${X}` or `$[X]` instead of `$(X)`.
public struct XCConfigDeprecatedReferenceRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.deprecatedReferenceRule, severity: .warning,
        summary: "an xcconfig value uses the deprecated ${X} or $[X] reference syntax",
        rationale: "Xcode still accepts these forms but deprecates them; $(X) is the one every tool understands.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "APP_GROUP = group.${PRODUCT_NAME}\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
