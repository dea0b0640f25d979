import Support
import XCConfig
import XcodeProject

/// An object of a project.pbxproj refers to an object that is not there or of the wrong kind.
public struct XcodeProjectReferenceRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.referenceRule, severity: .error,
        summary: "an object of a project.pbxproj refers to an object that is not there or of the wrong kind",
        rationale:
            "A dangling reference is a build phase, file or target Xcode silently leaves out, or a project it cannot open.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "buildPhases = (RALPHA)", with: "buildPhases = (RALPHA, RGONE)")
                ], expecting: ExampleWorkspace.projectFile, line: 11)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
