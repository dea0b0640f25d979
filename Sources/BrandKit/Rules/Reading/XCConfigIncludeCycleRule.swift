import Support
import XCConfig

/// An xcconfig file includes one of the files that include it.
public struct XCConfigIncludeCycleRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.includeCycleRule, severity: .warning,
        summary: "an xcconfig #include forms a cycle",
        rationale: "The include is skipped, so it does nothing but mislead the reader about where settings come from.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "#include \"Base.xcconfig\"\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
