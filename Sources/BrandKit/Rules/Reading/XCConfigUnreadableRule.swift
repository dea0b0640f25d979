import Support
import XCConfig

/// An xcconfig file, or a file it includes, exists but cannot be read.
public struct XCConfigUnreadableRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.unreadableRule, severity: .error,
        summary: "an xcconfig file exists but cannot be read",
        rationale: "Every setting the file should give is absent, and the build fails on it later.",
        triggeringExamples: [
            // A folder where the file should be.
            RuleExample(
                files: ["Configs/ALPHA-Debug.xcconfig/README": "not an xcconfig"],
                removing: ["Configs/ALPHA-Debug.xcconfig"], expecting: "Configs/ALPHA-Debug.xcconfig", line: 1)
        ])
}
