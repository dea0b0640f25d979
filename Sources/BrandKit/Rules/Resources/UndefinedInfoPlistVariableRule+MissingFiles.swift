import Documents
import Support
import XCConfig

/// Where a setting nothing defines may come from: includes and base xcconfig files that find no file, and xcconfig
/// files git-crypt keeps encrypted.
extension UndefinedInfoPlistVariableRule {
    /// `(the include at X:3 finds no file; if that file defines it, create it first)`, when includes of a
    /// configuration's xcconfig files find no file, its base xcconfig files do not exist or git-crypt keeps some of
    /// them encrypted (`encryptedFiles`, javazone-ios-app's `EnvConfig.xcconfig`); failing all, the same of the
    /// `optionalIncludes` that find no file; `nil` when none.
    static func missingFileHint(
        missingIncludes: [String], missingBaseConfigurations: [String], encryptedFiles: [String] = [],
        optionalIncludes: [String] = []
    ) -> String? {
        if missingIncludes.isEmpty, missingBaseConfigurations.isEmpty, encryptedFiles.isEmpty,
            !optionalIncludes.isEmpty
        {
            return optionalIncludes.count == 1
                ? "(the optional include at \(optionalIncludes[0]) finds no file; if that file defines it, create it first)"
                : "(the optional includes at \(NameList.joined(optionalIncludes, limit: 3)) find no file; if one of them "
                    + "defines it, create it first)"
        }
        var causes: [String] = []
        if missingIncludes.count == 1 {
            causes.append("the include at \(missingIncludes[0]) finds no file")
        } else if !missingIncludes.isEmpty {
            causes.append("the includes at \(NameList.joined(missingIncludes, limit: 3)) find no file")
        }
        if missingBaseConfigurations.count == 1 {
            causes.append("the base configuration file \(missingBaseConfigurations[0]) does not exist")
        } else if !missingBaseConfigurations.isEmpty {
            causes.append(
                "the base configuration files \(NameList.joined(missingBaseConfigurations, limit: 3)) do not exist")
        }
        if !encryptedFiles.isEmpty {
            causes.append("git-crypt keeps \(NameList.joined(encryptedFiles, limit: 3)) encrypted")
        }
        guard !causes.isEmpty else { return nil }
        let missing = missingIncludes.count + missingBaseConfigurations.count
        let action =
            encryptedFiles.isEmpty
            ? "create it first" : missing == 0 ? "run 'git-crypt unlock' first" : "create or unlock it first"
        return "(" + causes.joined(separator: " and ") + "; "
            + (missing + encryptedFiles.count == 1 ? "if that file defines it, " : "if one of them defines it, ")
            + action + ")"
    }

    /// The xcconfig files of `configuration`'s chain that git-crypt keeps encrypted, relative to `root`.
    static func encryptedFiles(of configuration: LoadedConfiguration, root: String) -> [String] {
        GitCrypt.encryptedXCConfigs(in: configuration.xcconfigs.lazy.flatMap(\.diagnostics)).map {
            Path.isAbsolute($0) ? Path.relative($0, to: root) : $0
        }
    }

    /// The missing includes and base xcconfig files of `configuration`, and the files of its chain git-crypt keeps
    /// encrypted, relative to `root`, for ``missingFileHint``.
    static func missingFiles(of configuration: CloneConfiguration, root: String) -> (
        includes: [String], bases: [String], encrypted: [String]
    ) {
        let bases = (configuration.loaded?.definition.missingBaseConfigurations ?? []).map {
            Path.relative($0, to: root)
        }
        return (
            configuration.loaded.map { includesFindingNoFile($0, root: root) } ?? [], bases,
            configuration.loaded.map { encryptedFiles(of: $0, root: root) } ?? []
        )
    }

    /// The includes of `configuration`'s xcconfig chain that find no file, as `path:line` relative to `root`.
    package static func includesFindingNoFile(_ configuration: LoadedConfiguration, root: String) -> [String] {
        includesFindingNoFile(in: configuration.xcconfigs.lazy.flatMap(\.diagnostics), root: root)
    }

    /// The places (`path:line`, relative to `root`) of the includes that `diagnostics` say find no file, each once.
    package static func includesFindingNoFile(in diagnostics: some Sequence<Diagnostic>, root: String) -> [String] {
        places(
            of: diagnostics.lazy.filter { $0.rule == XCConfigLoadDiagnostics.missingIncludeRule }.map(\.location),
            root: root)
    }

    /// The optional includes (`#include?`) of `configuration`'s xcconfig chain that find no file, as `path:line`
    /// relative to `root`.
    ///
    /// Xcode reads past them without a word, and most are missing on purpose (home-assistant's git-ignored
    /// `HomeAssistant.overrides.xcconfig`, CocoaPods' files before `pod install`), so they decide nothing: they are
    /// named only where a finding has no other lead, neither an include that must find its file nor a near miss.
    package static func optionalIncludesFindingNoFile(_ configuration: LoadedConfiguration, root: String) -> [String] {
        places(of: configuration.xcconfigs.flatMap(\.optionalIncludesNotFound), root: root)
    }

    /// `locations` as `path:line` relative to `root`, each once: files in the order they come, each file's lines in
    /// order.
    package static func places(of locations: some Sequence<SourceLocation>, root: String) -> [String] {
        var files: [String] = []
        var lines: [String: [Int]] = [:]
        for location in locations {
            let file = Path.isAbsolute(location.file) ? Path.relative(location.file, to: root) : location.file
            if lines[file] == nil { files.append(file) }
            if !lines[file, default: []].contains(location.line) { lines[file, default: []].append(location.line) }
        }
        return files.flatMap { file in (lines[file] ?? []).sorted().map { "\(file):\($0)" } }
    }
}
