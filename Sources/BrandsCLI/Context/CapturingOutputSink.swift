import Foundation

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
