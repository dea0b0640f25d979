import BrandKit
import Support
import Testing

/// Which files git ignores, as `gitignore(5)` says, read from a repository's ignore files.
@Suite struct GitIgnoreTests {
    static func ignore(_ files: [String: String]) -> GitIgnore {
        var fileSystem = InMemoryFileSystem()
        for (path, text) in files { fileSystem.write(text, to: "/repo/" + path) }
        return GitIgnore(root: "/repo", fileSystem: fileSystem)
    }

    static func ignored(_ patterns: String, _ path: String, isFolder: Bool = false) -> Bool {
        ignore([".gitignore": patterns]).rule(ignoring: path, isFolder: isFolder) != nil
    }

    @Test(
        arguments: [
            // Anchored (a `/` before the end) against the whole path, else a name at any depth.
            ("ios/Runner/Info.plist", "ios/Runner/Info.plist", true),
            ("ios/Runner/Info.plist", "Runner/Info.plist", false),
            ("/Info.plist", "Info.plist", true), ("/Info.plist", "ios/Info.plist", false),
            ("Info.plist", "ios/Runner/Info.plist", true), ("*.plist", "a/b/c.plist", true),
            ("*.plist", "a/b/c.plistx", false), ("ios/*.plist", "ios/a/b.plist", false),
            // Stars and classes stay within a name; `**` crosses folders.
            ("ios/**/Info.plist", "ios/Info.plist", true), ("ios/**/Info.plist", "ios/a/b/Info.plist", true),
            ("**/Info.plist", "a/Info.plist", true), ("ios/**", "ios/a/b", true), ("a?c", "abc", true),
            ("a?c", "a/c", false), ("[Ii]nfo.plist", "info.plist", true), ("[!I]nfo.plist", "Info.plist", false),
            ("GoogleService-Info-[a-z]*.plist", "x/GoogleService-Info-prod.plist", true),
            // A folder pattern ignores what is in the folder.
            ("Pods/", "Pods/Target Support Files/x.xcconfig", true), ("Pods/", "Pods", false),
            ("build", "build/x/y.plist", true),
            // Comments, blank lines and escapes.
            ("# Info.plist\n\n", "Info.plist", false), ("\\#x", "#x", true), ("Info.plist   ", "Info.plist", true),
        ])
    func patternsMatchAsGitMatchesThem(patterns: String, path: String, ignored: Bool) {
        #expect(Self.ignored(patterns, path) == ignored, "\(patterns) vs \(path)")
    }

    @Test func theLastMatchWinsAndAnIgnoredFolderCannotBeReincluded() {
        #expect(!Self.ignored("*.plist\n!Info.plist\n", "ios/Info.plist"))
        #expect(Self.ignored("!Info.plist\n*.plist\n", "ios/Info.plist"))
        #expect(Self.ignored("ios/\n!ios/Info.plist\n", "ios/Info.plist"))
        #expect(!Self.ignored("Pods/\n", "Podsfile"))
    }

    @Test func aFoldersIgnoreFileAppliesInsideIt() {
        let ignore = Self.ignore([".gitignore": "!keep.plist\n", "ios/.gitignore": "*.plist\n!keep.plist\n"])
        #expect(ignore.rule(ignoring: "ios/Runner/Info.plist")?.location.file == "/repo/ios/.gitignore")
        #expect(ignore.rule(ignoring: "ios/keep.plist") == nil)
        #expect(ignore.rule(ignoring: "Info.plist") == nil)
        #expect(ignore.rule(ignoring: "/repo/ios/a.plist")?.location.line == 1)
        #expect(ignore.rule(ignoring: "/elsewhere/a.plist") == nil)
        let excluded = Self.ignore([".git/info/exclude": "secret.plist\n"])
        #expect(excluded.rule(ignoring: "a/secret.plist")?.location.file == "/repo/.git/info/exclude")
    }
}
