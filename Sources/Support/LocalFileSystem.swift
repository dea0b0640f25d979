#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The real disk, through the POSIX calls macOS and Linux share: one `open`, `fstat` and `read` to read a file, one
/// `stat` or `lstat` to look at a path, `opendir`/`readdir` to list a folder and `realpath` to resolve links.
///
/// Foundation's file APIs cost several system calls and allocations per question (and a thrown error for every
/// path that is no link); a workspace of thousands of clones asks tens of thousands of them.
public struct LocalFileSystem: FileSystem {
    /// Files larger than this are refused rather than read, so a stray disk image cannot exhaust memory.
    public var maximumFileSize: Int

    /// Creates the file system; `maximumFileSize` defaults to 256 MiB.
    public init(maximumFileSize: Int = 256 << 20) {
        self.maximumFileSize = maximumFileSize
    }

    /// The bytes of the regular file at `path`, refusing folders, devices, FIFOs and files over ``maximumFileSize``.
    ///
    /// The file is opened without blocking (a FIFO would otherwise wait for a writer), then checked through the
    /// open descriptor, so what is read is what was checked.
    public func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw openingError(errno, path: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileSystemError(path: path, reason: .other("could not be read"))
        }
        try check(status, path: path)
        return try read(descriptor, expecting: Int(status.st_size), path: path)
    }

    /// Refuses what is not a regular file of at most ``maximumFileSize`` bytes.
    private func check(_ status: stat, path: String) throws(FileSystemError) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileSystemError(path: path, reason: .isDirectory)
        // A FIFO or a device such as /dev/zero would block or never end; only regular files are read.
        default: throw FileSystemError(path: path, reason: .other("is not a regular file"))
        }
        if Int(status.st_size) > maximumFileSize {
            throw FileSystemError(path: path, reason: .tooLarge(limit: maximumFileSize))
        }
    }

    /// Reads the open file whose size was `size`: one `read` when the file still has that size (a read that comes
    /// back short of the room it was given, having read the whole size, has met the end), more when it has grown.
    private func read(_ descriptor: Int32, expecting size: Int, path: String) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte more than the size, so that reading the whole file comes back short.
        var room = size + 1
        while true {
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: room))
            var count = 0
            repeat {
                count = bytes.withUnsafeMutableBytes { buffer in
                    buffer.baseAddress.map { systemRead(descriptor, $0 + start, room) } ?? -1
                }
            } while count < 0 && errno == EINTR
            guard count >= 0 else { throw FileSystemError(path: path, reason: .other("could not be read")) }
            bytes.removeLast(room - count)
            if count == 0 || (count < room && bytes.count >= size) { return bytes }
            guard bytes.count <= maximumFileSize else {
                throw FileSystemError(path: path, reason: .tooLarge(limit: maximumFileSize))
            }
            room = Swift.max(room, 1 << 16)
        }
    }

    /// The error for a failed `open` of `path`: missing paths (or dangling and looping links) are not found; a path
    /// that cannot be opened is looked at again so that a folder or device is refused for what it is.
    private func openingError(_ code: Int32, path: String) -> FileSystemError {
        switch code {
        case ENOENT, ENOTDIR, ELOOP, ENAMETOOLONG: return FileSystemError(path: path, reason: .notFound)
        case EACCES, EPERM:
            var status = stat()
            if stat(path, &status) == 0 {
                do throws(FileSystemError) { try check(status, path: path) } catch { return error }
            }
            return FileSystemError(path: path, reason: .permissionDenied)
        default: return FileSystemError(path: path, reason: .other("could not be read"))
        }
    }

    /// What is on disk at `path` after following symbolic links.
    public func kind(of path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// The sorted names of the entries of the folder at `path`.
    public func entries(of path: String) throws(FileSystemError) -> [String] {
        try listing(of: path).map(\.name)
    }

    /// The entries of the folder at `path`, sorted by name, with the kind `readdir` gives (`.unknown` where the file
    /// system gives none).
    public func listing(of path: String) throws(FileSystemError) -> [(name: String, kind: EntryKind)] {
        guard let folder = opendir(path) else {
            let code = errno
            switch code {
            case ENOENT, ELOOP, ENAMETOOLONG: throw FileSystemError(path: path, reason: .notFound)
            case ENOTDIR: throw FileSystemError(path: path, reason: .notDirectory)
            default: throw FileSystemError(path: path, reason: .permissionDenied)
            }
        }
        defer { closedir(folder) }
        var found: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            guard name != "." && name != ".." else { continue }
            let kind: EntryKind =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .link
                default: .unknown
                }
            found.append((name, kind))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// `path` with every symbolic link resolved (`realpath`); `path` normalized when it cannot be resolved (it, or
    /// a folder on the way, does not exist).
    public func canonicalPath(of path: String) -> String {
        guard let resolved = realpath(path, nil) else { return Path.normalize(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` itself is a symbolic link on disk.
    public func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}

/// `read(2)`, which ``LocalFileSystem``'s own `read` hides.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
    #elseif canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Musl.read(descriptor, buffer, count)
    #endif
}
