import Support
import XCConfig
import XcodeProject

/// A group of a project.pbxproj lists a child the project no longer has.
public struct XcodeProjectStaleGroupChildRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.staleGroupChildRule, severity: .warning,
        summary: "a group lists a child the project no longer has",
        rationale:
            "Deleting a file can leave its id in its group's children (nightscout/Trio kept one for a year of releases): Xcode leaves it out of the navigator and builds nothing from it, but the project names something that is gone.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "G0 = {isa = PBXGroup; children = (", with: "G0 = {isa = PBXGroup; children = (GONE, ")
                ], expecting: ExampleWorkspace.projectFile,
                line: (ExampleWorkspace.projectText.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("G0 = {isa = PBXGroup;") } ?? 0) + 1)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
