import Foundation
import Support
import XCConfig

/// The files of a git revision, read through git without checking anything out, at the paths they have in the work
/// tree: a workspace loaded from it is the workspace as it was at that revision, with the same root.
///
/// The tree (folders, files, symbolic links) is listed once with `git ls-tree` into an ``InMemoryFileSystem``; a file's
/// bytes are read with `git cat-file blob` when first asked for, so only the files the loader reads are fetched, and
/// kept for later reads. ``prefetch(_:)`` reads many files with one git process, which is what makes loading a
/// workspace fast: starting git once per file costs more than reading the files. Submodules are empty folders.
public struct GitRevisionFileSystem: FileSystem {
    /// The commit the revision names.
    public let commit: String
    /// The absolute path of the repository's work tree, as the files' paths begin.
    public let repositoryRoot: String
    private let tree: InMemoryFileSystem
    private let blobs: [String: (object: String, size: Int)]
    private let git: any GitRunner
    private let cache = BlobCache()

    /// The revision `revision` of the repository holding `directory`, its paths under `directory` as in the work tree.
    ///
    /// Throws ``GitError`` when git fails: `directory` is in no repository, or `revision` names no commit.
    public init(revision: String, at directory: String, git: any GitRunner) throws(GitError) {
        let directory = Path.normalize(directory)
        // `--verify` takes one argument, so a revision starting with '-' cannot pass for an option.
        let arguments = ["rev-parse", "--verify", "\(revision)^{commit}"]
        if revision.hasPrefix("-") || revision.isEmpty {
            throw GitError(arguments: arguments, message: "'\(revision)' is not a revision")
        }
        let prefix = try git.run(["rev-parse", "--show-prefix"], in: directory).trimmedOfWhiteSpace
        let depth = prefix.split(separator: "/").count
        var top = directory
        for _ in 0..<depth { top = Path.directory(of: top) }
        do {
            commit = try git.run(arguments, in: directory).trimmedOfWhiteSpace
        } catch {
            throw GitError(arguments: arguments, message: "'\(revision)' names no commit: \(error.message)")
        }
        repositoryRoot = top
        self.git = git
        let listing = try git.bytes(["ls-tree", "-r", "-t", "-l", "-z", "--full-tree", commit], in: directory)
        var tree = InMemoryFileSystem()
        var blobs: [String: (object: String, size: Int)] = [:]
        tree.createDirectory(top)
        for entry in listing.split(separator: 0) {
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = String(decoding: entry[entry.startIndex..<tab], as: UTF8.self).split(separator: " ")
            let path = Path.join(top, String(decoding: entry[(tab + 1)...], as: UTF8.self))
            guard fields.count == 4 else { continue }
            let (mode, object) = (fields[0], String(fields[2]))
            switch mode {
            case "040000", "160000": tree.createDirectory(path)
            case "120000":
                let target = try git.bytes(["cat-file", "blob", object], in: directory)
                tree.createSymbolicLink(path, to: String(decoding: target, as: UTF8.self))
            default:
                tree.write([], to: path)
                blobs[path] = (object, Int(fields[3]) ?? 0)
            }
        }
        self.tree = tree
        self.blobs = blobs
    }

