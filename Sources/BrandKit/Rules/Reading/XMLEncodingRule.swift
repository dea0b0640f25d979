import Documents
import Support
import XCConfig

/// A scheme or workspace file is not valid UTF-8.
public struct XMLEncodingRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XMLTree.encodingRule, severity: .error,
        summary: "a scheme or workspace file is not valid UTF-8",
        rationale: "Xcode cannot read the file, so the scheme or workspace is lost.",
        triggeringExamples: [
            RuleExample(
                project: true,
                binaryFiles: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.bytes(
                        ExampleWorkspace.scheme("ALPHA").replacingFirst("\"1600\"", with: "\"16§0\""),
                        replacing: "§", with: 0xFF)
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 2)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
