import Foundation
import Support
import XcodeProject

/// Which files of a repository git ignores, from its `.gitignore` files (and `.git/info/exclude`), read when asked.
///
/// A file a build setting names that is missing and ignored is one a script of the repository writes before a build
/// (cake_wallet's `ios/Runner/Info.plist`, which `scripts/ios/app_config.sh` copies from `InfoBase.plist`): the
/// finding can say so and where. Matching follows git's rules (`gitignore(5)`): blank lines and `#` comments are
/// skipped, `!` re-includes, a pattern with a `/` before its end is anchored to its file's folder and one without
/// matches a name at any depth, a trailing `/` matches folders only, `*` and `?` match within a name, `**` across
/// folders, and a file in an ignored folder is ignored whatever a later pattern says. The user's global excludes
/// are not read.
package final class GitIgnore: @unchecked Sendable {
    /// One pattern, where it is written.
    package struct Rule: Hashable, Sendable {
        /// The pattern as written, without its `!`, its trailing `/` and spaces.
        package var pattern: String
        /// Whether it re-includes (`!`).
        package var negated: Bool
        /// Whether it matches folders only (a trailing `/`).
        package var foldersOnly: Bool
        /// Whether it is anchored to its file's folder (a `/` before its end).
        package var anchored: Bool
        /// The folder its file is in, relative to the root (`""` for the root).
        package var base: String
        /// Its line in its file.
        package var location: SourceLocation
    }

    private let fileSystem: any FileSystem
    private let root: String
    private let lock = NSLock()
    private var rulesByFolder: [String: [Rule]] = [:]

    /// The ignore files of the repository at `root`, read through `fileSystem` when first needed.
    package init(root: String, fileSystem: any FileSystem) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// The rule that makes git ignore `path` (absolute, or relative to the root), when git ignores it; `nil` when it
    /// does not, or `path` is outside the root.
    package func rule(ignoring path: String, isFolder: Bool = false) -> Rule? {
        let absolute = path.hasPrefix("/") ? path : Path.join(root, path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        let components = Path.normalize(String(absolute.dropFirst(prefix.count))).split(separator: "/").map(String.init)
        guard !components.isEmpty, !components.contains("..") else { return nil }
        // Each folder on the way first: a file in an ignored folder is ignored, whatever its own patterns say.
        for count in 1...components.count {
            let isLast = count == components.count
            let relative = components.prefix(count).joined(separator: "/")
            if let rule = lastMatch(relative, isFolder: isLast ? isFolder : true), !rule.negated { return rule }
        }
        return nil
    }

    /// The last rule of the files that apply to `relative` that matches it (the deepest file's last, as git reads them).
    private func lastMatch(_ relative: String, isFolder: Bool) -> Rule? {
        let components = relative.split(separator: "/").map(String.init)
        var match: Rule?
        for depth in 0..<components.count {
            let folder = components.prefix(depth).joined(separator: "/")
            let inside = components.dropFirst(depth).joined(separator: "/")
            for rule in rules(in: folder) where Self.matches(rule, inside, isFolder: isFolder) {
                match = rule
            }
        }
        return match
    }

    /// The rules of `folder`'s `.gitignore` (relative to the root), and for the root, `.git/info/exclude`'s before.
    private func rules(in folder: String) -> [Rule] {
        lock.lock()
        defer { lock.unlock() }
        if let rules = rulesByFolder[folder] { return rules }
        var files = [Path.join(Path.join(root, folder), ".gitignore")]
        if folder.isEmpty { files.insert(Path.join(root, ".git/info/exclude"), at: 0) }
        var rules: [Rule] = []
        for file in files where fileSystem.isFile(file) {
            guard let bytes = try? fileSystem.contents(of: file) else { continue }
            rules += Self.parse(String(decoding: bytes, as: UTF8.self), base: folder, file: file)
        }
        rulesByFolder[folder] = rules
        return rules
    }

    /// The rules of an ignore file's `text`, whose folder is `base`.
    package static func parse(_ text: String, base: String, file: String) -> [Rule] {
        var rules: [Rule] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
            // Trailing spaces go, unless the last is escaped.
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line.removeFirst()
            } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
                line.removeFirst()
            }
            var foldersOnly = false
            if line.hasSuffix("/") {
                foldersOnly = true
                line.removeLast()
            }
            guard !line.isEmpty else { continue }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            rules.append(
                Rule(
                    pattern: line, negated: negated, foldersOnly: foldersOnly, anchored: anchored, base: base,
                    location: SourceLocation(file: file, line: index + 1, column: 1)))
        }
        return rules
    }

    /// Whether `rule` matches `path`, relative to the rule's folder.
    package static func matches(_ rule: Rule, _ path: String, isFolder: Bool) -> Bool {
        if rule.foldersOnly && !isFolder { return false }
        let subject = rule.anchored ? path : String(path.split(separator: "/").last ?? "")
        return glob(Array(rule.pattern), Array(subject))
    }

    /// Whether `text` matches the glob `pattern`: `*` and `?` within a name, `[…]` a class, `**` as a whole name any
    /// number of folders (none included), `\` escaping the next character.
    static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ p: Int, _ t: Int) -> Bool {
            let key = p * (text.count + 1) + t
            if let known = memo[key] { return known }
            let result = compute(p, t)
            memo[key] = result
            return result
        }
        func compute(_ p: Int, _ t: Int) -> Bool {
            guard p < pattern.count else { return t == text.count }
            let character = pattern[p]
            if character == "*" {
                let isDouble = p + 1 < pattern.count && pattern[p + 1] == "*"
                let startsName = p == 0 || pattern[p - 1] == "/"
                if isDouble && startsName && (p + 2 == pattern.count || pattern[p + 2] == "/") {
                    // `**/` matches no folder or any; a final `**` everything inside.
                    if p + 2 == pattern.count { return t < text.count }
                    if match(p + 3, t) { return true }
                    var next = t
                    while next < text.count {
                        if text[next] == "/" && match(p + 3, next + 1) { return true }
                        next += 1
                    }
                    return false
                }
                // One `*` (or a `**` inside a name): anything but a `/`.
                var next = t
                while true {
                    if match(p + 1, next) { return true }
                    guard next < text.count, text[next] != "/" else { return false }
                    next += 1
                }
            }
            guard t < text.count, text[t] != "/" || character == "/" else { return false }
            switch character {
            case "?":
                return match(p + 1, t + 1)
            case "[":
                guard let (matched, end) = matchClass(pattern, from: p, text[t]) else {
                    return text[t] == "[" && match(p + 1, t + 1)
                }
                return matched && match(end, t + 1)
            case "\\" where p + 1 < pattern.count:
                return text[t] == pattern[p + 1] && match(p + 2, t + 1)
            default:
                return text[t] == character && match(p + 1, t + 1)
            }
        }
        return match(0, 0)
    }

    /// Whether `character` is in the class starting at `start` (`[abc]`, `[a-z]`, `[!x]`), and the index after the
    /// class; `nil` when the class is not closed.
    private static func matchClass(_ pattern: [Character], from start: Int, _ character: Character) -> (Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
            negated = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.count, pattern[index] != "]" || first {
            first = false
            let low = pattern[index]
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if low <= character && character <= pattern[index + 2] { matched = true }
                index += 3
            } else {
                if low == character { matched = true }
                index += 1
            }
        }
        guard index < pattern.count else { return nil }
        return (matched != negated, index + 1)
    }
}

