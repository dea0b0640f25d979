import Support

/// A JSON value that remembers where it was written.
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public var value: JSONValue
    /// Where the value's first character is.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A JSON value; object members keep their order, duplicates included, so rules can report them.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
}

/// A JSON number, keeping its literal text so integers of any size and `1.0` versus `1` stay distinguishable.
public struct JSONNumber: Hashable, Sendable {
    /// The number exactly as written.
    public var literal: String

    /// Creates a number from its literal text.
    public init(literal: String) { self.literal = literal }

    /// The value as a `Double` (may round; `nil` only for malformed literals).
    public var doubleValue: Double? { Double(literal) }

    /// The value as an `Int` when the literal is an integer that fits.
    public var integerValue: Int? { Int(literal) }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is.
    public var keyLocation: SourceLocation
    /// The member's value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
