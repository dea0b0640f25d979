import Support
import XCConfig
import XcodeProject

/// A scheme or workspace names a project that does not exist.
public struct XcodeSchemeContainerRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.containerRule, severity: .error,
        summary: "a scheme or workspace names a project that does not exist",
        rationale: "Xcode cannot build a target of a project that is not there.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "container:Example.xcodeproj", with: "container:Gone.xcodeproj")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 6)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
