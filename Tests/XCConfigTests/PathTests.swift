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
}
