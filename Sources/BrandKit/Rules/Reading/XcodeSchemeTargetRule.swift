import Support
import XCConfig
import XcodeProject

/// A scheme builds or runs a target its project does not have.
public struct XcodeSchemeTargetRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.targetRule, severity: .error,
        summary: "a scheme builds or runs a target its project does not have",
        rationale:
            "A stale scheme builds nothing, or another target than its name says, after the target was deleted or recreated.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "BlueprintIdentifier = \"TALPHA\"", with: "BlueprintIdentifier = \"TGONE\"")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 6)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
