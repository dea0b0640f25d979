import Foundation
import Support
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

    @Test func refusesAFIFOWithoutWaitingForAWriter() throws {
        try Self.withFolder { folder in
            let fifo = folder + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(throws: FileSystemError(path: fifo, reason: .other("is not a regular file"))) {
                try LocalFileSystem().contents(of: fifo)
            }
            #expect(LocalFileSystem().kind(of: fifo) == .file)
        }
    }

    @Test func looksAtLinksAndFoldersWithoutFollowingDanglingLinks() throws {
        try Self.withFolder { folder in
            let fileSystem = LocalFileSystem()
            try FileManager.default.createDirectory(atPath: folder + "/b/c", withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/b/c/file"))
            try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "b/c")
            try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nowhere")
            let real = fileSystem.canonicalPath(of: folder)
            #expect(fileSystem.canonicalPath(of: folder + "/link/file") == real + "/b/c/file")
            #expect(fileSystem.canonicalPath(of: folder + "/b/./c/../c/file") == real + "/b/c/file")
            // A path that does not exist is normalized, not resolved.
            #expect(fileSystem.canonicalPath(of: folder + "/b/../missing/x") == folder + "/missing/x")
            #expect(fileSystem.kind(of: folder + "/link") == .directory)
            #expect(fileSystem.kind(of: folder + "/dangling") == nil)
            #expect(fileSystem.isSymbolicLink(folder + "/dangling"))
            #expect(!fileSystem.isSymbolicLink(folder + "/b"))
            #expect(throws: FileSystemError(path: folder + "/dangling", reason: .notFound)) {
                try fileSystem.contents(of: folder + "/dangling")
            }
            #expect(try fileSystem.entries(of: folder) == ["b", "dangling", "link"])
            #expect(try fileSystem.entries(of: folder + "/link") == ["file"])
            #expect(throws: FileSystemError(path: folder + "/b/c/file", reason: .notDirectory)) {
                try fileSystem.entries(of: folder + "/b/c/file")
            }
            #expect(throws: FileSystemError(path: folder + "/none", reason: .notFound)) {
                try fileSystem.entries(of: folder + "/none")
            }
        }
    }

    @Test func readsAFileThatGrewSinceItsSizeWasTaken() throws {
        try Self.withFolder { folder in
            let path = folder + "/big"
            let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try LocalFileSystem().contents(of: path) == bytes)
            try Data().write(to: URL(fileURLWithPath: path))
            #expect(try LocalFileSystem().contents(of: path) == [])
        }
    }

    static func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-lfs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.path)
    }
}
