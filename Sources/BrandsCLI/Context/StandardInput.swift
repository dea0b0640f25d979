#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why standard input could not be read: it is closed, a folder, or the read failed.
public struct StandardInputError: Error, Sendable, Equatable {
    /// The system's words for it (`Bad file descriptor`, `Is a directory`).
    public var reason: String

    /// Creates an error with `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}

/// Reads the process's standard input.
enum StandardInput {
    /// Every byte `fileDescriptor` gives until its end, as UTF-8 (a malformed sequence becomes U+FFFD); more than
    /// `limit` bytes, when given, is an error.
    ///
    /// Read with `read(2)`, continued after a signal: `FileHandle.readDataToEndOfFile()` stopped the process when
    /// standard input was closed (`<&-`) or a folder (`< dir`).
    static func read(fileDescriptor: Int32, limit: Int? = nil) throws(StandardInputError) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Self.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
                if let limit, bytes.count > limit {
                    throw StandardInputError(reason: "more than \(limit >> 20) MiB")
                }
            } else if count == 0 {
                return String(decoding: bytes, as: UTF8.self)
            } else if errno != EINTR {
                throw StandardInputError(reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Every byte of the pipe or device at `path` (`<(git tag --list)`'s `/dev/fd/63`, `/dev/stdin`), read as
    /// ``read(fileDescriptor:limit:)`` reads, up to `limit` bytes: a device that never ends (`/dev/zero`) is an error,
    /// not a hang.
    static func read(path: String, limit: Int = 64 << 20) throws(StandardInputError) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw StandardInputError(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        return try read(fileDescriptor: descriptor, limit: limit)
    }

    /// The system's `read`.
    private static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.read(descriptor, buffer, count)
        #elseif canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Musl.read(descriptor, buffer, count)
        #endif
    }
}
