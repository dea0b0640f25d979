import Support
import XCConfig
import XcodeProject

/// An xcconfig value uses `${X}` or `$[X]` instead of `$(X)`, in a file the repository owns: those a dependency
/// manager writes (under `Pods/` or `Carthage/`, such as CocoaPods' `Pods-App.debug.xcconfig`, which writes
/// `${PODS_ROOT}` throughout) are written again at every install, so a finding there could not be acted on.
public struct XCConfigDeprecatedReferenceRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.deprecatedReferenceRule, severity: .warning,
        summary: "an xcconfig value uses the deprecated ${X} or $[X] reference syntax",
        rationale:
            "Xcode still accepts these forms but deprecates them; $(X) is the one every tool understands. Files a dependency manager writes (under Pods/ or Carthage/) are left alone: it writes them again at every install.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "APP_GROUP = group.${PRODUCT_NAME}\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ])

    /// The reading diagnostics of this rule, less those in files under a dependency manager's folder.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.readingDiagnostics(rule: Self.description.id).filter {
            !Self.isGenerated(context.workspace.relativePath($0.location.file))
        }
    }

    /// Whether `diagnostic` is one of this rule's that it leaves out, in a file under a dependency manager's folder
    /// below `root` (`brands settings` shows the engine's diagnostics, and leaves out the same ones).
    public static func leavesOut(_ diagnostic: Diagnostic, root: String) -> Bool {
        diagnostic.rule == description.id && isGenerated(Path.relative(diagnostic.location.file, to: root))
    }

    /// Whether `path` (relative to the workspace) lies in a folder a dependency manager or a build writes.
    static func isGenerated(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { XcodeContainers.skippedFolders.contains(String($0)) }
    }
}
