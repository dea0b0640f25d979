import Support
import Testing
import XCConfig

@Suite struct InMemoryFileSystemTests {
    @Test func filesFoldersAndLinks() throws {
        var fileSystem = InMemoryFileSystem(files: ["/w/Configs/Base.xcconfig": "A = 1\n"])
        fileSystem.createSymbolicLink("/w/link.xcconfig", to: "Configs/Base.xcconfig")
        fileSystem.createSymbolicLink("/w/loop", to: "/w/loop")
        fileSystem.createUnreadableFile("/w/secret")
        #expect(fileSystem.kind(of: "/w") == .directory)
        #expect(fileSystem.kind(of: "/w/Configs/Base.xcconfig") == .file)
        #expect(try fileSystem.contents(of: "/w/link.xcconfig") == Array("A = 1\n".utf8))
        #expect(fileSystem.canonicalPath(of: "/w/link.xcconfig") == "/w/Configs/Base.xcconfig")
        #expect(fileSystem.kind(of: "/w/loop") == nil)
        #expect(try fileSystem.entries(of: "/w") == ["Configs", "link.xcconfig", "loop", "secret"])
        #expect(throws: FileSystemError(path: "/w/secret", reason: .permissionDenied)) {
            try fileSystem.contents(of: "/w/secret")
        }
        #expect(throws: FileSystemError(path: "/w/Configs", reason: .isDirectory)) {
            try fileSystem.contents(of: "/w/Configs")
        }
    }
}
