import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension LocalFileSystem: WritableFileSystem {
    /// Creates the folder at `path` and the missing folders above it.
    public func createDirectory(_ path: String) throws(FileSystemError) {
        if kind(of: path) == .directory { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: path, reason: exists(path) ? .notDirectory : .permissionDenied)
        }
    }

    /// Writes `bytes` to `.<name>.brands-XXXXXX` (a `mkstemp` name) beside `path`, flushed to disk.
    ///
    /// The new file gets the permissions of the file it will replace, or `rw-r--r--`.
    public func writeTemporaryFile(_ bytes: [UInt8], besides path: String) throws(FileSystemError) -> String {
        let folder = Path.directory(of: path)
        var template = Array(Path.join(folder, ".\(Path.lastComponent(of: path)).brands-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw Self.error(errno, path: folder) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32 = 0
        var mode = mode_t(0o644)
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & mode_t(0o7777) }
        if fchmod(descriptor, mode) != 0 { failure = errno }
        var written = 0
        while failure == 0 && written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno != EINTR { failure = errno }
            } else {
                written += result
            }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw Self.error(failure, path: path)
        }
        return temporary
    }

    /// `rename(2)` when replacing; otherwise `link(2)` then `unlink(2)`, which refuses an existing destination in the
    /// same step (file systems without hard links fall back to a check before `rename(2)`).
    public func moveFile(from source: String, to destination: String, replacing: Bool) throws(FileSystemError) {
        if replacing {
            guard rename(source, destination) == 0 else { throw Self.error(errno, path: destination) }
            return
        }
        if link(source, destination) == 0 {
            unlink(source)
            return
        }
        let failure = errno
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK].contains(failure) else {
            throw Self.error(failure, path: destination)
        }
        if exists(destination) || isSymbolicLink(destination) {
            throw FileSystemError(path: destination, reason: .alreadyExists)
        }
        guard rename(source, destination) == 0 else { throw Self.error(errno, path: destination) }
    }

    /// Removes the file, link or folder at `path` (a folder with its contents).
    public func removeItem(_ path: String) throws(FileSystemError) {
        guard exists(path) || isSymbolicLink(path) else { throw FileSystemError(path: path, reason: .notFound) }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw FileSystemError(path: path, reason: .permissionDenied)
        }
    }

    /// The error for `code` (an `errno` value) at `path`, in the words ``FileSystemError`` uses.
    static func error(_ code: Int32, path: String) -> FileSystemError {
        switch code {
        case ENOENT: FileSystemError(path: path, reason: .notFound)
        case EACCES, EPERM: FileSystemError(path: path, reason: .permissionDenied)
        case EEXIST: FileSystemError(path: path, reason: .alreadyExists)
        case EISDIR: FileSystemError(path: path, reason: .isDirectory)
        case ENOTDIR: FileSystemError(path: path, reason: .notDirectory)
        default: FileSystemError(path: path, reason: .other(String(cString: strerror(code)).lowercased()))
        }
    }
}

/// `write(2)`, which the protocol's own `write` methods hide inside the extension.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
    #elseif canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #else
        Musl.write(descriptor, buffer, count)
    #endif
}
