import Support
import XCConfig
import XcodeProject

/// A synchronized folder of a project.pbxproj is not on disk.
public struct XcodeProjectSynchronizedFolderRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.synchronizedFolderRule, severity: .warning,
        summary: "a synchronized folder of a project.pbxproj is not on disk",
        rationale: "Its files belong to no target, so resources the app needs are silently missing from the build.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "buildPhases = (RALPHA);",
                        with: "buildPhases = (RALPHA); fileSystemSynchronizedGroups = (YALPHA);"
                    ).replacingFirst(
                        "\t\tG0 = {",
                        with: "\t\tYALPHA = {isa = PBXFileSystemSynchronizedRootGroup; path = Gone; "
                            + "sourceTree = SOURCE_ROOT; };\n\t\tG0 = {")
                ], expecting: ExampleWorkspace.projectFile, line: 10)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
