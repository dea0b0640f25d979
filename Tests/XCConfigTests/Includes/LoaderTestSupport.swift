import Foundation
import Support
import XCConfig

/// Loads `top` from `files` with source root `/w`.
func load(
    _ files: [String: String], top: String = "/w/Main.xcconfig", sourceRoot: String? = "/w",
    developerDirectory: String? = nil, configure: (inout InMemoryFileSystem) -> Void = { _ in }
) -> LoadedXCConfig {
    var fileSystem = InMemoryFileSystem(files: files)
    configure(&fileSystem)
    let loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: sourceRoot, developerDirectory: developerDirectory)
    return loader.load(path: top)
}

/// A file system that counts reads, to show each file is read once.
final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    init(_ base: InMemoryFileSystem) { self.base = base }

    /// How often each path was read.
    var reads: [String: Int] { lock.withLock { counts } }

    func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        lock.withLock { counts[path, default: 0] += 1 }
        return try base.contents(of: path)
    }

    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func entries(of path: String) throws(FileSystemError) -> [String] { try base.entries(of: path) }
    func canonicalPath(of path: String) -> String { base.canonicalPath(of: path) }
    func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
}
