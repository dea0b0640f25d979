import Support
import XCConfig
import XcodeProject

/// A configuration's base xcconfig file is missing or cannot be read.
public struct XcodeProjectBaseConfigurationRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.baseConfigurationRule, severity: .error,
        summary: "a configuration's base xcconfig file is missing or cannot be read",
        rationale:
            "Xcode builds on without it, saying only that it cannot open the base configuration: every setting it holds is gone.",
        triggeringExamples: [
            RuleExample(
                project: true, removing: ["Configs/ALPHA-Release.xcconfig"], expecting: ExampleWorkspace.projectFile,
                line: 14)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
