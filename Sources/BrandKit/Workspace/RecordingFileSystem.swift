import Foundation
import Support
import XCConfig

/// A file system that passes every call to another and remembers which files were read, in the order of their first
/// read.
///
/// `brands sheet --against` records what loading the workspace reads, then has the git revision read the same files in
/// one go before loading it there.
public final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    // Every access to `paths` and `seen` goes through `lock`, which is what makes the class safe to share.
    private let lock = NSLock()
    private let base: any FileSystem
    private var paths: [String] = []
    private var seen = Set<String>()

    /// Records the reads of `base`.
    public init(_ base: any FileSystem) {
        self.base = base
    }

    /// The paths whose contents were asked for, each once, in the order of the first request.
    public var readPaths: [String] { lock.withLock { paths } }

    /// The bytes of `path` in the base file system; the path is recorded whether or not the read succeeds.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        lock.withLock {
            if seen.insert(path).inserted { paths.append(path) }
        }
        return try base.contents(of: path)
    }

    /// What is at `path` in the base file system.
    public func kind(of path: String) -> FileKind? { base.kind(of: path) }

    /// The entries of the folder at `path` in the base file system.
    public func entries(of path: String) throws(FileSystemError) -> [String] { try base.entries(of: path) }

    /// `path` resolved by the base file system.
    public func canonicalPath(of path: String) -> String { base.canonicalPath(of: path) }

    /// Whether `path` is a symbolic link in the base file system.
    public func isSymbolicLink(_ path: String) -> Bool { base.isSymbolicLink(path) }
}
