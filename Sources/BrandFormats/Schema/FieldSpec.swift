import Documents
import Support

/// The type of a `config.json` field.
public enum FieldType: String, Sendable, Hashable, CaseIterable {
    case string
    case bool
    case integer
    case number
    /// An absolute `http`/`https` URL with a host.
    case url
    /// A hex colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// A reverse-DNS bundle identifier.
    case bundleIdentifier = "bundle-id"
    /// One to three dot-separated non-negative integers.
    case version
    /// One of a fixed list of strings.
    case enumeration = "enum"
    /// A font's PostScript name.
    case font
}

/// One typed field of `config.json`.
public struct FieldSpec: Sendable, Hashable {
    /// The JSON key.
    public var name: String
    /// The value's type.
    public var type: FieldType
    /// Whether every clone must set it.
    public var isRequired: Bool
    /// The value a clone that does not set it gets.
    public var defaultValue: JSONValue?
    /// A regular expression a string value must match entirely.
    public var pattern: String?
    /// The allowed values of an `enum` field.
    public var allowedValues: [String]
    /// Inclusive bounds of a numeric field.
    public var minimum: Double?
    /// Inclusive bounds of a numeric field.
    public var maximum: Double?
    /// Whether the value is a secret, which must never be written literally (only as `$(SETTING)` or
    /// `${env:NAME}`).
    public var isSecret: Bool
    /// What the field is for.
    public var summary: String
    /// Where the field is declared.
    public var location: SourceLocation?

    /// Creates a field.
    public init(
        name: String, type: FieldType, isRequired: Bool = false, defaultValue: JSONValue? = nil, pattern: String? = nil,
        allowedValues: [String] = [], minimum: Double? = nil, maximum: Double? = nil, isSecret: Bool = false,
        summary: String = "", location: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.pattern = pattern
        self.allowedValues = allowedValues
        self.minimum = minimum
        self.maximum = maximum
        self.isSecret = isSecret
        self.summary = summary
        self.location = location
    }
}
