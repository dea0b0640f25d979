import Support
import XCConfig
import XcodeProject

/// A scheme action uses a build configuration the project does not have.
public struct XcodeSchemeConfigurationRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.configurationRule, severity: .error,
        summary: "a scheme action uses a build configuration the project does not have",
        rationale:
            "Xcode falls back to the project's default configuration, so an archive can ship another channel's settings (for the test, profile and analyze actions, which build nothing that ships, it is a warning).",
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
