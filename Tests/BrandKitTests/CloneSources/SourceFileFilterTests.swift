import BrandKit
import Support
import Testing
import XCConfig

/// `EXCLUDED_SOURCE_FILE_NAMES` and `INCLUDED_SOURCE_FILE_NAMES` as Xcode's build system applies them: which patterns
/// match which paths, how a list value splits into patterns, and which files a configuration leaves out.
@Suite struct SourceFileFilterTests {
    @Test(arguments: [
        // A relative pattern is matched against as many of the path's last components as it has.
        ("*.png", "/repo/Brands/Lime/Icon.png", true),
        ("Brands/*/*", "/repo/Brands/Lime/Brand.xcassets", true),
        ("Brands/*/*", "/repo/Brands/Lime/Fonts/Serif.ttf", false),
        ("Brands/Lime/*", "/repo/Brands/Lime/Brand.xcassets", true),
        ("*/ClientA/*", "/repo/App/ClientA/ClientA.xcassets", true),
        ("*/ClientA/*", "/repo/ClientA/ClientA.xcassets", true),
        // `*` stops at a `/`, so a pattern of three components never matches four.
        ("*/Brands/*", "/repo/Brands/Lime/Brand.xcassets", false),
        // As measured on a real Xcode build by a project documenting it: the one-level form leaves out nothing from
        // the folders below, the two-level form does.
        ("*/palbase/environments/*", "/r/App/palbase/environments/main/Config.swift", false),
        ("*/palbase/environments/*/*", "/r/App/palbase/environments/main/Config.swift", true),
        // A trailing `/` is matched literally, so a pattern ending in one matches no file.
        ("*/ClientB*/", "/repo/Clients/ClientB/ClientB.xcassets", false),
        ("Lime", "/repo/Brands/Lime", true),
        ("Brands/Lime", "/repo/Brands/Lime/Brand.xcassets", false),
        // More components than the path has: no match.
        ("a/b/c/d", "/c/d", false),
        // An absolute pattern is matched against the whole path.
        ("/repo/Brands/*/Brand.xcassets", "/repo/Brands/Mango/Brand.xcassets", true),
        ("/repo/*", "/repo/Brands/Mango", false),
        ("/repo/*/*/*", "/repo/Brands/Mango/Brand.xcassets", true),
        // Brackets, `?` and escapes within a component.
        ("[LM]*/Brand.xcassets", "/repo/Brands/Mango/Brand.xcassets", true),
        ("[!LM]*/Brand.xcassets", "/repo/Brands/Mango/Brand.xcassets", false),
        ("Mang?", "/repo/Brands/Mango", true),
        (#"Brand\*.xcassets"#, "/repo/Brand*.xcassets", true),
        (#"Brand\*.xcassets"#, "/repo/BrandX.xcassets", false),
        // A `[` no `]` closes is itself.
        ("[*-", "/repo/[xy-", true),
        ("a[b", "/repo/a[b", true),
        // Matching is case-sensitive; an empty path matches nothing, an empty pattern only an empty path.
        ("brands/*/*", "/repo/Brands/Lime/Brand.xcassets", false),
        ("*", "", false),
        ("", "/repo/Brands", false),
    ])
    func aPatternMatchesThePathsXcodeMatches(pattern: String, path: String, matches: Bool) {
        #expect(SourceFileFilter.matches(pattern, path: path) == matches)
    }

    @Test(arguments: [
        ("*/ClientA/* */ClientB/*", ["*/ClientA/*", "*/ClientB/*"]),
        ("  a\tb \n c  ", ["a", "b", "c"]),
        (#""My Brand/*" 'Other Brand/*'"#, ["My Brand/*", "Other Brand/*"]),
        (#"My\ Brand/* x"#, ["My Brand/*", "x"]),
        (#"a""b ''"#, ["ab", ""]),
        ("", []),
    ])
    func aListValueSplitsAsXcodeSplitsIt(value: String, words: [String]) {
        #expect(SourceFileFilter.words(value) == words)
    }

    @Test func anIncludedPatternKeepsWhatAnExcludedOneLeavesOut() {
        let filter = SourceFileFilter(excluded: ["Brands/*/*"], included: ["Brands/Lime/*"])
        #expect(filter.excludes("/repo/Brands/Mango/Brand.xcassets"))
        #expect(!filter.excludes("/repo/Brands/Lime/Brand.xcassets"))
        #expect(!filter.excludes("/repo/Shop/AppDelegate.swift"))
    }

    static func assignments(_ text: String, path: String) -> [SettingAssignment] {
        XCConfigParser.parse(Array(text.utf8), path: path).statements.compactMap { statement in
            if case .assignment(let assignment) = statement { return assignment }
            return nil
        }
    }

    /// The built-in level (which leaves out `*.md`, standing for what Xcode's defaults say) and a target xcconfig.
    static func levels(_ xcconfig: String) -> [SettingsLevel] {
        [
            SettingsLevel(
                kind: .builtIn, label: "<built-in>",
                assignments: assignments("EXCLUDED_SOURCE_FILE_NAMES = *.md\n", path: "<built-in>")),
            SettingsLevel(
                kind: .targetXCConfig, label: "/repo/Brand.xcconfig",
                assignments: assignments(xcconfig, path: "/repo/Brand.xcconfig")),
        ]
    }

    @Test func aConfigurationsSettingsGiveItsFilterEvaluated() throws {
        let levels = Self.levels(
            """
            BRANDS = Brands/*/*
            EXCLUDED_SOURCE_FILE_NAMES = $BRANDS
            INCLUDED_SOURCE_FILE_NAMES = Brands/$(BRAND)/* "Shared Files/*"
            BRAND = Lime

            """)
        let filter = try #require(SourceFileFilter(levels: levels, parameters: ConditionParameters()))
        #expect(filter.excluded == ["Brands/*/*"])
        #expect(filter.included == ["Brands/Lime/*", "Shared Files/*"])
    }

    @Test func noFilterWithoutExclusionsAboveTheBuiltInSettings() {
        // The built-in level alone sets nothing a project chose; an empty value leaves nothing out either.
        #expect(SourceFileFilter(levels: Self.levels("BRAND = Lime\n"), parameters: ConditionParameters()) == nil)
        #expect(
            SourceFileFilter(levels: Self.levels("EXCLUDED_SOURCE_FILE_NAMES =\n"), parameters: ConditionParameters())
                == nil)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SourceFileFilter.matches` against the C library's `fnmatch(3)` with `FNM_PATHNAME`, applied as Xcode's build
/// system applies it (to as many trailing components as the pattern has), on random patterns and paths made of the
/// characters that matter: letters, `/`, `*`, `?`, brackets, `!`, `-`, `\` and `.`.
@Suite struct SourceFileFilterFnmatchTests {
    /// Xcode's algorithm written with the C library: an absolute or empty pattern against the whole path; otherwise
    /// the pattern's components counted (unescaped `/` separate them) and as many of the path's last components
    /// matched.
    static func reference(_ pattern: String, path: String) -> Bool {
        guard !path.isEmpty else { return false }
        if pattern.isEmpty || pattern.hasPrefix("/") { return fnmatch(pattern, path, FNM_PATHNAME) == 0 }
        var count = 0
        var inComponent = false
        var escaped = false
        for character in pattern {
            if character == "/" && !escaped {
                inComponent = false
            } else if !inComponent {
                count += 1
                inComponent = true
            }
            escaped = !escaped && character == "\\"
        }
        let components = path.split(separator: "/")
        guard count > 0, components.count >= count else { return false }
        return fnmatch(pattern, components.suffix(count).joined(separator: "/"), FNM_PATHNAME) == 0
    }

    /// A deterministic generator (SplitMix64), so a failure names a case that can be run again.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        mutating func text(from alphabet: [Character], maximumLength: Int) -> String {
            String((0..<next(maximumLength + 1)).map { _ in alphabet[next(alphabet.count)] })
        }
    }

    @Test func randomPatternsAndPathsMatchAsTheCLibraryMatchesThem() {
        var generator = Generator(state: 2026_11_26)
        let patternAlphabet: [Character] = ["a", "b", "/", "*", "?", "[", "]", "!", "-", "\\", "."]
        let pathAlphabet: [Character] = ["a", "b", "/", ".", "-", "*", "["]
        var disagreements: [String] = []
        for _ in 0..<30_000 {
            let pattern = generator.text(from: patternAlphabet, maximumLength: 9)
            let path = "/" + generator.text(from: pathAlphabet, maximumLength: 10)
            // POSIX takes a `[` that no `]` closes as itself, as `matches` does; glibc sometimes does not (`[*-` does
            // not match `[xy-` there, though `[*` matches `[xy`), so such patterns are the cases above, not these.
            if let open = pattern.lastIndex(of: "["), !pattern[open...].contains("]") { continue }
            let expected = Self.reference(pattern, path: path)
            if SourceFileFilter.matches(pattern, path: path) != expected, disagreements.count < 10 {
                disagreements.append("'\(pattern)' on '\(path)': C library says \(expected)")
            }
        }
        #expect(disagreements == [])
    }
}
