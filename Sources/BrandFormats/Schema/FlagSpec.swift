import Support

/// A feature flag's value.
public enum FlagValue: Sendable, Hashable, CustomStringConvertible {
    case bool(Bool)
    case integer(Int)
    case string(String)

    /// `true`, `5` or the string itself.
    public var description: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .string(let value): value
        }
    }

    /// The type this value has.
    public var type: FlagType {
        switch self {
        case .bool: .bool
        case .integer: .integer
        case .string: .string
        }
    }
}

/// The type of a feature flag.
public enum FlagType: String, Sendable, Hashable, CaseIterable {
    case bool
    case integer
    case string
}

/// One entry of the feature-flag registry.
public struct FlagSpec: Sendable, Hashable {
    /// The flag's key in `features`.
    public var name: String
    /// The value's type.
    public var type: FlagType
    /// The value of a clone that does not set the flag.
    public var defaultValue: FlagValue
    /// What the flag turns on.
    public var summary: String
    /// Who to ask about it (a team or a person).
    public var owner: String?
    /// The day (`YYYY-MM-DD`) after which the flag should be gone.
    public var expires: String?
    /// Where the flag is declared.
    public var location: SourceLocation?

    /// Creates a flag.
    public init(
        name: String, type: FlagType, defaultValue: FlagValue, summary: String = "", owner: String? = nil,
        expires: String? = nil, location: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
        self.owner = owner
        self.expires = expires
        self.location = location
    }
}
