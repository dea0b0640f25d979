import Documents

/// A `config.json` field's value.
public struct ResolvedField: Sendable, Hashable {
    /// The field's name.
    public var name: String
    /// The value, as JSON.
    public var value: JSONValue
    /// Where it came from.
    public var source: ValueSource

    /// Creates a field value.
    public init(name: String, value: JSONValue, source: ValueSource) {
        self.name = name
        self.value = value
        self.source = source
    }
}
