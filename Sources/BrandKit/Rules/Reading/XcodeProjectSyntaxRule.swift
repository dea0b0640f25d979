import Support
import XCConfig
import XcodeProject

/// A project.pbxproj cannot be read or is not an Xcode project file.
public struct XcodeProjectSyntaxRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.syntaxRule, severity: .error,
        summary: "a project.pbxproj cannot be read or is not an Xcode project file",
        rationale: "Xcode refuses to open a project whose file is damaged, so no clone it defines can be built.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "\trootObject = P0;", with: "\trootObjekt = P0;")
                ], expecting: ExampleWorkspace.projectFile, line: 2)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
