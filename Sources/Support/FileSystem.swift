/// What is at a path.
public enum FileKind: Sendable, Hashable {
    case file
    case directory
}

/// What a folder's listing says of one of its entries, before following links.
public enum EntryKind: Sendable, Hashable {
    case file
    case directory
    case link
    /// The listing does not say (some file systems never do); ask ``FileSystem/kind(of:)``.
    case unknown

    /// The kind of what is at the entry when it is no link; `nil` for a link or an unknown entry.
    public var followed: FileKind? {
        switch self {
        case .file: .file
        case .directory: .directory
        case .link, .unknown: nil
        }
    }
}

/// Why a file-system operation failed, in words fit for a diagnostic.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        case notFound
        case isDirectory
        case notDirectory
        case permissionDenied
        case tooLarge(limit: Int)
        /// Something is already at the path and the operation would not replace it.
        case alreadyExists
        case other(String)
    }

    /// The path the operation was on.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A lowercase phrase such as `no such file`.
    public var description: String {
        switch reason {
        case .notFound: "no such file or folder"
        case .isDirectory: "is a folder, not a file"
        case .notDirectory: "is not a folder"
        case .permissionDenied: "permission denied"
        case .tooLarge(let limit): "larger than the limit of \(limit) bytes"
        case .alreadyExists: "already exists"
        case .other(let text): text
        }
    }
}

/// The one boundary through which engines read files.
///
/// Paths are absolute and `/`-separated. Engines never touch the disk directly, so tests run them on an
/// ``InMemoryFileSystem`` and the command line wires in ``LocalFileSystem``.
public protocol FileSystem: Sendable {
    /// The bytes of the file at `path`.
    func contents(of path: String) throws(FileSystemError) -> [UInt8]
    /// What is at `path` after following symbolic links, or `nil` when nothing is (or a link dangles).
    func kind(of path: String) -> FileKind?
    /// The names (not paths) of the entries of the folder at `path`, sorted.
    func entries(of path: String) throws(FileSystemError) -> [String]
    /// `path` with every symbolic link resolved, used to tell cycles from diamonds; `path` itself when it
    /// cannot be resolved.
    func canonicalPath(of path: String) -> String
    /// Whether `path` itself is a symbolic link.
    func isSymbolicLink(_ path: String) -> Bool
    /// The entries of the folder at `path`, sorted by name, each with what the listing says it is.
    ///
    /// The default asks ``entries(of:)`` and says `.unknown`; a file system whose listings tell kinds (the disk's
    /// `readdir` does) says what they tell, so that a walk need not look at each entry again.
    func listing(of path: String) throws(FileSystemError) -> [(name: String, kind: EntryKind)]
}

extension FileSystem {
    /// The entries of the folder at `path`, each of unknown kind.
    public func listing(of path: String) throws(FileSystemError) -> [(name: String, kind: EntryKind)] {
        try entries(of: path).map { ($0, .unknown) }
    }

    /// Whether anything is at `path`.
    public func exists(_ path: String) -> Bool { kind(of: path) != nil }
    /// Whether a regular file is at `path`.
    public func isFile(_ path: String) -> Bool { kind(of: path) == .file }
    /// Whether a folder is at `path`.
    public func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }
}
