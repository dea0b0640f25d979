import Documents
import Support
import XCConfig

/// A scheme or workspace file is not well-formed XML.
public struct XMLSyntaxRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XMLTree.syntaxRule, severity: .error,
        summary: "a scheme or workspace file is not well-formed XML",
        rationale: "Xcode ignores a scheme or workspace it cannot parse.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "</TestAction>", with: "</TestActon>")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 12)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
