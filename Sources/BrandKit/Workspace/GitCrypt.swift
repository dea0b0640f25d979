import Support
import XCConfig

/// Files git-crypt keeps encrypted in the repository (`filter=git-crypt` in `.gitattributes`) until `git-crypt unlock`
/// decrypts them in the work tree.
///
/// javazone-ios-app's `JavaZone/EnvConfig.xcconfig` is one: read as it is, its binary header was three errors (a NUL
/// byte, a line that starts with one, bytes that are not UTF-8), none of which said what had happened or what to do.
package enum GitCrypt {
    /// The bytes every file git-crypt encrypted starts with.
    static let header: [UInt8] = Array("\u{0}GITCRYPT\u{0}".utf8)

    /// Why such a file cannot be read, as the reason of an unreadable-file finding.
    static let reason =
        "git-crypt keeps it encrypted; run 'git-crypt unlock' before brands, as Xcode cannot read it either"

    /// Whether `bytes` are those of a file git-crypt encrypted.
    static func isEncrypted(_ bytes: [UInt8]) -> Bool { bytes.starts(with: header) }

    /// The `file_unreadable` finding of the encrypted file at `path`.
    static func unreadableFile(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, rule: WorkspaceMessage.unreadableRule,
            "cannot read '\(Path.lastComponent(of: path))': \(reason)", at: .start(of: path))
    }

    /// The `xcconfig_unreadable` finding of the encrypted xcconfig file at `path`.
    static func unreadableXCConfig(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, rule: XCConfigLoadDiagnostics.unreadableRule,
            "could not read '\(Path.lastComponent(of: path))': \(reason)", at: .start(of: path))
    }

    /// The files of `diagnostics` (an xcconfig chain's) that git-crypt keeps encrypted, each once, in order: what
    /// they define is unknown, as what a missing file defines is.
    static func encryptedXCConfigs(in diagnostics: some Sequence<Diagnostic>) -> [String] {
        var files: [String] = []
        for diagnostic in diagnostics
        where diagnostic.rule == XCConfigLoadDiagnostics.unreadableRule
            && diagnostic.message == unreadableXCConfig(diagnostic.location.file).message
            && !files.contains(diagnostic.location.file)
        {
            files.append(diagnostic.location.file)
        }
        return files
    }

    /// `diagnostics` of reading xcconfig files, with the syntax and encoding errors of each file git-crypt encrypted
    /// replaced by one `xcconfig_unreadable` finding saying so, at the file's start (once, if it is there already).
    package static func replacingXCConfigErrors(in diagnostics: [Diagnostic], fileSystem: any FileSystem)
        -> [Diagnostic]
    {
        let rules: Set<String> = [XCConfigParseDiagnostics.syntaxRule, XCConfigParseDiagnostics.encodingRule]
        var encrypted: [String: Bool] = [:]
        func isEncrypted(_ file: String) -> Bool {
            if let known = encrypted[file] { return known }
            let answer = (try? fileSystem.contents(of: file)).map(Self.isEncrypted) ?? false
            encrypted[file] = answer
            return answer
        }
        guard diagnostics.contains(where: { rules.contains($0.rule) && isEncrypted($0.location.file) }) else {
            return diagnostics
        }
        var seen: Set<Diagnostic> = []
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let file = diagnostic.location.file
            let kept = rules.contains(diagnostic.rule) && isEncrypted(file) ? unreadableXCConfig(file) : diagnostic
            if seen.insert(kept).inserted { result.append(kept) }
        }
        return result
    }
}
