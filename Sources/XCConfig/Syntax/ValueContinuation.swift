import Support

/// Where a value joined from pieces written apart goes on: the UTF-8 offset in the joined value of a piece (a line of
/// a value continued with `\`, an item of a project file's list), and the location of that piece in the file.
///
/// Problems found inside a value (an unterminated reference, an unknown operator) are located through these, so they
/// point at the line they are written on.
public struct ValueContinuation: Hashable, Sendable {
    /// The offset, in UTF-8 bytes, of the piece's first byte in ``SettingAssignment/value``.
    public var offset: Int
    /// Where the piece is in the file.
    public var location: SourceLocation
    /// Whether the piece is written as it reads, so columns can be counted from ``location`` into it (an xcconfig
    /// line); `false` where the file's text differs from the value (a quoted, escaped list item), so that problems
    /// point at the piece itself.
    public var countsColumns: Bool

    /// Creates a continuation.
    public init(offset: Int, location: SourceLocation, countsColumns: Bool = true) {
        self.offset = offset
        self.location = location
        self.countsColumns = countsColumns
    }
}
