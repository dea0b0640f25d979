/// Somewhere text goes: standard output, standard error, or a buffer in tests.
public protocol OutputSink: Sendable {
    /// Writes `text` as UTF-8, unchanged (callers add newlines).
    func write(_ text: String)
}
