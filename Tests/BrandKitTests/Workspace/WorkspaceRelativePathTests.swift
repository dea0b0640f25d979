import BrandKit
import Support
import Testing

/// Paths in messages are relative to the root, so the output is the same on every machine.
@Suite struct WorkspaceRelativePathTests {
    static let root = "/home/dev/src/app"

    static func workspace() -> Workspace {
        var fileSystem = InMemoryFileSystem()
        for (path, text) in ExampleWorkspace.files { fileSystem.write(Array(text.utf8), to: Path.join(root, path)) }
        return WorkspaceLoader(fileSystem: fileSystem).load(root: root)
    }

    /// A path outside the root beside it climbs to it (FreeOTP's project copies fonts from
    /// `../../../Downloads/fontawesome-free-6.4.2-web/webfonts`, which was shown as the absolute path of the checkout's
    /// machine); one that shares nothing with the root but `/`, such as a system path, stays absolute.
    @Test(arguments: [
        ("/home/dev/src/app/Brands/ALPHA/Info.plist", "Brands/ALPHA/Info.plist"),
        ("/home/dev/src/app", "."),
        ("/home/dev/Downloads/fonts/a.ttf", "../../Downloads/fonts/a.ttf"),
        ("/home/dev/src/other/b.xcconfig", "../other/b.xcconfig"),
        ("/usr/share/fonts/c.ttf", "/usr/share/fonts/c.ttf"),
    ])
    func pathsAreShownFromTheRoot(path: String, shown: String) {
        #expect(Self.workspace().relativePath(path) == shown)
    }
}
