import BrandFormats

/// A feature flag's effective value.
public struct ResolvedFlag: Sendable, Hashable {
    /// The flag's name.
    public var name: String
    /// The value.
    public var value: FlagValue
    /// Where it came from: the registry default, `config.json`, or a configuration override.
    public var source: ValueSource

    /// Creates a flag value.
    public init(name: String, value: FlagValue, source: ValueSource) {
        self.name = name
        self.value = value
        self.source = source
    }
}
