import Foundation

/// A ``FileSystem`` that answers each question about a path once: folder listings, kinds, links and canonical
/// paths are remembered for the life of the value, and what a listing already says about its entries (a file, a
/// folder, a link) is not asked again.
///
/// One load of a workspace walks the same folders several times (finding projects, discovering clones, reading
/// catalogs, looking for orphans) and resolves the canonical path of every file it reads; on disk each of those is a
/// system call. Wrap the file system for one read-only pass: a file written meanwhile may be answered from the past.
/// File contents are never cached (their readers cache what they parse). Shared by reference and safe to use from
/// several threads at once.
public final class CachingFileSystem: FileSystem, @unchecked Sendable {
    /// The file system questions are passed to the first time.
    public let base: any FileSystem
    // Every access to the dictionaries goes through `lock`, which is what makes the class safe to share; questions to
    // `base` are asked outside it (two threads may ask the same one; both get the same answer).
    private let lock = NSLock()
    private var listings: [String: Result<[String], FileSystemError>] = [:]
    private var entryKinds: [String: EntryKind] = [:]
    private var kinds: [String: FileKind?] = [:]
    private var links: [String: Bool] = [:]
    private var canonicalPaths: [String: String] = [:]

    /// Wraps `base`.
    public init(_ base: any FileSystem) {
        self.base = base
    }

    /// The bytes of the file at `path`, read from ``base`` every time.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        try base.contents(of: path)
    }

    /// What is at `path` after following links: what its folder's listing said, else ``base``'s answer, remembered.
    public func kind(of path: String) -> FileKind? {
        let known: FileKind?? = lock.withLock {
            if let entry = entryKinds[path], let followed = entry.followed { return .some(followed) }
            return kinds[path]
        }
        if let known { return known }
        let kind = base.kind(of: path)
        lock.withLock { kinds[path] = kind }
        return kind
    }

    /// The sorted names in the folder at `path`, listed once; the kinds the listing gives are remembered.
    public func entries(of path: String) throws(FileSystemError) -> [String] {
        if let known = lock.withLock({ listings[path] }) { return try known.get() }
        let result: Result<[String], FileSystemError>
        var found: [(name: String, kind: EntryKind)] = []
        do throws(FileSystemError) {
            found = try base.listing(of: path)
            result = .success(found.map(\.name))
        } catch {
            result = .failure(error)
        }
        lock.withLock {
            listings[path] = result
            for entry in found where entry.kind != .unknown { entryKinds[Path.join(path, entry.name)] = entry.kind }
        }
        return try result.get()
    }

    /// `base.listing(of:)`, through the cache of ``entries(of:)``.
    public func listing(of path: String) throws(FileSystemError) -> [(name: String, kind: EntryKind)] {
        let names = try entries(of: path)
        return lock.withLock { names.map { ($0, entryKinds[Path.join(path, $0)] ?? .unknown) } }
    }

    /// Whether `path` itself is a link: what its folder's listing said, else ``base``'s answer, remembered.
    public func isSymbolicLink(_ path: String) -> Bool {
        if let known = lock.withLock({ entryKinds[path].map { $0 == .link } ?? links[path] }) { return known }
        let isLink = base.isSymbolicLink(path)
        lock.withLock { links[path] = isLink }
        return isLink
    }

    /// `path` with its links resolved, remembered.
    ///
    /// A normalized absolute path whose last component its folder's listing shows to be no link is its folder's
    /// canonical path joined with that name, so resolving a folder's files costs one resolution of the folder; any
    /// other path is resolved by ``base``.
    public func canonicalPath(of path: String) -> String {
        if let known = lock.withLock({ canonicalPaths[path] }) { return known }
        let resolved: String
        let folder = Path.directory(of: path)
        if path.hasPrefix("/"), path != "/", Path.isNormal(path),
            let kind = lock.withLock({ entryKinds[path] }), kind != .link, kind != .unknown
        {
            let canonicalFolder = folder == "/" ? "/" : canonicalPath(of: folder)
            resolved = Path.join(canonicalFolder, Path.lastComponent(of: path))
        } else {
            resolved = base.canonicalPath(of: path)
        }
        // Most paths are their own canonical path: keeping `path` then shares the key's storage instead of a copy.
        let kept = resolved == path ? path : resolved
        lock.withLock { canonicalPaths[path] = kept }
        return kept
    }
}
