import Support
import XCConfig

/// An xcconfig reference applies an operator Xcode does not know, as in `$(X:uper)`.
public struct XCConfigUnknownOperatorRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.unknownOperatorRule, severity: .warning,
        summary: "an xcconfig reference uses an unknown operator",
        rationale: "Xcode ignores an unknown operator, so the value is not transformed the way the author meant.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "APP_GROUP = group.$(PRODUCT_NAME:uper)\n"
                ], expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
