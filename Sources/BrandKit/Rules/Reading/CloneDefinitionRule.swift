import Support
import XCConfig

/// A clone the project or the manifest defines cannot be read as asked.
public struct CloneDefinitionRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: CloneDefinitionMessage.rule, severity: .error,
        summary: "a clone the project or the manifest defines cannot be read as asked",
        rationale:
            "Two schemes giving one clone id, or a target or configuration that is not there, would check the wrong clone or none.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    "Example.xcodeproj/xcshareddata/xcschemes/ALPHA!.xcscheme": ExampleWorkspace.scheme("ALPHA")
                        .replacingFirst(
                            "<ArchiveAction buildConfiguration = \"Release\"",
                            with: "<ArchiveAction buildConfiguration = \"Debug\"")
                ], expecting: "Example.xcodeproj/xcshareddata/xcschemes/ALPHA!.xcscheme", line: 2)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
