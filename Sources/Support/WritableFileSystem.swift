/// The one boundary through which commands write files: atomically, and never over an existing file unless asked.
///
/// The requirements are the primitives a real disk offers; ``write(_:to:replacing:)`` and
/// ``write(_:replacing:)`` build on them so every writer behaves the same way:
///
/// - a file is first written whole to a temporary file in its own folder, then renamed into place, so a reader
///   (or Xcode) never sees half a file, and a failure leaves the old file, if any, untouched;
/// - without `replacing`, an existing file is refused with ``FileSystemError/Reason/alreadyExists`` and the check is
///   part of the rename itself, not a separate look that another process could race;
/// - several files are written all or none: every temporary file is written before the first is moved into place,
///   and on a failure the ones already moved (and the folders created for them) are removed again;
/// - every error names the path it concerns.
///
/// ``LocalFileSystem`` writes to the disk; ``InMemoryWritableFileSystem`` is for tests.
public protocol WritableFileSystem: FileSystem {
    /// Creates the folder at `path` and any missing folder above it; nothing happens when it exists.
    func createDirectory(_ path: String) throws(FileSystemError)

    /// Writes `bytes` to a new file with a unique hidden name in the folder of `path`, and returns the new file's path.
    ///
    /// The folder must exist. On failure nothing is left behind.
    func writeTemporaryFile(_ bytes: [UInt8], besides path: String) throws(FileSystemError) -> String

    /// Renames the file at `source` to `destination` in one step; both are in the same folder.
    ///
    /// Without `replacing`, fails with ``FileSystemError/Reason/alreadyExists`` when anything is at `destination`.
    func moveFile(from source: String, to destination: String, replacing: Bool) throws(FileSystemError)

    /// Removes the file, symbolic link or folder (with everything in it) at `path`.
    func removeItem(_ path: String) throws(FileSystemError)
}

/// One file for ``WritableFileSystem/write(_:replacing:)``: where it goes and what it holds.
public struct FileToWrite: Sendable, Hashable {
    /// The absolute path.
    public var path: String
    /// The bytes.
    public var bytes: [UInt8]

    /// Creates a file from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a file from UTF-8 text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

extension WritableFileSystem {
    /// Writes `bytes` to `path` atomically, creating missing folders; refuses an existing file unless `replacing`.
    public func write(_ bytes: [UInt8], to path: String, replacing: Bool = false) throws(FileSystemError) {
        try write([FileToWrite(path: path, bytes: bytes)], replacing: replacing)
    }

    /// Writes every file of `files` or none of them, each atomically; refuses existing files unless `replacing`.
    ///
    /// Existing files are checked before anything is written, so a refusal changes nothing. When `replacing`,
    /// a file that was replaced before a later one failed keeps its new contents (its old bytes are gone).
    public func write(_ files: [FileToWrite], replacing: Bool = false) throws(FileSystemError) {
        let paths = files.map { Path.normalize($0.path) }
        var seen = Set<String>()
        for path in paths where !seen.insert(path).inserted {
            throw FileSystemError(path: path, reason: .other("is to be written twice"))
        }
        for path in paths {
            if kind(of: path) == .directory { throw FileSystemError(path: path, reason: .isDirectory) }
            if !replacing && (exists(path) || isSymbolicLink(path)) {
                throw FileSystemError(path: path, reason: .alreadyExists)
            }
        }
        var createdFolders: [String] = []
        var staged: [(temporary: String, destination: String)] = []
        var placed: [String] = []
        do throws(FileSystemError) {
            for (file, path) in zip(files, paths) {
                createdFolders += try createMissingFolders(above: path)
                staged.append((try writeTemporaryFile(file.bytes, besides: path), path))
            }
            while let next = staged.first {
                try moveFile(from: next.temporary, to: next.destination, replacing: replacing)
                staged.removeFirst()
                placed.append(next.destination)
            }
        } catch {
            for entry in staged { try? removeItem(entry.temporary) }
            if !replacing { for path in placed.reversed() { try? removeItem(path) } }
            for folder in createdFolders.reversed() where (try? entries(of: folder))?.isEmpty == true {
                try? removeItem(folder)
            }
            throw error
        }
    }

    /// Creates the missing folders above `path`, returning those it created, outermost first.
    private func createMissingFolders(above path: String) throws(FileSystemError) -> [String] {
        var missing: [String] = []
        var folder = Path.directory(of: path)
        while !exists(folder) && folder != "/" && folder != "." {
            missing.insert(folder, at: 0)
            folder = Path.directory(of: folder)
        }
        if !exists(folder) || kind(of: folder) == .file {
            throw FileSystemError(path: folder, reason: kind(of: folder) == .file ? .notDirectory : .notFound)
        }
        guard let deepest = missing.last else { return [] }
        try createDirectory(deepest)
        return missing
    }
}