    /// The bytes of the file at `path` in the revision.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let canonical = tree.canonicalPath(of: path)
        guard tree.kind(of: canonical) == .file, let object = blobs[canonical]?.object else {
            _ = try tree.contents(of: path)  // the in-memory tree's error for what is there instead
            throw FileSystemError(path: path, reason: .notFound)
        }
        if let bytes = cache.bytes(of: object) { return bytes }
        // The first file not prefetched: the others a workspace's loading reads are fetched with it, a few processes
        // for all (ONLYOFFICE's base revision started git 532 times, one a catalog's Contents.json: 13 s of 14).
        if cache.claimWidePrefetch() {
            prefetch(likelyReads())
            if let bytes = cache.bytes(of: object) { return bytes }
        }
        do {
            let bytes = try git.bytes(["cat-file", "blob", object], in: repositoryRoot)
            cache.store(bytes, for: object)
            return bytes
        } catch {
            throw FileSystemError(path: path, reason: .other("could not be read from git: \(error.message)"))
        }
    }

    /// Reads the files of the revision at `paths` (those that are files in it) with one git process per few hundred
    /// files, so later reads need none; paths that are not files of the revision are skipped.
    public func prefetch(_ paths: [String]) {
        var seen = Set<String>()
        let wanted = paths.compactMap { path -> (object: String, size: Int)? in
            guard let blob = blobs[tree.canonicalPath(of: path)], cache.bytes(of: blob.object) == nil,
                seen.insert(blob.object).inserted
            else { return nil }
            return blob
        }
        var start = 0
        while start < wanted.count {
            let batch = wanted[start..<min(start + 500, wanted.count)]
            start += batch.count
            // `git show` of blobs writes their bytes one after the other, so the sizes from ls-tree split them.
            guard
                let output = try? git.bytes(["show", "--no-textconv"] + batch.map(\.object), in: repositoryRoot),
                output.count == batch.reduce(0, { $0 + $1.size })
            else { continue }
            var offset = 0
            for blob in batch {
                cache.store(Array(output[offset..<offset + blob.size]), for: blob.object)
                offset += blob.size
            }
        }
    }

    /// The names of the files loading a workspace reads, by their extension or whole name.
    static let readExtensions: Set<String> = [
        "json", "plist", "xcconfig", "pbxproj", "xcscheme", "xcworkspacedata", "entitlements", "strings", "xcstrings",
        "ttf", "otf", "ttc", "lock", "yaml", "resolved",
    ]
    /// Whole names loading reads that the extensions do not say.
    static let readNames: Set<String> = ["Package.swift", "Podfile", ".gitignore", ".gitmodules"]
    /// The largest file, and the most bytes in all, ``likelyReads()`` fetches.
    static let likelyReadLimits = (file: 4 << 20, total: 64 << 20)

    /// The files of the revision loading a workspace is likely to read, by name, within ``likelyReadLimits``: the
    /// smaller first, in path order.
    package func likelyReads() -> [String] {
        let candidates = blobs.filter { path, blob in
            let name = Path.lastComponent(of: path)
            return blob.size <= Self.likelyReadLimits.file
                && (Self.readNames.contains(name) || Self.readExtensions.contains(Path.pathExtension(of: name)))
        }.sorted { ($0.value.size, $0.key) < ($1.value.size, $1.key) }
        var total = 0
        var paths: [String] = []
        for (path, blob) in candidates {
            total += blob.size
            guard total <= Self.likelyReadLimits.total else { break }
            paths.append(path)
        }
        return paths
    }

    /// What is at `path` in the revision.
    public func kind(of path: String) -> FileKind? { tree.kind(of: path) }

    /// The sorted names in the folder at `path` in the revision.
    public func entries(of path: String) throws(FileSystemError) -> [String] { try tree.entries(of: path) }

    /// `path` with the revision's symbolic links resolved.
    public func canonicalPath(of path: String) -> String { tree.canonicalPath(of: path) }

    /// Whether `path` is a symbolic link in the revision.
    public func isSymbolicLink(_ path: String) -> Bool { tree.isSymbolicLink(path) }
}

/// The blobs read so far, by object id, shared by the copies of one ``GitRevisionFileSystem``.
private final class BlobCache: @unchecked Sendable {
    // Every access goes through `lock`, which is what makes the class safe to share.
    private let lock = NSLock()
    private var blobs: [String: [UInt8]] = [:]

    func bytes(of object: String) -> [UInt8]? { lock.withLock { blobs[object] } }

    func store(_ bytes: [UInt8], for object: String) { lock.withLock { blobs[object] = bytes } }

    private var widePrefetchClaimed = false

    /// `true` the first time only: the caller makes the wide prefetch.
    func claimWidePrefetch() -> Bool {
        lock.withLock {
            defer { widePrefetchClaimed = true }
            return !widePrefetchClaimed
        }
    }
}
