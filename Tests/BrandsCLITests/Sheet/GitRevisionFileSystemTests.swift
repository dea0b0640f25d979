import BrandKit
import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// A git revision read as a file system: committed bytes (binary included) at work-tree paths, folders, links, and
/// files read in one git process when prefetched.
@Suite(.enabled(if: GitAvailability.isInstalled, "git is not installed"))
struct GitRevisionFileSystemTests {
    /// Counts the git processes a runner starts.
    final class CountingGitRunner: GitRunner, @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [[String]] = []
        let base = ProcessGitRunner()

        var arguments: [[String]] { lock.withLock { calls } }

        func run(_ arguments: [String], in directory: String) throws(GitError) -> String {
            lock.withLock { calls.append(arguments) }
            return try base.run(arguments, in: directory)
        }

        func bytes(_ arguments: [String], in directory: String) throws(GitError) -> [UInt8] {
            lock.withLock { calls.append(arguments) }
            return try base.bytes(arguments, in: directory)
        }
    }

    static let binary = (0...255).map(UInt8.init) + [0, 0, 0xFF]

    /// A repository whose workspace is the folder `ws`, with a binary file, a link and a file outside `ws` committed,
    /// then every file changed in the work tree.
    static func repository() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("brands-git-fs-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("ws/Brands/A"), withIntermediateDirectories: true)
        try Data(binary).write(to: folder.appendingPathComponent("ws/Brands/A/icon.png"))
        try "{\"a\": 1}".write(
            to: folder.appendingPathComponent("ws/Brands/A/config.json"), atomically: true, encoding: .utf8)
        try "outside".write(to: folder.appendingPathComponent("README"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            atPath: folder.appendingPathComponent("ws/link.json").path, withDestinationPath: "Brands/A/config.json")
        let git = { (arguments: [String]) in
            _ = try Subprocess.run(
                "/usr/bin/env", ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: folder,
                environment: ReleaseGitTests.environment)
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "one"])
        try "{\"a\": 2}".write(
            to: folder.appendingPathComponent("ws/Brands/A/config.json"), atomically: true, encoding: .utf8)
        try manager.removeItem(at: folder.appendingPathComponent("ws/Brands/A/icon.png"))
        return folder
    }

    @Test func readsTheRevisionAtTheWorkTreesPaths() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("ws").path
        let fileSystem = try GitRevisionFileSystem(revision: "HEAD", at: root, git: ProcessGitRunner())
        #expect(fileSystem.repositoryRoot == folder.path)
        #expect(fileSystem.commit.count == 40)
        #expect(try fileSystem.contents(of: root + "/Brands/A/icon.png") == Self.binary, "bytes as committed")
        #expect(try fileSystem.contents(of: root + "/Brands/A/config.json") == Array("{\"a\": 1}".utf8))
        #expect(try fileSystem.contents(of: root + "/link.json") == Array("{\"a\": 1}".utf8))
        #expect(fileSystem.isSymbolicLink(root + "/link.json"))
        #expect(fileSystem.canonicalPath(of: root + "/link.json") == root + "/Brands/A/config.json")
        #expect(try fileSystem.contents(of: folder.path + "/README") == Array("outside".utf8))
        #expect(try fileSystem.entries(of: root) == ["Brands", "link.json"])
        #expect(fileSystem.kind(of: root + "/Brands") == .directory)
        #expect(fileSystem.kind(of: root + "/Brands/B") == nil)
        #expect(throws: FileSystemError.self) { try fileSystem.contents(of: root + "/Brands") }
        #expect(throws: FileSystemError.self) { try fileSystem.contents(of: root + "/missing.json") }
    }

    @Test func prefetchingReadsManyFilesWithOneProcess() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("ws").path
        let git = CountingGitRunner()
        let fileSystem = try GitRevisionFileSystem(revision: "HEAD", at: root, git: git)
        let listed = git.arguments.count
        let paths = ["/Brands/A/icon.png", "/Brands/A/config.json", "/link.json", "/nothing"].map { root + $0 }
        fileSystem.prefetch(paths)
        #expect(git.arguments.count == listed + 1)
        #expect(git.arguments.last?.prefix(2) == ["show", "--no-textconv"])
        #expect(try fileSystem.contents(of: paths[0]) == Self.binary)
        #expect(try fileSystem.contents(of: paths[2]) == Array("{\"a\": 1}".utf8))
        #expect(git.arguments.count == listed + 1, "prefetched files need no more git")
    }

    /// The first file read that was not prefetched brings the others loading is likely to read with it, in one
    /// process: ONLYOFFICE's base revision started git once per catalog `Contents.json`, 532 times.
    @Test func theFirstUnprefetchedReadFetchesTheLikelyOnes() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("ws").path
        let git = CountingGitRunner()
        let fileSystem = try GitRevisionFileSystem(revision: "HEAD", at: root, git: git)
        let listed = git.arguments.count
        #expect(try fileSystem.contents(of: root + "/Brands/A/config.json") == Array("{\"a\": 1}".utf8))
        #expect(git.arguments.count == listed + 1, "\(git.arguments.suffix(2))")
        #expect(git.arguments.last?.prefix(2) == ["show", "--no-textconv"])
        // The JSON file came with it; the picture, which loading does not read, comes alone when asked for.
        #expect(fileSystem.likelyReads() == [root + "/Brands/A/config.json"])
        #expect(try fileSystem.contents(of: root + "/Brands/A/icon.png") == Self.binary)
        #expect(git.arguments.count == listed + 2)
        #expect(git.arguments.last?.prefix(2) == ["cat-file", "blob"])
        #expect(try fileSystem.contents(of: folder.path + "/README") == Array("outside".utf8))
        #expect(git.arguments.count == listed + 3, "one wide fetch only")
    }
}
