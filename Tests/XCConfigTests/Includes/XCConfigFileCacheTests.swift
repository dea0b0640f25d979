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
}
