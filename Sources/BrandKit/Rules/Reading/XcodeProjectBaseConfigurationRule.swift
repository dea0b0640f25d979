import Support
import XCConfig
import XcodeProject

/// A configuration's base xcconfig file is missing or cannot be read.
public struct XcodeProjectBaseConfigurationRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XcodeProjectDiagnostics.baseConfigurationRule, severity: .error,
        summary: "a configuration's base xcconfig file is missing or cannot be read",
        rationale:
            "Xcode builds on without it, saying only that it cannot open the base configuration: every setting it holds is gone.",
        triggeringExamples: [
            RuleExample(
                project: true, removing: ["Configs/ALPHA-Release.xcconfig"], expecting: ExampleWorkspace.projectFile,
                line: 14)
        ], nonTriggeringExamples: [.baseline, .projectBaseline])

    /// The reading diagnostics of this rule, one per project file and missing file (see ``grouped(_:)``), with a note
    /// when git ignores the missing file, as for the other missing files.
    ///
    /// A base xcconfig git ignores is one a developer or a script writes (the Austrian CovidCertificate app's
    /// `Config.xcconfig` of secrets). The files CocoaPods writes have their own advice, to run `pod install`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        Self.grouped(context.readingDiagnostics(rule: Self.description.id)).map { diagnostic in
            guard let shown = XcodeProjectDiagnostics.missingBaseConfigurationPath(of: diagnostic),
                !XcodeProjectDiagnostics.isWrittenByCocoaPods(shown)
            else { return diagnostic }
            // Shown from the project's folder, the one holding the `.xcodeproj` whose file the finding is in.
            let projectFolder = Path.directory(of: Path.directory(of: diagnostic.location.file))
            let path = Path.isAbsolute(shown) ? shown : Path.normalize(Path.join(projectFolder, shown))
            guard let note = context.workspace.ignoredFileNote(path) else { return diagnostic }
            var noted = diagnostic
            noted.notes.append(note)
            return noted
        }
    }

    /// `diagnostics` with the references of one project file to one missing base xcconfig made one finding.
    ///
    /// The finding is at the first, with a note of the others' lines: the fix is one file (mullvad's eleven targets
    /// each base two configurations on `Configurations/Base.xcconfig`, which is committed as a template: 22 errors
    /// for one file). The files CocoaPods writes count as one, since one `pod install` writes them all.
    package static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [String: [Diagnostic]] = [:]
        var order: [String] = []
        var others: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let key = groupKey(of: diagnostic) else {
                others.append(diagnostic)
                continue
            }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(diagnostic)
        }
        let merged = order.compactMap { key -> Diagnostic? in
            let sorted = (groups[key] ?? []).sorted(by: Diagnostic.presentationOrder)
            guard var first = sorted.first else { return nil }
            let lines = sorted.dropFirst().map { String($0.location.line) }
            if !lines.isEmpty {
                let pods = key.hasSuffix("\u{1}pods")
                first.notes.append(
                    Diagnostic.Note(
                        "and \(Plural.count(lines.count, "more configuration")) of this project based on "
                            + (pods ? "files CocoaPods writes" : "it") + ", on line\(lines.count == 1 ? "" : "s") "
                            + NameList.joined(lines, limit: 8)))
            }
            return first
        }
        return others + merged
    }

    /// What the diagnostics ``grouped(_:)`` makes one finding share: the project file, and the missing file or the
    /// files CocoaPods writes; `nil` for a diagnostic it leaves as it is.
    package static func groupKey(of diagnostic: Diagnostic) -> String? {
        guard let path = XcodeProjectDiagnostics.missingBaseConfigurationPath(of: diagnostic) else { return nil }
        // The files CocoaPods writes are one: `pod install` writes them all (the app's, its extensions').
        let pods = XcodeProjectDiagnostics.isWrittenByCocoaPods(path)
        return diagnostic.location.file + "\u{0}" + (pods ? "\u{1}pods" : path)
    }
}
