import Foundation
import Support
import Testing
import XCConfig

/// Loads sharing an ``XCConfigFileCache`` read each file once and give the same results as loads without one.
@Suite struct XCConfigFileCacheTests {
    /// A file system that counts reads per path.
    final class CountingFileSystem: FileSystem, @unchecked Sendable {
        let base: InMemoryFileSystem
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        init(_ base: InMemoryFileSystem) { self.base = base }

        func reads(of path: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[path, default: 0]
        }

        func contents(of path: String) throws(FileSystemError) -> [UInt8] {
            lock.lock()
            counts[path, default: 0] += 1
            lock.unlock()
            return try base.contents(of: path)
        }
        func kind(of path: String) -> FileKind? { base.kind(of: path) }
        func entries(of path: String) throws(FileSystemError) -> [String] { try base.entries(of: path) }
        func canonicalPath(of path: String) -> String { base.canonicalPath(of: path) }
        func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
    }

    static let files = [
        "/w/Configs/Base.xcconfig": "SWIFT_VERSION = 6.0\nBROKEN LINE\n",
        "/w/Configs/A-Debug.xcconfig": "#include \"Base.xcconfig\"\nNAME = a\n",
        "/w/Configs/A-Release.xcconfig": "#include \"A-Debug.xcconfig\"\nNAME = a-release\n",
        "/w/Configs/B-Debug.xcconfig": "#include \"Base.xcconfig\"\nNAME = b\n",
    ]

    @Test func sharedFilesAreReadOnceAndResultsAreUnchanged() {
        let fileSystem = CountingFileSystem(InMemoryFileSystem(files: Self.files))
        let loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w")
        var cache = XCConfigFileCache()
        let paths = ["/w/Configs/A-Debug.xcconfig", "/w/Configs/A-Release.xcconfig", "/w/Configs/B-Debug.xcconfig"]
        let cached = paths.map { loader.load(path: $0, cache: &cache) }
        #expect(fileSystem.reads(of: "/w/Configs/Base.xcconfig") == 1)
        #expect(fileSystem.reads(of: "/w/Configs/A-Debug.xcconfig") == 1)

        let uncachedLoader = XCConfigLoader(fileSystem: InMemoryFileSystem(files: Self.files), sourceRoot: "/w")
        let uncached = paths.map { uncachedLoader.load(path: $0) }
        #expect(cached == uncached)
        // Every chain still reports the shared file's parse error.
        for loaded in cached {
            #expect(loaded.diagnostics.map(\.rule) == ["xcconfig_syntax"])
            #expect(loaded.files.contains("/w/Configs/Base.xcconfig"))
        }
    }

    /// A chain loaded again through the same cache is the first load's result, for a loader alike; a loader whose
    /// source root, developer folder, message root or include limit differs loads it again, since each changes what the
    /// load finds or says.
    @Test func aChainIsLoadedOnceForLoadersAlikeAndAgainForLoadersThatDiffer() {
        var files = Self.files
        files["/w/Configs/C.xcconfig"] = "#include \"Missing.xcconfig\"\n#include \"<DEVELOPER_DIR>/X.xcconfig\"\n"
        files["/dev/X.xcconfig"] = "X = 1\n"
        files["/w/Configs/C.xcconfig"]! += "#include \"Locked.xcconfig\"\n"
        var base = InMemoryFileSystem(files: files)
        // Its message names it as the message root shows it.
        base.createUnreadableFile("/w/Configs/Locked.xcconfig")
        let fileSystem = CountingFileSystem(base)
        let plain = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w")
        var elsewhere = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w/Configs")
        elsewhere.messageRoot = "/w"
        var shownFromRoot = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w")
        shownFromRoot.messageRoot = "/"
        let withDeveloperFolder = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w", developerDirectory: "/dev")
        var limited = XCConfigLoader(fileSystem: fileSystem, sourceRoot: "/w")
        limited.maximumIncludeCount = 0
        let loaders = [plain, elsewhere, shownFromRoot, withDeveloperFolder, limited]
        var cache = XCConfigFileCache()
        for path in ["/w/Configs/C.xcconfig", "/w/Configs/A-Release.xcconfig"] {
            let first = loaders.map { $0.load(path: path, cache: &cache) }
            let again = loaders.map { $0.load(path: path, cache: &cache) }
            let alone = loaders.map { $0.load(path: path) }
            #expect(first == alone)
            #expect(again == alone)
        }
        #expect(fileSystem.reads(of: "/w/Configs/C.xcconfig") == 1 + loaders.count)
        // The loaders differ in what they say: otherwise the test would not tell a shared result from a fresh one.
        let results = loaders.map { $0.load(path: "/w/Configs/C.xcconfig") }
        for (index, result) in results.enumerated() {
            for other in results[(index + 1)...] { #expect(result != other) }
        }
    }
}
