import Support
import XCConfig

/// A build setting key is written twice in one configuration of a project.pbxproj.
public struct XcodeSettingKeyRepeatedRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SettingKeyDiagnostics.repeatedKeyRule, severity: .warning,
        summary: "a build setting key is written twice in one configuration of a project.pbxproj",
        rationale: "Only one of the two values is used, and which one depends on the tool that reads the file.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "buildSettings = {}; name = Debug;",
                        with: "buildSettings = {SWIFT_VERSION = 5.0; SWIFT_VERSION = 6.0;}; name = Debug;")
                ], expecting: ExampleWorkspace.projectFile, line: 8)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
