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

    /// Creates a sink for `fileDescriptor`, which stays open.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Standard output.
    public static let standardOutput = FileDescriptorOutputSink(
        fileDescriptor: FileHandle.standardOutput.fileDescriptor)
    /// Standard error.
    public static let standardError = FileDescriptorOutputSink(fileDescriptor: FileHandle.standardError.fileDescriptor)

    /// Writes `text` to the descriptor; an empty text writes nothing.
    ///
    /// A write cut short is continued, and one interrupted by a signal is made again. When the descriptor takes no
    /// more (the reader of a pipe has gone, with `SIGPIPE` ignored), the rest is dropped: the output has nowhere to
    /// go, and the run goes on to its exit status. `FileHandle.write(_:)` stopped the process there, and making its
    /// `Data` searched every protocol conformance of the executable on the first write.
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
                    return
                }
            }
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
