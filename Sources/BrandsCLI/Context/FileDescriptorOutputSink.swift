import Foundation

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
