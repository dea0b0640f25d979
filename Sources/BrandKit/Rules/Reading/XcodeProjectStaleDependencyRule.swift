import Support
import XCConfig
import XcodeProject

/// A target dependency of a project.pbxproj names a target the project no longer has.
public struct XcodeProjectStaleDependencyRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.staleDependencyRule, severity: .warning,
        summary: "a target dependency names a target the project no longer has",
        rationale:
            "Deleting a target can leave behind the dependencies other targets had on it: Xcode builds without them, but the project says a target depends on something that is gone.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.projectFile: ExampleWorkspace.projectText.replacingFirst(
                        "dependencies = (); name = ALPHA;", with: "dependencies = (DPALPHA); name = ALPHA;"
                    ).replacingFirst(
                        "\t};\n\trootObject = P0;",
                        with: "\t\tDPALPHA = {isa = PBXTargetDependency; targetProxy = XPALPHA; };\n"
                            + "\t\tXPALPHA = {isa = PBXContainerItemProxy; containerPortal = P0; proxyType = 1; "
                            + "remoteGlobalIDString = GONE; remoteInfo = MarketWidget; };\n\t};\n\trootObject = P0;")
                ], expecting: ExampleWorkspace.projectFile,
                line: ExampleWorkspace.projectText.split(
                    separator: "\n", omittingEmptySubsequences: false
                ).count - 2)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
