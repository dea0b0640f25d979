import Support
import XCConfig
import XcodeProject

/// Two objects of a project.pbxproj have the same id.
public struct XcodeProjectDuplicateIDRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.duplicateIDRule, severity: .error,
        summary: "two objects of a project.pbxproj have the same id",
        rationale: "Xcode keeps one of them, so a target, file or configuration disappears after a bad merge.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "\t\tABETA = {", with: "\t\tAALPHA = {")
                ], expecting: ExampleWorkspace.projectFile, line: 38)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
