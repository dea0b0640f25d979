import Support
import XCConfig

/// An xcconfig value expands past the size or work bound.
public struct XCConfigExpansionLimitRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.expansionLimitRule, severity: .error,
        summary: "an xcconfig value expands to more than the size or work bound",
        rationale:
            "Values that double through repeated references grow exponentially; the bound keeps evaluation fast.",
        triggeringExamples: [
            // Each line doubles the one before; the 16th is 2 MiB, past the 1 MiB bound.
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "GROW_0 = "
                        + String(repeating: "x", count: 64) + "\n"
                        + (1...15).map { "GROW_\($0) = $(GROW_\($0 - 1))$(GROW_\($0 - 1))\n" }.joined()
                ], expecting: "Configs/Base.xcconfig", line: 21)
        ])
}
