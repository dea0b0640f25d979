import Testing
import XCConfig

@Suite struct PathTests {
    @Test(arguments: [
        ("/a/b/../c", "/a/c"), ("a/./b//c/", "a/b/c"), ("../x/../../y", "../../y"), ("/..", "/"), ("", "."),
    ])
    func normalize(input: String, expected: String) {
        #expect(Path.normalize(input) == expected)
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
