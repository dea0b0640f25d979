/// A file system held in memory, for tests and for engines run on generated input.
///
/// Folders exist implicitly above every file. Symbolic links are resolved relative to their folder, and a
/// chain of more than 32 links counts as a loop (nothing is there), as on a real system.
public struct InMemoryFileSystem: FileSystem {
    /// One entry.
    public enum Node: Sendable, Hashable {
        /// A regular file with its bytes.
        case file([UInt8])
        /// An explicitly created (possibly empty) folder.
        case directory
        /// A symbolic link to a path (absolute, or relative to the link's folder).
        case symbolicLink(String)
        /// A file that exists but cannot be read.
        case unreadable
    }

    /// Every explicit entry by normalised absolute path.
    public private(set) var nodes: [String: Node] = [:]

    /// Creates a file system holding `files` (path → UTF-8 text).
    public init(files: [String: String] = [:]) {
        for (path, text) in files { write(Array(text.utf8), to: path) }
    }

    /// Adds or replaces a file.
    public mutating func write(_ bytes: [UInt8], to path: String) {
        nodes[Path.normalize(path)] = .file(bytes)
    }

    /// Adds or replaces a text file.
    public mutating func write(_ text: String, to path: String) {
        write(Array(text.utf8), to: path)
    }

    /// Adds an empty folder.
    public mutating func createDirectory(_ path: String) {
        nodes[Path.normalize(path)] = .directory
    }

    /// Adds a symbolic link at `path` pointing at `target`.
    public mutating func createSymbolicLink(_ path: String, to target: String) {
        nodes[Path.normalize(path)] = .symbolicLink(target)
    }

    /// Removes the entry at `path` and every entry under it; whether anything was there.
    @discardableResult
    public mutating func remove(_ path: String) -> Bool {
        let normalized = Path.normalize(path)
        let prefix = normalized == "/" ? "/" : normalized + "/"
        let doomed = nodes.keys.filter { $0 == normalized || $0.hasPrefix(prefix) }
        for key in doomed { nodes[key] = nil }
        return !doomed.isEmpty
    }

    /// Adds a file that exists but cannot be read.
    public mutating func createUnreadableFile(_ path: String) {
        nodes[Path.normalize(path)] = .unreadable
    }

    /// Follows links in every component; `nil` on a loop.
    private func resolve(_ path: String) -> String? {
        var current = Path.normalize(path)
        var hops = 0
        var changed = true
        while changed {
            changed = false
            var prefix = ""
            let components = current.split(separator: "/").map(String.init)
            for (index, component) in components.enumerated() {
                prefix += "/" + component
                if case .symbolicLink(let target) = nodes[prefix] {
                    hops += 1
                    if hops > 32 { return nil }
                    let base = Path.directory(of: prefix)
                    let rest = components[(index + 1)...].joined(separator: "/")
                    current = Path.normalize(Path.join(Path.join(base, target), rest))
                    changed = true
                    break
                }
            }
        }
        return current
    }

    /// The bytes of the file at `path`, following symbolic links.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        guard let resolved = resolve(path) else {
            throw FileSystemError(path: path, reason: .other("too many levels of symbolic links"))
        }
        switch nodes[resolved] {
        case .file(let bytes): return bytes
        case .unreadable: throw FileSystemError(path: path, reason: .permissionDenied)
        case .directory: throw FileSystemError(path: path, reason: .isDirectory)
        case .symbolicLink, nil:
            if isImplicitDirectory(resolved) { throw FileSystemError(path: path, reason: .isDirectory) }
            throw FileSystemError(path: path, reason: .notFound)
        }
    }

    /// What is at `path` after following symbolic links; a parent of any entry is a folder.
    public func kind(of path: String) -> FileKind? {
        guard let resolved = resolve(path) else { return nil }
        switch nodes[resolved] {
        case .file, .unreadable: return .file
        case .directory: return .directory
        case .symbolicLink, nil: return isImplicitDirectory(resolved) ? .directory : nil
        }
    }

    /// The sorted names of the entries of the folder at `path`, implicit folders included.
    public func entries(of path: String) throws(FileSystemError) -> [String] {
        guard let resolved = resolve(path), kind(of: resolved) == .directory else {
            throw FileSystemError(path: path, reason: exists(path) ? .notDirectory : .notFound)
        }
        let prefix = resolved == "/" ? "/" : resolved + "/"
        var names = Set<String>()
        for key in nodes.keys where key.hasPrefix(prefix) {
            if let name = key.dropFirst(prefix.count).split(separator: "/").first { names.insert(String(name)) }
        }
        return names.sorted()
    }

    /// `path` with every symbolic link resolved, or normalized when the links loop.
    public func canonicalPath(of path: String) -> String { resolve(path) ?? Path.normalize(path) }

    /// Whether `path` itself was added as a symbolic link.
    public func isSymbolicLink(_ path: String) -> Bool {
        if case .symbolicLink = nodes[Path.normalize(path)] { return true }
        return false
    }

    private func isImplicitDirectory(_ path: String) -> Bool {
        if path == "/" { return true }
        let prefix = path + "/"
        return nodes.keys.contains { $0.hasPrefix(prefix) }
    }
}
