import Support
import XCConfig
import XcodeProject

/// A scheme action uses a build configuration the project does not have, or the project has and the scheme's target
/// does not.
public struct XcodeSchemeConfigurationRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.configurationRule, severity: .error,
        summary: "a scheme action uses a build configuration the project, or the scheme's target, does not have",
        rationale:
            "Xcode falls back to the project's default configuration, so an archive can ship another channel's settings (for the test, profile and analyze actions, which build nothing that ships, it is a warning); a target that lacks a configuration its project has is built with its settings of the default one (flutter_flavorizr can leave a flavour's configurations at the project level only).",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "<ArchiveAction buildConfiguration = \"Release\"",
                        with: "<ArchiveAction buildConfiguration = \"Relase\"")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 23)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
