import Support
import XCConfig
import XcodeProject

/// An object of a project.pbxproj lacks a field, repeats one, or has one of the wrong type.
public struct XcodeProjectFieldRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.fieldRule, severity: .error,
        summary: "an object of a project.pbxproj lacks a field, repeats one, or has one of the wrong type",
        rationale: "Xcode reads such an object differently from what it says, or not at all.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "name = Debug; };", with: "name = Debug; name = Debug; };")
                ], expecting: ExampleWorkspace.projectFile, line: 8)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
