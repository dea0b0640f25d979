import XCConfig

/// What every clone of a workspace must look like: the typed fields of `config.json`, the feature-flag
/// registry, the colour roles, the typography styles, and the build settings and Info.plist keys each clone
/// must have.
///
/// A schema is data: it is read from `Brands/schema.json`, or is ``Schema/builtIn`` when there is none.
public struct Schema: Sendable, Hashable {
    /// The schema format's version; only `1` exists.
    public var version: Int
    /// The typed top-level fields of `config.json` other than `features`, `theme` and `overrides`.
    public var fields: [FieldSpec]
    /// The feature-flag registry.
    public var flags: [FlagSpec]
    /// The colour roles of a theme.
    public var colorRoles: [ColorRoleSpec]
    /// Foreground/background role pairs whose contrast must reach a minimum ratio.
    public var contrastPairs: [ContrastPair]
    /// The text styles of `custom_fonts.plist`.
    public var fontStyles: [FontStyleSpec]
    /// Build settings every clone's xcconfig must set, in every configuration.
    public var requiredBuildSettings: [String]
    /// Keys every clone's Info.plist must have.
    public var requiredInfoPlistKeys: [String]
    /// Where the schema came from (`nil` for the built-in one).
    public var file: String?

    /// Creates a schema.
    public init(
        version: Int = 1, fields: [FieldSpec] = [], flags: [FlagSpec] = [], colorRoles: [ColorRoleSpec] = [],
        contrastPairs: [ContrastPair] = [], fontStyles: [FontStyleSpec] = [], requiredBuildSettings: [String] = [],
        requiredInfoPlistKeys: [String] = [], file: String? = nil
    ) {
        self.version = version
        self.fields = fields
        self.flags = flags
        self.colorRoles = colorRoles
        self.contrastPairs = contrastPairs
        self.fontStyles = fontStyles
        self.requiredBuildSettings = requiredBuildSettings
        self.requiredInfoPlistKeys = requiredInfoPlistKeys
        self.file = file
    }

    /// The `config.json` keys with a meaning of their own, outside ``fields``; `$schema` lets an editor find the
    /// JSON Schema that `brands schema` prints.
    public static let reservedConfigKeys = ["features", "theme", "overrides", "$schema"]

    /// The field named `name`.
    public func field(named name: String) -> FieldSpec? { fields.first { $0.name == name } }
    /// The flag named `name`.
    public func flag(named name: String) -> FlagSpec? { flags.first { $0.name == name } }
    /// The colour role named `name`.
    public func colorRole(named name: String) -> ColorRoleSpec? { colorRoles.first { $0.name == name } }
}

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

/// One colour role of a theme, such as `primary`.
public struct ColorRoleSpec: Sendable, Hashable {
    /// The role's name.
    public var name: String
    /// Whether every clone's asset catalog must have the role's colour set.
    public var isRequired: Bool
    /// The base theme's value: a hex colour or `@role`.
    public var defaultValue: String?
    /// The key in `config.json` `theme` (`<name>_color` unless declared).
    public var themeKey: String
    /// The colour set's name in the asset catalog (`<Name>Color` unless declared).
    public var colorSetName: String

    /// Creates a role; keys default to the naming convention.
    public init(
        name: String, isRequired: Bool = true, defaultValue: String? = nil, themeKey: String? = nil,
        colorSetName: String? = nil
    ) {
        self.name = name
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.themeKey = themeKey ?? "\(name)_color"
        self.colorSetName = colorSetName ?? ColorRoleSpec.conventionalColorSetName(for: name)
    }

    /// `link` → `LinkColor`, `text_secondary` → `TextSecondaryColor`.
    public static func conventionalColorSetName(for role: String) -> String {
        role.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Color"
    }
}

/// A foreground role that is drawn on a background role.
public struct ContrastPair: Sendable, Hashable {
    /// The role drawn on top (text).
    public var foreground: String
    /// The role underneath.
    public var background: String
    /// The smallest acceptable WCAG 2.x contrast ratio.
    public var minimumRatio: Double

    /// Creates a pair; WCAG AA for body text is 4.5.
    public init(foreground: String, background: String, minimumRatio: Double = 4.5) {
        self.foreground = foreground
        self.background = background
        self.minimumRatio = minimumRatio
    }
}

/// A text style of `custom_fonts.plist`, such as `headline`.
public struct FontStyleSpec: Sendable, Hashable {
    /// The style's name.
    public var name: String
    /// The plist key of the PostScript name (`<name>FontName`).
    public var nameKey: String
    /// The plist key of the point size (`<name>FontSize`).
    public var sizeKey: String
    /// The size used when the plist has none.
    public var defaultSize: Double

    /// Creates a style; keys default to the naming convention.
    public init(name: String, defaultSize: Double = 17) {
        self.name = name
        self.nameKey = "\(name)FontName"
        self.sizeKey = "\(name)FontSize"
        self.defaultSize = defaultSize
    }
}
