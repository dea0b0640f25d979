import Support
import XCConfig

/// An xcconfig reference `$(` has no closing `)`.
public struct XCConfigUnterminatedReferenceRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.unterminatedReferenceRule, severity: .error,
        summary: "an xcconfig reference has no closing parenthesis",
        rationale: "The reference is kept as literal text, so '$(PRODUCT_NAME' ends up in the built app.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "APP_GROUP = group.$(PRODUCT_NAME\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
