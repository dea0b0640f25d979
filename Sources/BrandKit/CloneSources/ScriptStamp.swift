import Support
import XcodeProject

/// A version or build key of a target's Info.plist (the app's, or an extension's) that one of the target's run-script
/// phases writes while it builds.
///
/// cryptomator's phases run `PlistBuddy -c "Set :CFBundleVersion $appBuild"` on the built Info.plist, and eduvpn's
/// run `Scripts/set_build_number.sh`, which does the same: the value in the files (`AUTOMATIC`, `auto-generated`) is a
/// placeholder nobody ships, and a release plan's build number does not reach the archive.
public struct ScriptStamp: Sendable, Hashable {
    /// The key written (`CFBundleVersion`, `CFBundleShortVersionString`).
    public var key: String
    /// The phase's name as Xcode shows it ("Run Script" when it has none).
    public var phase: String
    /// The target whose phase it is.
    public var target: String
    /// The script file of the repository the phase runs that writes the key, relative to the root; `nil` when the
    /// phase's own script does.
    public var scriptFile: String?
    /// Where the phase is in the project file.
    public var location: SourceLocation

    /// Creates a record.
    public init(key: String, phase: String, target: String, scriptFile: String?, location: SourceLocation) {
        self.key = key
        self.phase = phase
        self.target = target
        self.scriptFile = scriptFile
        self.location = location
    }

    /// The keys looked for.
    static let keys = ["CFBundleShortVersionString", "CFBundleVersion"]
    /// The largest script file read, in bytes; a larger file is no build-number script.
    static let maximumScriptSize = 256 * 1024

    /// The keys `target`'s script phases write into a property list while it builds, each with the first phase that
    /// does; script files the phases run are read through `fileSystem` (inside `root`, at most
    /// ``maximumScriptSize`` bytes each).
    static func stamps(
        of target: ProjectTarget, projectDirectory: String, root: String, fileSystem: any FileSystem,
        settings: ScriptPathSettings = .none
    ) -> [ScriptStamp] {
        var stamps: [ScriptStamp] = []
        for phase in target.buildPhases(of: .shellScript) {
            guard let script = phase.script?.script else { continue }
            var texts: [(text: String, file: String?)] = [(script, nil)]
            for file in scriptFiles(in: script, projectDirectory: projectDirectory, root: root, settings: settings) {
                guard fileSystem.isFile(file), let bytes = try? fileSystem.contents(of: file),
                    bytes.count <= maximumScriptSize
                else { continue }
                texts.append((String(decoding: bytes, as: UTF8.self), Path.relative(file, to: root)))
            }
            for key in keys where !stamps.contains(where: { $0.key == key }) {
                guard let (_, file) = texts.first(where: { writesPlistKey(key, in: $0.text) }) else { continue }
                stamps.append(
                    ScriptStamp(
                        key: key, phase: phase.name ?? "Run Script", target: target.name, scriptFile: file,
                        location: phase.location))
            }
        }
        return stamps
    }

    /// Whether `text`, a shell script, sets `key` in a property list: `PlistBuddy`'s `Set :KEY` or `Add :KEY`,
    /// `plutil -replace KEY` or `-insert KEY`, or `defaults write` with the key, outside comments and before an
    /// `exit` at the top level (ONLYOFFICE's phase starts with `exit 0`); reading it (`Print :KEY`, tinode's) is not.
    static func writesPlistKey(_ key: String, in text: String) -> Bool {
        guard text.contains(key) else { return false }
        // A tool may be called through a variable (`$PLISTBUDDY -c "Set :…"`): the script names it somewhere.
        let plistBuddy = text.contains("PlistBuddy")
        let plutil = text.contains("plutil")
        for line in text.split(whereSeparator: \.isNewline) {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("#") { continue }
            if code.count == line.count, Self.isExit(code) { return false }
            guard code.contains(key) else { continue }
            if plistBuddy, Self.plistBuddySetsOrAdds(key, in: code) { return true }
            if plutil, code.contains("-replace " + key) || code.contains("-insert " + key) { return true }
            if code.contains("defaults write") { return true }
        }
        return false
    }

    /// Whether `code` holds PlistBuddy's `Set` or `Add` of `key` (`Set :KEY`, `add KEY`): its commands are taken in
    /// any case (colloquy's script runs `set :CFBundleVersion`), a key only as written.
    private static func plistBuddySetsOrAdds(_ key: String, in code: Substring) -> Bool {
        var searched = code[...]
        while let found = searched.range(of: key) {
            var before = code[..<found.lowerBound]
            if before.hasSuffix(":") { before = before.dropLast() }
            let command = before.suffix(4).lowercased()
            if command == "set " || command == "add " { return true }
            searched = code[found.upperBound...]
        }
        return false
    }

