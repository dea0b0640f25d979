import Support
import XCConfig

/// A `//` in an xcconfig value starts a comment and cuts a URL short.
public struct XCConfigCommentInValueRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigParseDiagnostics.commentInValueRule, severity: .warning,
        summary: "a '//' in an xcconfig value cut a URL short",
        rationale:
            "In xcconfig files '//' always starts a comment, so 'https://host' becomes 'https:' without any warning.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "HELP_URL = https://example.com/help\n"
                ],
                expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
