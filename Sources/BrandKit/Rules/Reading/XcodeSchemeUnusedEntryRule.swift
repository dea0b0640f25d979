import Support
import XCConfig
import XcodeProject

/// A scheme's build action lists, for no action, a target or a project that does not exist.
public struct XcodeSchemeUnusedEntryRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemeDiagnostics.unusedEntryRule, severity: .warning,
        summary: "a scheme's build action lists, for no action, a target or project that does not exist",
        rationale:
            "A build entry whose every 'buildFor' box is unticked builds nothing, so a target deleted since is left in the scheme without breaking it; the scheme no longer says what it holds.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "</BuildActionEntries>",
                        with: "<BuildActionEntry buildForTesting = \"NO\" buildForRunning = \"NO\" "
                            + "buildForProfiling = \"NO\" buildForArchiving = \"NO\" buildForAnalyzing = \"NO\">\n"
                            + "<BuildableReference BuildableIdentifier = \"primary\" BlueprintIdentifier = \"TGONE\" "
                            + "BuildableName = \"ALPHAUITests.xctest\" BlueprintName = \"ALPHAUITests\" "
                            + "ReferencedContainer = \"container:Example.xcodeproj\"></BuildableReference>"
                            + "</BuildActionEntry>\n</BuildActionEntries>")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 10)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])
}
