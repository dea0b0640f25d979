import Foundation
import XCConfig

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes the sheet file atomically: the bytes go to a hidden temporary file in the destination's folder, which is
/// then renamed over the destination, so a reader never sees half a page and a failure leaves the old file as it was.
///
/// A stop-gap until the shared file-writing boundary of the `FileSystem` layer lands; only the real disk can be
/// written, so a run on an in-memory file system refuses rather than write beside it.
struct SheetFileWriter {
    /// The file system the command reads; writing needs it to be the real disk.
    var fileSystem: any FileSystem

    /// Writes `bytes` to `path`, creating missing folders and replacing what is there (the caller has decided it
    /// may).
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        guard fileSystem is LocalFileSystem else {
            throw FileSystemError(path: path, reason: .other("cannot be written: this file system is read-only"))
        }
        let folder = Path.directory(of: path)
        if !fileSystem.exists(folder) {
            // Missing folders are created, so CI can write into a fresh output folder.
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        guard fileSystem.isDirectory(folder) else {
            throw FileSystemError(path: folder, reason: fileSystem.exists(folder) ? .notDirectory : .notFound)
        }
        var template = Array(Path.join(folder, ".\(Path.lastComponent(of: path)).brands-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw Self.error(errno, path: folder) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32 = 0
        if fchmod(descriptor, 0o644) != 0 { failure = errno }
        var written = 0
        while failure == 0 && written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Self.systemWrite(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno != EINTR { failure = errno }
            } else {
                written += result
            }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Self.error(failure, path: path)
        }
    }

    /// `write(2)`, named apart from the method.
    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.write(descriptor, buffer, count)
        #elseif canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Musl.write(descriptor, buffer, count)
        #endif
    }

    private static func error(_ code: Int32, path: String) -> FileSystemError {
        switch code {
        case EACCES, EPERM, EROFS: FileSystemError(path: path, reason: .permissionDenied)
        case ENOENT: FileSystemError(path: path, reason: .notFound)
        case EISDIR: FileSystemError(path: path, reason: .isDirectory)
        case ENOTDIR: FileSystemError(path: path, reason: .notDirectory)
        default: FileSystemError(path: path, reason: .other(String(cString: strerror(code))))
        }
    }
}
