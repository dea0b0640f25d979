/// Where a value continued over several lines (each but the last ending in `\`) goes on: the UTF-8 offset in the
/// joined value of a line's piece, and the location of that piece's first character in the file.
///
/// Problems found inside a value (an unterminated reference, an unknown operator) are located through these, so they
/// point at the line they are written on.
public struct ValueContinuation: Hashable, Sendable {
    /// The offset, in UTF-8 bytes, of the piece's first byte in ``SettingAssignment/value``.
    public var offset: Int
    /// Where that byte is in the file.
    public var location: SourceLocation

    /// Creates a continuation.
    public init(offset: Int, location: SourceLocation) {
        self.offset = offset
        self.location = location
    }
}
