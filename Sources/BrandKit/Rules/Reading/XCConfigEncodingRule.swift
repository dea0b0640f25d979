import Support
import XCConfig

/// An xcconfig file is not UTF-8 text.
public struct XCConfigEncodingRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigParseDiagnostics.encodingRule, severity: .error,
        summary: "an xcconfig file is not UTF-8 text",
        rationale: "Bytes that are not UTF-8 (or a NUL byte of a binary file) turn settings into garbage.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig.replacingFirst(
                        "SWIFT_VERSION = 6.0", with: "SWIFT_VERSION = 6.0\u{0}")
                ], expecting: "Configs/Base.xcconfig", line: 3)
        ])
}
