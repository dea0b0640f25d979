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
    // What is remembered is split into shards by the folder part of the path asked about, each behind its own lock,
    // which is what makes the class safe to share: loading walks folders on every core, and with one lock the cores
    // spent a tenth of the walk waiting for each other. A folder's listing and its entries' kinds are in the same
    // shard. Questions to `base` are asked outside the locks (two threads may ask the same one; both get the same
    // answer).
    private let shards: [Shard]

    /// Wraps `base`.
    public init(_ base: any FileSystem) {
        self.base = base
        self.shards = (0..<Self.shardCount).map { _ in Shard() }
    }

    /// The bytes of the file at `path`, read from ``base`` every time.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        try base.contents(of: path)
    }

    /// What is at `path` after following links: what its folder's listing said, else ``base``'s answer, remembered.
    public func kind(of path: String) -> FileKind? {
        let shard = shard(of: path)
        let known: FileKind?? = shard.lock.withLock {
            if let entry = shard.entryKinds[path], let followed = entry.followed { return .some(followed) }
            return shard.kinds[path]
        }
        if let known { return known }
        let kind = base.kind(of: path)
        shard.lock.withLock { shard.kinds[path] = kind }
        return kind
    }

    /// The sorted names in the folder at `path`, listed once; the kinds the listing gives are remembered.
    public func entries(of path: String) throws(FileSystemError) -> [String] {
        try folder(path).names
    }

    /// `base.listing(of:)`, through the cache of ``entries(of:)``.
    public func listing(of path: String) throws(FileSystemError) -> [(name: String, kind: EntryKind)] {
        try folder(path).entries
    }

    /// The listing of the folder at `path`, from ``base`` the first time; the kinds it gives are also remembered by
    /// the entries' paths, for ``kind(of:)``, ``isSymbolicLink(_:)`` and ``canonicalPath(of:)``.
    private func folder(_ path: String) throws(FileSystemError) -> Listing {
        let shard = shard(of: path)
        if let known = shard.lock.withLock({ shard.listings[path] }) { return try known.get() }
        let result: Result<Listing, FileSystemError>
        do throws(FileSystemError) {
            let found = try base.listing(of: path)
            result = .success(Listing(names: found.map(\.name), entries: found))
        } catch {
            result = .failure(error)
        }
        shard.lock.withLock { shard.listings[path] = result }
        guard case .success(let listing) = result else { return try result.get() }
        // The entries' paths are built outside the locks; they share a folder, so nearly always one shard.
        var known: [(path: String, kind: EntryKind)] = []
        known.reserveCapacity(listing.entries.count)
        for (name, kind) in listing.entries where kind != .unknown {
            known.append((Path.join(path, name), kind))
        }
        var next = known.startIndex
        while next < known.endIndex {
            let entryShard = self.shard(of: known[next].path)
            entryShard.lock.withLock {
                while next < known.endIndex, self.shard(of: known[next].path) === entryShard {
                    entryShard.entryKinds[known[next].path] = known[next].kind
                    next += 1
                }
            }
        }
        return listing
    }

    /// Whether `path` itself is a link: what its folder's listing said, else ``base``'s answer, remembered.
    public func isSymbolicLink(_ path: String) -> Bool {
        let shard = shard(of: path)
        if let known = shard.lock.withLock({ shard.entryKinds[path].map { $0 == .link } ?? shard.links[path] }) {
            return known
        }
        let isLink = base.isSymbolicLink(path)
        shard.lock.withLock { shard.links[path] = isLink }
        return isLink
    }

    /// `path` with its links resolved, remembered.
    ///
    /// A normalized absolute path whose last component its folder's listing shows to be no link is its folder's
    /// canonical path joined with that name, so resolving a folder's files costs one resolution of the folder; any
    /// other path is resolved by ``base``.
    public func canonicalPath(of path: String) -> String {
        let shard = shard(of: path)
        if let known = shard.lock.withLock({ shard.canonicalPaths[path] }) { return known }
        let resolved: String
        if path.hasPrefix("/"), path != "/", Path.isNormal(path),
            let kind = shard.lock.withLock({ shard.entryKinds[path] }), kind != .link, kind != .unknown
        {
            let folder = Path.directory(of: path)
            let canonicalFolder = folder == "/" ? "/" : canonicalPath(of: folder)
            resolved = Path.join(canonicalFolder, Path.lastComponent(of: path))
        } else {
            resolved = base.canonicalPath(of: path)
        }
        // Most paths are their own canonical path: keeping `path` then shares the key's storage instead of a copy.
        let kept = resolved == path ? path : resolved
        shard.lock.withLock { shard.canonicalPaths[path] = kept }
        return kept
    }

    /// How many shards: a power of two, enough that two cores seldom want the same one.
    package static let shardCount = 64

    /// The shard remembering what is asked about `path`: chosen by the bytes before its last `/`, so a folder's
    /// entries share one.
    private func shard(of path: String) -> Shard {
        shards[Self.shardIndex(of: path)]
    }

    /// The index of the shard for `path`, below ``shardCount``.
    package static func shardIndex(of path: String) -> Int {
        var path = path
        let hash = path.withUTF8(folderHash)
        return Int(truncatingIfNeeded: hash & UInt64(shardCount - 1))
    }

    /// A hash of the bytes of `path` before its last `/` (all of them when it has none), eight at a time.
    private static func folderHash(_ path: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var end = path.count
        while end > 0, path[end - 1] != UInt8(ascii: "/") { end -= 1 }
        end = end > 0 ? end - 1 : path.count
        let bytes = UnsafeRawBufferPointer(path)
        var hash = UInt64(end) &* 0x9e37_79b9_7f4a_7c15
        var offset = 0
        while offset + 8 <= end {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
            offset += 8
        }
        while offset < end {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
            offset += 1
        }
        return hash ^ (hash >> 32)
    }

    /// A folder's entries, sorted by name, and what the listing says each is.
    private struct Listing {
        /// The names, for ``entries(of:)``.
        let names: [String]
        /// The names with their kinds, for ``listing(of:)``: kept as they are asked for, since walks ask for them on
        /// every folder they list (a copy zipped for each question cost more than the walk's own work).
        let entries: [(name: String, kind: EntryKind)]
    }

    /// One part of what is remembered, with the lock every access to it takes.
    private final class Shard: @unchecked Sendable {
        let lock = NSLock()
        var listings: [String: Result<Listing, FileSystemError>] = [:]
        var entryKinds: [String: EntryKind] = [:]
        var kinds: [String: FileKind?] = [:]
        var links: [String: Bool] = [:]
        var canonicalPaths: [String: String] = [:]
    }
}
