import Foundation

/// Somewhere text goes: standard output, standard error, or a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes `text` as UTF-8, unchanged (callers add newlines).
    func write(_ text: String)
}

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
    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        // A handle per write keeps the sink a plain Sendable value; it does not own (close) the descriptor.
        FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: false).write(Data(text.utf8))
    }
}

/// Collects everything written, for tests.
public final class CapturingOutputSink: OutputSink, @unchecked Sendable {
    // @unchecked: every access to `buffer` holds `lock`.
    private let lock = NSLock()
    private var buffer = ""

    /// Creates an empty sink.
    public init() {}

    /// Appends `text` to what was written so far.
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer += text
    }

    /// Everything written so far.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }
}
