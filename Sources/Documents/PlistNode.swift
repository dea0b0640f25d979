import Support

/// A property-list value that remembers where it was written.
///
/// Values from binary property lists carry the start of their file, as binary files have no lines.
public struct PlistNode: Hashable, Sendable {
    /// The value.
    public var value: PlistValue
    /// Where the value starts: its XML element (`<string>`, …), or in old-style text its first character
    /// (the quote, bracket or first letter).
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: PlistValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A property-list value; dictionary members keep their order, duplicates included.
public enum PlistValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// Seconds since 2001-01-01T00:00:00Z, as property lists store dates.
    case date(Double)
    case data([UInt8])
    case array([PlistNode])
    case dictionary([PlistMember])
}

/// One dictionary entry: an XML `<key>…</key>` or an old-style `key =`, and its value.
public struct PlistMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key starts: its `<key>` element, or in old-style text its first character.
    public var keyLocation: SourceLocation
    /// The member's value.
    public var value: PlistNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: PlistNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
