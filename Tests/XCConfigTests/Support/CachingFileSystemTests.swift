import Foundation
import Support
import Testing
import XCConfig

@Suite struct CachingFileSystemTests {
    /// Every path of the tree below, looked at through the cache, is answered as the disk answers it.
    @Test func answersAsTheDiskDoes() throws {
        try LocalFileSystemTests.withFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/b/c", withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/b/c/file"))
            try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "b/c")
            try FileManager.default.createSymbolicLink(atPath: folder + "/b/up", withDestinationPath: "..")
            try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "nowhere")
            let disk = LocalFileSystem()
            let cached = CachingFileSystem(disk)
            let paths = [
                folder, folder + "/b", folder + "/b/c", folder + "/b/c/file", folder + "/link", folder + "/link/file",
                folder + "/b/up", folder + "/b/up/b/c/file", folder + "/dangling", folder + "/missing",
                folder + "/b/../b/c/file", folder + "/b/c/file/below",
            ]
            // Twice: once from nothing, once after every folder has been listed.
            for pass in 0..<2 {
                for path in paths {
                    #expect(cached.kind(of: path) == disk.kind(of: path), "kind of \(path), pass \(pass)")
                    #expect(cached.isSymbolicLink(path) == disk.isSymbolicLink(path), "link \(path), pass \(pass)")
                    #expect(
                        cached.canonicalPath(of: path) == disk.canonicalPath(of: path), "canonical \(path), \(pass)")
                    #expect((try? cached.entries(of: path)) == (try? disk.entries(of: path)), "\(path), \(pass)")
                }
            }
            let listing = try disk.listing(of: folder)
            #expect(listing.map(\.name) == ["b", "dangling", "link"])
            #expect(try cached.listing(of: folder).map(\.kind) == listing.map(\.kind))
        }
    }

    /// Threads asking at once, in different orders, about folders and their files all get the disk's answers, and
    /// the listings still tell their entries' kinds afterwards.
    @Test func answersThreadsAtOnce() throws {
        try LocalFileSystemTests.withFolder { folder in
            var paths: [String] = []
            for outer in 0..<12 {
                let sub = folder + "/f\(outer)/g"
                try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
                paths += [folder + "/f\(outer)", sub, sub + "/missing"]
                for inner in 0..<6 {
                    try Data("x".utf8).write(to: URL(fileURLWithPath: sub + "/file\(inner).json"))
                    paths.append(sub + "/file\(inner).json")
                }
                try FileManager.default.createSymbolicLink(atPath: sub + "/link", withDestinationPath: "file0.json")
                paths.append(sub + "/link")
            }
            let disk = LocalFileSystem()
            let cached = CachingFileSystem(disk)
            let asked = paths
            let threads = 8
            let mismatches = Mismatches()
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                // Each thread starts at a different place and goes round in its own direction.
                let order = thread.isMultiple(of: 2) ? asked : asked.reversed()
                let start = thread * order.count / threads
                for path in order[start...] + order[..<start] {
                    let folderOfPath = Path.directory(of: path)
                    if (try? cached.entries(of: folderOfPath)) != (try? disk.entries(of: folderOfPath)) {
                        mismatches.add("entries of \(folderOfPath)")
                    }
                    if cached.kind(of: path) != disk.kind(of: path) { mismatches.add("kind of \(path)") }
                    if cached.isSymbolicLink(path) != disk.isSymbolicLink(path) { mismatches.add("link \(path)") }
                    if cached.canonicalPath(of: path) != disk.canonicalPath(of: path) {
                        mismatches.add("canonical path of \(path)")
                    }
                }
            }
            #expect(mismatches.all.isEmpty)
            for outer in 0..<12 {
                let sub = folder + "/f\(outer)/g"
                #expect(try cached.listing(of: sub).map(\.name) == disk.listing(of: sub).map(\.name))
                #expect(try cached.listing(of: sub).map(\.kind) == disk.listing(of: sub).map(\.kind))
            }
        }
    }

    /// A folder's entries share its shard, and folders that differ in one name inside a long path (clones' asset
    /// catalogs) spread over the shards, so that threads reading different clones seldom wait for the same lock.
    @Test func foldersSpreadOverTheShards() {
        let folders = (1...1_000).map { number in
            "/Users/me/Work/App/Brands/B\(String(100_000 + number).dropFirst())/Assets.xcassets"
        }
        for folder in folders.prefix(20) {
            let shard = CachingFileSystem.shardIndex(of: folder + "/Contents.json")
            #expect(CachingFileSystem.shardIndex(of: folder + "/AccentColor.colorset") == shard)
            #expect((0..<CachingFileSystem.shardCount).contains(shard))
        }
        let used = Set(folders.map { CachingFileSystem.shardIndex(of: $0 + "/Contents.json") })
        #expect(used.count >= CachingFileSystem.shardCount * 3 / 4, "only \(used.count) shards used")
        #expect(CachingFileSystem.shardIndex(of: "config.json") == CachingFileSystem.shardIndex(of: "config.json"))
    }

    /// A listing tells the kinds of its entries, so walking a folder asks the file system once; a name the listing
    /// does not hold is still asked (a case-insensitive disk finds `CONFIG.json` as `config.json`).
    @Test func asksEachQuestionOnce() throws {
        var files = InMemoryFileSystem()
        files.write("{}", to: "/w/a/config.json")
        files.write("A = 1", to: "/w/a/b/Base.xcconfig")
        let counting = QuestionCountingFileSystem(files: files)
        let cached = CachingFileSystem(counting)
        for _ in 0..<3 {
            #expect(try cached.entries(of: "/w/a") == ["b", "config.json"])
            #expect(cached.kind(of: "/w/a/config.json") == .file)
            #expect(cached.isDirectory("/w/a/b"))
            #expect(!cached.isSymbolicLink("/w/a/b"))
            #expect(cached.kind(of: "/w/a/missing") == nil)
            #expect(throws: FileSystemError(path: "/w/nowhere", reason: .notFound)) {
                try cached.entries(of: "/w/nowhere")
            }
        }
        #expect(counting.questions == ["entries /w/a", "kind /w/a/missing", "entries /w/nowhere"])
    }
}

/// An in-memory file system whose listings tell kinds, recording every question asked of it.
private final class QuestionCountingFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private let files: InMemoryFileSystem
    private var asked: [String] = []

    init(files: InMemoryFileSystem) { self.files = files }

    var questions: [String] { lock.withLock { asked } }

    private func record(_ question: String) { lock.withLock { asked.append(question) } }

    func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        record("contents \(path)")
        return try files.contents(of: path)
    }

    func kind(of path: String) -> FileKind? {
        record("kind \(path)")
        return files.kind(of: path)
    }

    func entries(of path: String) throws(FileSystemError) -> [String] {
        record("entries \(path)")
        return try files.entries(of: path)
    }

    func listing(of path: String) throws(FileSystemError) -> [(name: String, kind: EntryKind)] {
        try entries(of: path).map { name in
            (name, files.kind(of: path + "/" + name) == .directory ? .directory : .file)
        }
    }

    func canonicalPath(of path: String) -> String {
        record("canonical \(path)")
        return files.canonicalPath(of: path)
    }

    func isSymbolicLink(_ path: String) -> Bool {
        record("link \(path)")
        return files.isSymbolicLink(path)
    }
}

/// What threads found wrong, collected under a lock.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [String] = []

    func add(_ mismatch: String) { lock.withLock { found.append(mismatch) } }

    var all: [String] { lock.withLock { found } }
}