    /// Whether `line` is `exit`, with a status or a comment after it.
    private static func isExit(_ line: Substring) -> Bool {
        let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
        return words.first == "exit" && words.count <= 2
    }

    /// The words of `script` as a shell splits them: at spaces, tabs, line breaks and `;`, `|`, `&` and backquotes
    /// outside quotes; quotes join what they quote and are removed (`"$PROJECT_DIR"/x.sh` and
    /// `"${PODS_ROOT}/Target Support Files/x.sh"` are one word each), a backslash keeps the next character, and a
    /// `#` starting a word starts a comment to the end of its line.
    static func shellWords(_ script: String) -> [String] {
        let separators: Set<Character> = [" ", "\t", "\n", "\r", ";", "`", "|", "&"]
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var inComment = false
        for character in script {
            if inComment {
                // A comment goes to the end of its line (`# don't`: its quote opens nothing).
                if character == "\n" { inComment = false }
            } else if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", current.isEmpty {
                inComment = true
            } else if separators.contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The files of the repository `script` runs: words ending in a script's extension or run from a folder
    /// (`./gradlew`), from `$SRCROOT`,
    /// `$PROJECT_DIR` (in any of their spellings) or relative to the folder the script is in, the project's folder
    /// until a `cd` moves it (MAME4iOS's phase runs `cd ../../` and then `./get-libmame.sh`, at the root; after a `cd`
    /// to a folder named by another setting, relative paths are not followed); none outside `root`.
    ///
    /// A word written from another setting is the path `settings` expand it to, in each configuration
    /// (colloquy's `${COLLOQUY_WORKSPACE_ROOT}/Tools/writeVersionToInfoPlist.sh`); one they cannot expand is left out.
    static func scriptFiles(
        in script: String, projectDirectory: String, root: String, settings: ScriptPathSettings = .none
    ) -> [String] {
        let extensions: Set<String> = ["sh", "bash", "zsh", "py", "rb", "swift", "pl", "js"]
        // The folder settings a script names its files from (simlar-ios runs `$SOURCE_ROOT/update-version.sh`).
        let prefixes = ProjectFolderReference.spellings
        let rootPrefix = Path.normalize(root).hasSuffix("/") ? Path.normalize(root) : Path.normalize(root) + "/"
        var files: [String] = []
        var directory: String? = projectDirectory
        // The folders to go back to when a subshell ends: a `cd` inside `( … )` does not outlast it.
        var subshells: [String?] = []
        // The scripts named from another setting, expanded together once every word is read.
        var named: [String] = []
        let words = shellWords(script)
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            // A subshell's parentheses (`(cd x && ./y.sh)`) are not the path's; `$(SRCROOT)`'s are.
            var path = word.hasPrefix("$(") ? word : String(word.drop { $0 == "(" })
            for _ in 0..<(word.count - path.count) { subshells.append(directory) }
            var closed = 0
            while path.hasSuffix(")") && !prefixes.contains(where: { path.hasSuffix($0) }) {
                path.removeLast()
                closed += 1
            }
            defer {
                for _ in 0..<closed where !subshells.isEmpty { directory = subshells.removeLast() }
            }
            let relative = ProjectFolderReference.relative(path)
            let base = relative != path ? projectDirectory : directory
            if path == "cd" {
                // The folder the following relative paths are in: unknown after `cd` alone, `cd -` or a setting.
                let target = index < words.count ? ProjectFolderReference.relative(words[index]) : ""
                let anchored = index < words.count && target != words[index]
                index += 1
                if target.isEmpty || target == "-" || target.contains("$") {
                    directory = nil
                } else if target.hasPrefix("/") {
                    directory = Path.normalize(target)
                } else {
                    directory = (anchored ? projectDirectory : directory).map { Path.normalize(Path.join($0, target)) }
                }
                continue
            }
            // A script by its extension, or a program run from a folder (`./gradlew`, which a Kotlin Multiplatform
            // app's phase runs to build its shared framework), whatever its name.
            let isScript =
                extensions.contains(Path.pathExtension(of: relative).lowercased())
                || (relative == path && path.hasPrefix("./") && path.count > 2)
            if isScript, relative.contains("$") {
                named.append(path)
                continue
            }
            guard let base, isScript, !relative.hasPrefix("/") else { continue }
            let absolute = Path.normalize(Path.join(base, relative))
            guard absolute.hasPrefix(rootPrefix), !files.contains(absolute) else { continue }
            files.append(absolute)
        }
        for absolute in settings.paths(of: named) where absolute.hasPrefix(rootPrefix) && !files.contains(absolute) {
            files.append(absolute)
        }
        return files
    }
}
