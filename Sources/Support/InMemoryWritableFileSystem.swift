import Foundation

/// An ``InMemoryFileSystem`` that commands can write to, shared by reference, for tests of commands that write.
///
/// Temporary files are named `.<name>.brands-<n>` with a counter, so tests can check that none is left behind.
/// ``failingPaths`` and ``failingTemporaryFiles`` make writes fail as a full disk would, to test that a failure
/// leaves nothing half-written.
public final class InMemoryWritableFileSystem: WritableFileSystem, @unchecked Sendable {
    // Every access goes through `lock`, which is what makes the class safe to share.
    private let lock = NSLock()
    private var storage: InMemoryFileSystem
    private var failing: Set<String> = []
    private var failingTemporary: Set<String> = []
    private var counter = 0

    /// Creates a file system holding what `fileSystem` holds.
    public init(_ fileSystem: InMemoryFileSystem = InMemoryFileSystem()) {
        storage = fileSystem
    }

    /// What the file system holds now.
    public var snapshot: InMemoryFileSystem { lock.withLock { storage } }

    /// Paths a temporary file cannot be moved to (`no space left on device`).
    public var failingPaths: Set<String> {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = Set(newValue.map(Path.normalize)) } }
    }

    /// Paths whose temporary file cannot be written (`no space left on device`).
    public var failingTemporaryFiles: Set<String> {
        get { lock.withLock { failingTemporary } }
        set { lock.withLock { failingTemporary = Set(newValue.map(Path.normalize)) } }
    }

    /// The bytes of the file at `path`.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let current = snapshot
        return try current.contents(of: path)
    }

    /// What is at `path`.
    public func kind(of path: String) -> FileKind? { snapshot.kind(of: path) }

    /// The sorted names of the entries of the folder at `path`.
    public func entries(of path: String) throws(FileSystemError) -> [String] {
        let current = snapshot
        return try current.entries(of: path)
    }

    /// `path` with its symbolic links resolved.
    public func canonicalPath(of path: String) -> String { snapshot.canonicalPath(of: path) }

    /// Whether `path` itself is a symbolic link.
    public func isSymbolicLink(_ path: String) -> Bool { snapshot.isSymbolicLink(path) }

    /// Creates the folder at `path` (folders above it exist implicitly).
    public func createDirectory(_ path: String) throws(FileSystemError) {
        switch kind(of: path) {
        case .directory: return
        case .file: throw FileSystemError(path: path, reason: .notDirectory)
        case nil: lock.withLock { storage.createDirectory(path) }
        }
    }

    /// Writes `bytes` to `.<name>.brands-<n>` beside `path`.
    public func writeTemporaryFile(_ bytes: [UInt8], besides path: String) throws(FileSystemError) -> String {
        let normalized = Path.normalize(path)
        let result: Result<String, FileSystemError> = lock.withLock {
            if failingTemporary.contains(normalized) {
                return .failure(FileSystemError(path: normalized, reason: .other("no space left on device")))
            }
            counter += 1
            let name = ".\(Path.lastComponent(of: normalized)).brands-\(counter)"
            let temporary = Path.join(Path.directory(of: normalized), name)
            storage.write(bytes, to: temporary)
            return .success(temporary)
        }
        return try result.get()
    }

    /// Moves the file (or folder, with everything in it) at `source` to `destination`, refusing an existing
    /// destination unless `replacing`.
    public func moveFile(from source: String, to destination: String, replacing: Bool) throws(FileSystemError) {
        let origin = Path.normalize(source)
        let target = Path.normalize(destination)
        let result: Result<Void, FileSystemError> = lock.withLock {
            guard storage.exists(origin) || storage.isSymbolicLink(origin) else {
                return .failure(FileSystemError(path: source, reason: .notFound))
            }
            if failing.contains(target) {
                return .failure(FileSystemError(path: target, reason: .other("no space left on device")))
            }
            if storage.kind(of: target) == .directory {
                return .failure(FileSystemError(path: target, reason: .isDirectory))
            }
            if !replacing && (storage.exists(target) || storage.isSymbolicLink(target)) {
                return .failure(FileSystemError(path: target, reason: .alreadyExists))
            }
            let prefix = origin + "/"
            let moving = storage.nodes.filter { $0.key == origin || $0.key.hasPrefix(prefix) }
            storage.remove(origin)
            for (path, node) in moving {
                let moved = target + path.dropFirst(origin.count)
                switch node {
                case .file(let bytes): storage.write(bytes, to: moved)
                case .directory: storage.createDirectory(moved)
                case .symbolicLink(let link): storage.createSymbolicLink(moved, to: link)
                case .unreadable: storage.createUnreadableFile(moved)
                }
            }
            return .success(())
        }
        try result.get()
    }

    /// Removes the entry at `path` and everything under it.
    public func removeItem(_ path: String) throws(FileSystemError) {
        let normalized = Path.normalize(path)
        let removed = lock.withLock { storage.remove(normalized) }
        if !removed { throw FileSystemError(path: path, reason: .notFound) }
    }
}
