import Support
import XCConfig

/// An `#include` names a file that does not exist.
public struct XCConfigMissingIncludeRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.missingIncludeRule, severity: .error,
        summary: "an xcconfig #include names a file that does not exist",
        rationale: "Xcode only warns, and every setting the missing file should give is silently absent.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                        "Configs/ALPHA-Debug.xcconfig", default: ""
                    ].replacingFirst("Base.xcconfig", with: "Bsae.xcconfig")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 1)
        ])

    /// The reading diagnostics of this rule, each include once (see ``Diagnostic/placeAndMessage``).
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var seen = Set<String>()
        return context.readingDiagnostics(rule: Self.description.id).filter { seen.insert($0.placeAndMessage).inserted }
            .map { diagnostic in
                // A file git ignores is one a script or a person writes from a template (eduvpn's
                // `Developer.xcconfig`, from `Developer.xcconfig.template`): said so, as for other missing files,
                // with the template when there is one.
                // A file a tool writes has its note already (run `flutter pub get`, `pod install`).
                let toolNotes = [XCConfigLoadDiagnostics.flutterGeneratedNote, XCConfigLoadDiagnostics.cocoaPodsNote]
                guard let included = Self.includedPath(in: diagnostic.message),
                    !diagnostic.notes.contains(where: { toolNotes.contains($0.message) })
                else { return diagnostic }
                let folders = [Path.directory(of: diagnostic.location.file), context.workspace.root]
                let paths = folders.map { Path.normalize(Path.join($0, included)) }
                var noted = diagnostic
                if let note = paths.lazy.compactMap({ context.workspace.ignoredFileNote($0) }).first {
                    noted.notes.append(note)
                }
                // A template beside where the file belongs says how to make it (WireGuard's `Developer.xcconfig`).
                if let note = paths.lazy.compactMap({ context.workspace.gitIgnore?.templateNote(for: $0) }).first {
                    noted.notes.append(note)
                }
                return noted
            }
    }

    /// The path a missing include's message names (``XCConfigLoadDiagnostics/missingInclude(_:searched:triedExtension:suggestion:at:)``).
    static func includedPath(in message: String) -> String? {
        let prefix = "could not find included file '"
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }
}
