import Support

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
    /// How the values of some build settings must look (`build_settings.values`); see ``buildSettingSpec(named:)``
    /// for these with the well-known ones.
    public var buildSettingTypes: [BuildSettingSpec]
    /// Keys every clone's Info.plist must have.
    public var requiredInfoPlistKeys: [String]
    /// What the strings of some entitlements must look like for the clone's identity (`entitlements`).
    public var entitlementPatterns: [EntitlementPattern] = []
    /// Where the schema came from (`nil` for the built-in one).
    public var file: String?

    /// Creates a schema.
    public init(
        version: Int = 1, fields: [FieldSpec] = [], flags: [FlagSpec] = [], colorRoles: [ColorRoleSpec] = [],
        contrastPairs: [ContrastPair] = [], fontStyles: [FontStyleSpec] = [], requiredBuildSettings: [String] = [],
        requiredInfoPlistKeys: [String] = [], buildSettingTypes: [BuildSettingSpec] = [], file: String? = nil
    ) {
        self.version = version
        self.fields = fields
        self.flags = flags
        self.colorRoles = colorRoles
        self.contrastPairs = contrastPairs
        self.fontStyles = fontStyles
        self.requiredBuildSettings = requiredBuildSettings
        self.buildSettingTypes = buildSettingTypes
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
