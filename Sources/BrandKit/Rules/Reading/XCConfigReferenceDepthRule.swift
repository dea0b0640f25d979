import Support
import XCConfig

/// xcconfig references nest or chain deeper than the bound.
public struct XCConfigReferenceDepthRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.referenceDepthRule, severity: .error,
        summary: "xcconfig references nest or chain too deeply",
        rationale: "Past the bound the rest of the value is dropped; no real configuration nests this deeply.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "NESTED = "
                        + String(repeating: "$(A_", count: EvaluationLimits.default.maximumNesting + 1)
                        + String(repeating: ")", count: EvaluationLimits.default.maximumNesting + 1) + "\n"
                ], expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
