import Foundation
import Testing
import XCConfig

@Suite struct LocalFileSystemTests {
    @Test func readsRegularFilesAndRefusesDevicesAndFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-lfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.xcconfig").path
        try Data("A = 1\n".utf8).write(to: URL(fileURLWithPath: file))
        let link = folder.appendingPathComponent("link.xcconfig").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let fileSystem = LocalFileSystem()
        #expect(try fileSystem.contents(of: file) == Array("A = 1\n".utf8))
        #expect(try fileSystem.contents(of: link) == Array("A = 1\n".utf8))
        #expect(fileSystem.isSymbolicLink(link))
        #expect(throws: FileSystemError(path: folder.path, reason: .isDirectory)) {
            try fileSystem.contents(of: folder.path)
        }
        #expect(throws: FileSystemError(path: "/dev/zero", reason: .other("is not a regular file"))) {
            try fileSystem.contents(of: "/dev/zero")
        }
        #expect(throws: FileSystemError(path: file + ".missing", reason: .notFound)) {
            try fileSystem.contents(of: file + ".missing")
        }
        #expect(throws: FileSystemError(path: file, reason: .tooLarge(limit: 3))) {
            try LocalFileSystem(maximumFileSize: 3).contents(of: file)
        }
    }
}
