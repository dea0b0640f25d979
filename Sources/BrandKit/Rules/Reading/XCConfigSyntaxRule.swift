import Support
import XCConfig

/// A line of an xcconfig file is not blank, a comment, an include or an assignment.
public struct XCConfigSyntaxRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigParseDiagnostics.syntaxRule, severity: .error,
        summary: "an xcconfig line is malformed",
        rationale:
            "Xcode skips lines it cannot parse with at most a warning, so the setting silently keeps another value.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig.replacingFirst(
                        "SWIFT_VERSION = 6.0", with: "SWIFT_VERSION 6.0")
                ], expecting: "Configs/Base.xcconfig", line: 3)
        ])
}
