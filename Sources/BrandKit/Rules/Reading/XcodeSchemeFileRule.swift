import Support
import XCConfig
import XcodeProject

/// A shared scheme or workspace file cannot be read or is not a scheme.
public struct XcodeSchemeFileRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.fileRule, severity: .error,
        summary: "a shared scheme or workspace file cannot be read or is not a scheme",
        rationale: "Xcode drops a scheme it cannot read, and with it the clone the scheme defines.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "<Scheme ", with: "<Schema "
                    ).replacingFirst("</Scheme>", with: "</Schema>")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 2)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
