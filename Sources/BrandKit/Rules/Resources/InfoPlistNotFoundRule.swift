import Support
import XCConfig

/// `INFOPLIST_FILE` names a file that does not exist.
public struct InfoPlistNotFoundRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "info_plist_not_found", severity: .error,
        summary: "INFOPLIST_FILE points to a file that does not exist",
        rationale: "Xcode stops the build with 'Build input file cannot be found', after minutes of compiling.",
        triggeringExamples: [
            RuleExample(removing: ["Brands/BETA/Info.plist"], expecting: "Configs/BETA-Debug.xcconfig", line: 5)
        ])

    /// `INFOPLIST_FILE 'x' of Release does not exist`; `base` names what the path is relative to.
    public static func message(path: String, configuration: String, base: String = "the workspace root") -> String {
        "INFOPLIST_FILE '\(path)' of \(configuration) does not exist; fix the path (it is relative to \(base))"
    }

    /// `INFOPLIST_FILE 'x' finds 'X' only on a case-insensitive file system`: a warning, since Xcode on macOS builds.
    public static func caseOnly(_ setting: String, path: String, found: String, configuration: String) -> String {
        "\(setting) '\(path)' of \(configuration) finds '\(found)' only on a case-insensitive file system (macOS's "
            + "default); write '\(found)'"
    }

    /// Every finding of this rule in `context`: the apps' Info.plists, and those of the extensions and App Clips
    /// they embed (Bark's notification extension names `NotificationContentExtension/Info.plist` for
    /// `notificationContentExtension/`: no warning, and none when it was missing).
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var seen = Set<String>()
        var findings: [Diagnostic] = []
        for configuration in context.configurations {
            if let loaded = configuration.loaded,
                let finding = finding(
                    loaded, settings: configuration.settings, role: configuration.configuration, part: nil,
                    in: context, seen: &seen)
            {
                findings.append(finding)
            }
            guard let product = context.workspace.clone(configuration.clone)?.product else { continue }
            for part in product.extensions {
                guard let loaded = part.configuration(configuration.configuration),
                    let finding = finding(
                        loaded, settings: loaded.settings, role: configuration.configuration,
                        part: "\(part.kindName) '\(part.name)'", in: context, seen: &seen)
                else { continue }
                findings.append(finding)
            }
        }
        return findings
    }

    /// The finding on `loaded`, the configuration `role` of the app or of `part` (`extension 'Widget'`), if any: a
    /// warning when its Info.plist is found only by ignoring case (once per place), an error when it is missing.
    private func finding(
        _ loaded: LoadedConfiguration, settings: ResolvedSettings?, role: String, part: String?,
        in context: ValidationContext, seen: inout Set<String>
    ) -> Diagnostic? {
        let owner = part.map { "\(role) of \($0)" } ?? role
        guard let setting = settings?.sourced("INFOPLIST_FILE"), let location = setting.source.location else {
            return nil
        }
        // Where the path is written, when INFOPLIST_FILE only refers to the setting that holds it: worked out only
        // for a finding (Foundation's trimming alone cost 27,000 instructions a configuration).
        func writtenNotes() -> [Diagnostic.Note] {
            settings.map { EmptyReferenceTrace.writtenNotes(forValueOf: "INFOPLIST_FILE", in: $0) } ?? []
        }
        if loaded.infoPlistSpelledPath != nil, let found = loaded.infoPlistPath {
            guard seen.insert("\(location)").inserted else { return nil }
            let written = context.workspace.relativePath(setting.value)
            return Diagnostic(
                .warning, rule: Self.description.id,
                Self.caseOnly(
                    "INFOPLIST_FILE", path: written, found: Self.respelled(written, as: found), configuration: owner),
                at: location, notes: writtenNotes())
        }
        // Once per place and configuration: a missing file is an error of each configuration that names it.
        guard loaded.isInfoPlistMissing, seen.insert("\(location)|\(owner)").inserted else { return nil }
        let directory = loaded.definition.projectDirectory
        let base =
            Path.normalize(directory) == Path.normalize(context.workspace.root)
            ? "the workspace root" : "'\(context.workspace.relativePath(directory))'"
        // A file git ignores is written by a script of the repository (cake_wallet's `ios/Runner/Info.plist`).
        return Diagnostic(
            Self.description.severity, rule: Self.description.id,
            Self.message(path: setting.value, configuration: owner, base: base), at: location,
            notes: writtenNotes()
                + (loaded.infoPlistPath.flatMap { context.workspace.ignoredFileNote($0) }.map { [$0] } ?? []))
    }

    /// `written` (a path as a setting writes it) with its last components spelt as in `found` (the path on disk).
    static func respelled(_ written: String, as found: String) -> String {
        let parts = written.split(separator: "/", omittingEmptySubsequences: false)
        let actual = found.split(separator: "/", omittingEmptySubsequences: false)
        // From the end: `written` may be relative to a folder `found` (absolute) holds.
        var respelled = parts.map(String.init)
        for (offset, real) in actual.reversed().enumerated() where offset < parts.count {
            let index = parts.count - 1 - offset
            if parts[index].lowercased() == real.lowercased() { respelled[index] = String(real) }
        }
        return respelled.joined(separator: "/")
    }
}
