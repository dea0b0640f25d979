import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes straight to an open file descriptor, unbuffered, so output interleaves as written.
public struct FileDescriptorOutputSink: OutputSink {
    /// The descriptor written to.
    public let fileDescriptor: Int32
    /// The first write that failed, shared by copies of the sink.
    private let failure = FirstFailure()

    /// Creates a sink for `fileDescriptor`, which stays open.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Why the first write that could not be completed failed (`No space left on device`, `Broken pipe`), if one did.
    public var writeFailure: String? {
        failure.reason
    }

    /// Standard output.
    public static let standardOutput = FileDescriptorOutputSink(
        fileDescriptor: FileHandle.standardOutput.fileDescriptor)
    /// Standard error.
    public static let standardError = FileDescriptorOutputSink(fileDescriptor: FileHandle.standardError.fileDescriptor)

    /// Writes `text` to the descriptor; an empty text writes nothing.
    ///
    /// A write cut short is continued, and one interrupted by a signal is made again. When the descriptor takes no
    /// more (a full disk, or the reader of a pipe gone with `SIGPIPE` ignored), the rest is dropped and the reason
    /// kept in ``writeFailure``, for the process to report and exit 1. `FileHandle.write(_:)` stopped the process
    /// there, and making its `Data` searched every protocol conformance of the executable on the first write.
    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let written = Self.write(fileDescriptor, next, remaining)
                if written > 0 {
                    next += written
                    remaining -= written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    failure.record(written < 0 ? String(cString: strerror(errno)) : "nothing was written")
                    return
                }
            }
        }
    }

    /// The reason of the first failed write, set once, from any thread.
    private final class FirstFailure: @unchecked Sendable {
        // Guarded by `lock`.
        private let lock = NSLock()
        private var first: String?

        var reason: String? { lock.withLock { first } }

        func record(_ reason: String) {
            lock.withLock { if first == nil { first = reason } }
        }
    }

    /// The system's `write`.
    private static func write(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.write(descriptor, bytes, count)
        #elseif canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Musl.write(descriptor, bytes, count)
        #endif
    }
}
