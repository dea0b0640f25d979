import Support
import XCConfig
import XcodeProject

/// The files a target's `EXCLUDED_SOURCE_FILE_NAMES` and `INCLUDED_SOURCE_FILE_NAMES` leave out of its build in one
/// configuration, as Xcode's build system applies them to every build phase (resources included): a file is left out
/// when a pattern of the first matches its path and no pattern of the second does.
///
/// White-label projects use them to build one target per brand configuration from folders of every brand
/// (`EXCLUDED_SOURCE_FILE_NAMES = Brands/*/*`, `INCLUDED_SOURCE_FILE_NAMES = Brands/$(BRAND)/*`: a pattern matches
/// as many trailing path components as it has, so `*/Brands/*` would only reach files directly in `Brands/`), so a
/// clone's asset catalogs, fonts and config file are only those its configurations keep.
package struct SourceFileFilter: Sendable, Hashable {
    /// The setting whose patterns leave files out.
    package static let excludedSetting = "EXCLUDED_SOURCE_FILE_NAMES"
    /// The setting whose patterns keep files the excluded patterns match.
    package static let includedSetting = "INCLUDED_SOURCE_FILE_NAMES"

    /// The patterns of files left out.
    package var excluded: [String]
    /// The patterns of files kept even when an excluded pattern matches them.
    package var included: [String]

    /// A filter of the patterns `excluded` and `included`, as the settings' values split into words.
    package init(excluded: [String], included: [String]) {
        self.excluded = excluded
        self.included = included
    }

    /// The filter `levels` set, or `nil` when no level above the built-in defaults sets `EXCLUDED_SOURCE_FILE_NAMES`
    /// or its value has no pattern: nothing is left out, and no evaluator is made.
    package init?(levels: [SettingsLevel], parameters: ConditionParameters) {
        let setsExclusions = levels.contains { level in
            level.kind != .builtIn && level.assignments.contains { $0.name == Self.excludedSetting }
        }
        guard setsExclusions else { return nil }
        let values = SettingsEvaluator.values(
            of: [Self.excludedSetting, Self.includedSetting], in: levels, parameters: parameters)
        let excluded = Self.words(values[0])
        guard !excluded.isEmpty else { return nil }
        self.init(excluded: excluded, included: Self.words(values[1]))
    }

    /// `files` without those every configuration leaves out (`filters`, one per configuration, `nil` for one that
    /// leaves nothing out): a file one configuration builds is the target's.
    package static func kept(_ files: TargetFiles, by filters: [SourceFileFilter?]) -> TargetFiles {
        guard !filters.isEmpty, filters.allSatisfy({ $0 != nil }) else { return files }
        var kept = files
        kept.files.removeAll { file in
            guard let path = file.path.absolutePath else { return false }
            return filters.allSatisfy { $0?.excludes(path) == true }
        }
        return kept
    }

    /// Whether the build leaves out the file at `path` (an absolute path).
    package func excludes(_ path: String) -> Bool {
        excluded.contains { Self.matches($0, path: path) } && !included.contains { Self.matches($0, path: path) }
    }

    /// Whether `path` matches the file-name pattern `pattern` as Xcode's build system matches them.
    ///
    /// An absolute (or empty) pattern is matched against the whole path, any other against as many of the path's
    /// last components as the pattern has, with `fnmatch(3)` and `FNM_PATHNAME` (`*`, `?` and `[…]` never match a
    /// `/`). An empty path matches nothing.
    package static func matches(_ pattern: String, path: String) -> Bool {
        guard !path.isEmpty else { return false }
        let parts = split(pattern)
        if pattern.isEmpty || pattern.hasPrefix("/") { return matchesPathname(parts, path) }
        // The pattern's components are its parts between unescaped `/`s that are not empty.
        let count = parts.count { !$0.isEmpty }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard count > 0, components.count >= count else { return false }
        return matchesPathname(parts, components.suffix(count).joined(separator: "/"))
    }

    /// `fnmatch(pattern, text, FNM_PATHNAME)` for the pattern split into `parts`: each `/` of the text matched by a
    /// `/` of the pattern, so the two are compared component by component.
    private static func matchesPathname(_ parts: [String], _ text: String) -> Bool {
        let textParts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == textParts.count else { return false }
        return zip(parts, textParts).allSatisfy { GlobPattern.matches($0, String($1)) }
    }

    /// `pattern` split at the `/`s no backslash escapes, empty parts kept.
    private static func split(_ pattern: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in pattern {
            if character == "/" && !escaped {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            escaped = !escaped && character == "\\"
        }
        parts.append(current)
        return parts
    }

    /// The words of a list-valued setting's value, as Xcode splits them: at spaces and tabs, except inside single or
    /// double quotes (which are removed) or after a backslash (which takes the next character as it is).
    package static func words(_ value: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" || character == "\n" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