extension GitIgnore {
    /// The submodules the repository's `.gitmodules` declares, relative to the root (see ``GitSubmodules``).
    package func submodulePaths() -> [String] {
        GitSubmodules.paths(in: root, fileSystem: fileSystem)
    }

    /// A note, at the ignore file's line, that git ignores `path` (shown as `shown`), a file a finding says is
    /// missing; `nil` when git does not ignore it.
    ///
    /// With a template beside the file (``XcodeProjectDiagnostics/template(for:in:)``), it is one each checkout makes
    /// from the template (eduvpn's `Developer.xcconfig`), and nothing in the repository writes it to run first.
    package func note(for path: String, shownAs shown: String, isFolder: Bool = false) -> Diagnostic.Note? {
        guard let rule = rule(ignoring: path, isFolder: isFolder) else { return nil }
        let template = isFolder ? nil : XcodeProjectDiagnostics.template(for: path, in: fileSystem)
        return Diagnostic.Note(Self.ignoredMessage(shown, template: template), at: rule.location)
    }

    /// `git ignores 'X' (here), so something in the repository writes it: run that first`, or with `template` (its
    /// name), `…, so it is local to each checkout, made from 'X.template'`.
    package static func ignoredMessage(_ shown: String, template: String?) -> String {
        guard let template else {
            return "git ignores '\(shown)' (here), so something in the repository writes it: run that first"
        }
        return "git ignores '\(shown)' (here), so it is local to each checkout, made from '\(template)'"
    }
}

extension GitIgnore {
    /// A note, at the template, that the file beside the missing `path` is the template a developer copies to make it
    /// (WireGuard's `Developer.xcconfig.template`, safe-ios's `Config.Example.xcconfig`); `nil` when there is none,
    /// or several (see ``XcodeProjectDiagnostics/template(for:in:)``).
    package func templateNote(for path: String) -> Diagnostic.Note? {
        guard let template = XcodeProjectDiagnostics.template(for: path, in: fileSystem) else { return nil }
        return Diagnostic.Note(
            "'\(template)' beside it is its template: copy it to '\(Path.lastComponent(of: path))' and fill it in",
            at: SourceLocation(file: Path.join(Path.directory(of: path), template), line: 1, column: 1))
    }
}

extension Workspace {
    /// A note, at the ignore file's line, that git ignores `path`, a file a finding says is missing.
    ///
    /// A script or tool of the repository writes such a file, so it is there only after that has run. `nil` when git
    /// does not ignore it.
    package func ignoredFileNote(_ path: String, isFolder: Bool = false) -> Diagnostic.Note? {
        gitIgnore?.note(for: path, shownAs: relativePath(path), isFolder: isFolder)
    }
}
