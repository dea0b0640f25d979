import Support
import XCConfig
import XcodeProject

/// A buildable reference of a scheme lacks the target's id or its project.
public struct XcodeSchemeFieldRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.fieldRule, severity: .error,
        summary: "a buildable reference of a scheme lacks the target's id or its project",
        rationale: "Without them the scheme builds nothing.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "BlueprintIdentifier = \"TALPHA\" ", with: "")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 6)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
