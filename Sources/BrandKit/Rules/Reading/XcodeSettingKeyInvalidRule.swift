import Support
import XCConfig

/// A build setting key of a project.pbxproj is not a setting name with valid conditions.
public struct XcodeSettingKeyInvalidRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SettingKeyDiagnostics.invalidKeyRule, severity: .warning,
        summary: "a build setting key of a project.pbxproj is not a setting name with valid conditions",
        rationale: "Xcode ignores the key, so the setting silently keeps another value.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "buildSettings = {}; name = Debug;",
                        with: "buildSettings = {\"OTHER_LDFLAGS[sdk=iphoneos*\" = \"-ObjC\";}; name = Debug;")
                ], expecting: ExampleWorkspace.projectFile, line: 8)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
