import Support
import Testing
import XCConfig

@Suite struct PathTests {
    @Test(arguments: [
        ("/a/b/../c", "/a/c"), ("a/./b//c/", "a/b/c"), ("../x/../../y", "../../y"), ("/..", "/"), ("", "."),
        // Paths already normal come back as they are; one odd component sends them the long way.
        ("/a/b/c.json", "/a/b/c.json"), ("a", "a"), ("/", "/"), (".", "."), ("..", ".."), ("a/..", "."),
        ("/a/.../b", "/a/.../b"), ("/a/.b/..c", "/a/.b/..c"), ("//a", "/a"), ("/a/", "/a"), ("a/.", "a"),
        ("./a", "a"), ("/é/ü", "/é/ü"),
    ])
    func normalize(input: String, expected: String) {
        #expect(Path.normalize(input) == expected)
    }

    @Test(arguments: [
        ("/a/b/", "/a", "b", ""), ("/", "/", "", ""), ("a.b/c", "a.b", "c", ""),
        ("/x/y.tar.gz", "/x", "y.tar.gz", "gz"),
        ("/é/ö.json/", "/é", "ö.json", "json"), ("name.", ".", "name.", ""), (".profile", ".", ".profile", ""),
    ])
    func components(path: String, directory: String, last: String, pathExtension: String) {
        #expect(Path.directory(of: path) == directory)
        #expect(Path.lastComponent(of: path) == last)
        #expect(Path.pathExtension(of: path) == pathExtension)
    }

    @Test func directoryAndLastComponent() {
        #expect(Path.directory(of: "/a/b/c.xcconfig") == "/a/b")
        #expect(Path.directory(of: "/c") == "/")
        #expect(Path.directory(of: "c") == ".")
        #expect(Path.lastComponent(of: "/a/b/c.xcconfig") == "c.xcconfig")
        #expect(Path.pathExtension(of: "/a/b/c.xcconfig") == "xcconfig")
        #expect(Path.pathExtension(of: "/a/.hidden") == "")
    }

    @Test func relative() {
        #expect(Path.relative("/root/Brands/a/config.json", to: "/root") == "Brands/a/config.json")
        #expect(Path.relative("/elsewhere/x", to: "/root") == "/elsewhere/x")
    }

    /// The path operations as they were written on the UTF-8 view and `Character`s, before they read bytes: the
    /// reference the byte-level ones must agree with.
    enum Reference {
        static func join(_ base: String, _ relative: String) -> String {
            if relative.isEmpty { return base }
            if relative.hasPrefix("/") || base.isEmpty { return relative }
            return base.hasSuffix("/") ? base + relative : base + "/" + relative
        }

        // The reference drops one trailing slash byte; it dropped the last character before, which took the
        // character a slash is joined to along with it (see the test of a prepended slash below).
        static func trimmed(_ path: String) -> Substring {
            path.utf8.count > 1 && path.utf8.last == UInt8(ascii: "/") ? Substring(path.utf8.dropLast()) : path[...]
        }

        static func directory(of path: String) -> String {
            let trimmed = trimmed(path)
            guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
            if slash == trimmed.startIndex { return "/" }
            return String(trimmed[..<slash])
        }

        static func lastComponent(of path: String) -> String {
            let trimmed = trimmed(path)
            guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return String(trimmed) }
            return String(trimmed[trimmed.utf8.index(after: slash)...])
        }

        static func pathExtension(of path: String) -> String {
            let trimmed = trimmed(path)
            let nameStart = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")).map { trimmed.utf8.index(after: $0) }
            let name = trimmed[(nameStart ?? trimmed.startIndex)...]
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
            return String(name[name.utf8.index(after: dot)...])
        }
    }

    /// Random paths of separators, dots, names and characters that combine with a slash or a dot: the byte-level
    /// operations give what the reference gives, byte for byte.
    @Test func componentsAndJoinsAgreeWithTheReference() {
        let pieces = ["/", "//", ".", "..", "a", "b.c", ".hidden", "x.y.z", "é", "\u{301}", "\u{0600}", "ö.json", " "]
        var state: UInt64 = 0x9A7_2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func path() -> String { (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined() }
        var extensions = 0
        for _ in 0..<5_000 {
            let (first, second) = (path(), path())
            #expect(Array(Path.directory(of: first).utf8) == Array(Reference.directory(of: first).utf8))
            #expect(Array(Path.lastComponent(of: first).utf8) == Array(Reference.lastComponent(of: first).utf8))
            #expect(Array(Path.pathExtension(of: first).utf8) == Array(Reference.pathExtension(of: first).utf8))
            #expect(Array(Path.join(first, second).utf8) == Array(Reference.join(first, second).utf8))
            if !Path.pathExtension(of: first).isEmpty { extensions += 1 }
        }
        // Extensions, the rarest answer, come up often enough for the comparison to say something.
        #expect(extensions > 500)
        // A slash that a prepended character joins into one character does not end the text as a character.
        #expect(Path.join("a\u{0600}/", "b") == "a\u{0600}//b")
    }

    /// A trailing slash is one byte, whatever character it is part of: the last component of `a/\u{0600}/` is
    /// `\u{0600}` (dropping the last character instead took the component with the slash).
    @Test func aTrailingSlashJoinedToAPrependedCharacterIsDroppedAlone() {
        #expect(Path.lastComponent(of: "a/\u{0600}/") == "\u{0600}")
        #expect(Path.directory(of: "a/\u{0600}/") == "a")
        #expect(Path.pathExtension(of: "a/b.\u{0600}/") == "\u{0600}")
    }
}
