import Support
import XCConfig
import XcodeProject

/// A build file of a project.pbxproj names neither a file nor a package product.
public struct XcodeProjectEmptyBuildFileRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.emptyBuildFileRule, severity: .warning,
        summary: "a build file of a project.pbxproj names no file and no package product",
        rationale:
            "Deleting a file or merging a project by hand can leave its build file behind, which Xcode lists as '(null) in Sources' and builds without: the app builds, but the phase no longer says what it holds.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "files = (BCALPHA, BJALPHA, BFALPHA); };",
                        with: "files = (BCALPHA, BJALPHA, BFALPHA, BNALPHA); };\n\t\tBNALPHA = {isa = PBXBuildFile; };")
                ], expecting: ExampleWorkspace.projectFile, line: 18)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
