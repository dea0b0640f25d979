import Support
import XCConfig
import XcodeProject

/// A scheme's test action tests a target or a project that does not exist.
public struct XcodeSchemeTestableRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.testableRule, severity: .warning,
        summary: "a scheme's tests name a target or project that does not exist",
        rationale:
            "A test bundle deleted or recreated leaves its testable in the scheme: the app still builds and archives, but the tests the scheme runs are not the ones it lists.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "<TestAction buildConfiguration = \"Debug\">",
                        with: "<TestAction buildConfiguration = \"Debug\"><Testables>"
                            + "<TestableReference skipped = \"NO\">"
                            + "<BuildableReference BuildableIdentifier = \"primary\" BlueprintIdentifier = \"TGONE\" "
                            + "BuildableName = \"ALPHATests.xctest\" BlueprintName = \"ALPHATests\" "
                            + "ReferencedContainer = \"container:Example.xcodeproj\"></BuildableReference>"
                            + "</TestableReference></Testables>")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 11)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
