import Support
import XCConfig
import XcodeProject

/// An object of a project.pbxproj has a kind (isa) brands does not know.
public struct XcodeProjectUnknownISARule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.unknownISARule, severity: .warning,
        summary: "an object of a project.pbxproj has a kind (isa) brands does not know",
        rationale: "An unknown kind is usually a typo or a newer Xcode's object; what it stands for is not read.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "\t\tG0 = {", with: "\t\tQ0 = {isa = PBXFrobnicator; };\n\t\tG0 = {")
                ], expecting: ExampleWorkspace.projectFile, line: 10)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
