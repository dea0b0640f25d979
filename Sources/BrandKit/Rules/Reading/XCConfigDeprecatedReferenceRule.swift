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

    /// The reading diagnostics of this rule, less those in files under a dependency manager's folder, each
    /// reference once per file (see ``grouped(_:)``).
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        Self.grouped(
            context.readingDiagnostics(rule: Self.description.id).filter {
                !Self.isGenerated(context.workspace.relativePath($0.location.file))
            })
    }

    /// `diagnostics` with this rule's findings of one reference in one file made one.
    ///
    /// The one kept is the first, with a note at the second of how many more there are and on which lines: one
    /// `${PODS_ROOT}` is fixed for all by one replacement, and nextcloud/talk-ios's project file has a hundred of them
    /// in its search paths. Other findings are kept as they are, in order.
    public static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.rule == description.id {
            groups[diagnostic.location.file + "\u{0}" + diagnostic.message, default: []].append(diagnostic)
        }
        guard groups.values.contains(where: { $0.count > 1 }) else { return diagnostics }
        var emitted: Set<String> = []
        return diagnostics.compactMap { diagnostic in
            guard diagnostic.rule == description.id else { return diagnostic }
            let key = diagnostic.location.file + "\u{0}" + diagnostic.message
            guard let group = groups[key], group.count > 1 else { return diagnostic }
            guard emitted.insert(key).inserted else { return nil }
            let sorted = group.sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
            var lines: [String] = []
            for other in sorted.dropFirst() where !lines.contains(String(other.location.line)) {
                lines.append(String(other.location.line))
            }
            var first = sorted[0]
            let more = sorted.count - 1
            // The note points at the next one, so that tools reading `path:line:col:` lines take it too.
            first.notes.append(
                Diagnostic.Note(
                    "and \(Plural.count(more, "more time")) in this file, on line\(lines.count == 1 ? "" : "s") "
                        + NameList.joined(lines, limit: 8) + ": replace them all", at: sorted[1].location))
            return first
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
