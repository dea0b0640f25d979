import Support
import XcodeProject

/// A clone's scheme does not build the clone's app for archiving.
public struct XcodeSchemeArchiveRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "xcode_scheme_archive", severity: .error,
        summary: "a clone's scheme does not build the clone's app for archiving",
        rationale:
            "`xcodebuild archive` with the scheme then makes an archive without the app, which nothing can export or upload; the scheme editor's Archive box for the app is easy to untick unawares.",
        triggeringExamples: [
            RuleExample(
                project: true,
                files: [
                    ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingFirst(
                        "buildForArchiving = \"YES\"", with: "buildForArchiving = \"NO\"")
                ], expecting: ExampleWorkspace.schemeFile("ALPHA"), line: 23)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])

    /// The finding for the clone `scheme` makes of `target` when the scheme's archive action does not build it: at
    /// the archive action, which concerns the release configuration alone, with a note at the build action's entry
    /// for the target when there is one.
    static func finding(of scheme: XcodeScheme, target: ProjectTarget) -> Diagnostic? {
        guard !scheme.buildables(for: .archive).contains(where: { $0.blueprintIdentifier == target.id }) else {
            return nil
        }
        var finding = Diagnostic(
            description.severity, rule: description.id,
            "scheme '\(scheme.name)' does not build '\(target.name)' for archiving, so an archive of it holds no app; "
                + "tick Archive for '\(target.name)' in the scheme's Build action (buildForArchiving = \"YES\")",
            at: scheme.actions[.archive]?.location ?? scheme.location)
        if let entry = scheme.buildEntries.first(where: { $0.reference.blueprintIdentifier == target.id }) {
            finding.notes.append(.init("the Build action's entry for '\(target.name)'", at: entry.reference.location))
        }
        return finding
    }
}
