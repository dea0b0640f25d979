import Support

/// The type of a build setting's value.
public enum BuildSettingType: String, Sendable, Hashable, CaseIterable {
    /// Any text (with the spec's pattern, if any).
    case string
    /// A whole number.
    case integer
    /// An absolute `http`/`https` URL with a host.
    case url
    /// A bundle identifier: letters, digits, hyphens and periods (RFC 1034), at least two components.
    case bundleIdentifier = "bundle-id"
    /// One to three period-separated non-negative integers without leading zeros, as the App Store requires of
    /// `CFBundleShortVersionString` and `CFBundleVersion`.
    case version
    /// An Apple developer team id: 10 uppercase letters and digits.
    case teamIdentifier = "team-id"
    /// One of a fixed list of strings.
    case enumeration = "enum"
}

/// How the value of one build setting (or of the Info.plist key it feeds) must look.
public struct BuildSettingSpec: Sendable, Hashable {
    /// The setting's name, such as `MARKETING_VERSION` (or an Info.plist key, such as `CFBundleShortVersionString`).
    public var name: String
    /// The value's type.
    public var type: BuildSettingType
    /// A regular expression the value must match entirely.
    public var pattern: String?
    /// The allowed values of an `enum` setting.
    public var allowedValues: [String]
    /// Inclusive bounds of an `integer` setting.
    public var minimum: Double?
    /// Inclusive bounds of an `integer` setting.
    public var maximum: Double?
    /// What the setting is for.
    public var summary: String
    /// Where the schema declares it (`nil` for the well-known ones).
    public var location: SourceLocation?

    /// Creates a spec.
    public init(
        name: String, type: BuildSettingType, pattern: String? = nil, allowedValues: [String] = [],
        minimum: Double? = nil, maximum: Double? = nil, summary: String = "", location: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.pattern = pattern
        self.allowedValues = allowedValues
        self.minimum = minimum
        self.maximum = maximum
        self.summary = summary
        self.location = location
    }

    /// The settings every workspace types, whatever its schema says (a schema entry of the same name replaces one),
    /// with the Info.plist keys they feed: versions and build numbers as the App Store accepts them, bundle
    /// identifiers, team ids.
    public static let wellKnown: [BuildSettingSpec] = [
        BuildSettingSpec(name: "MARKETING_VERSION", type: .version, summary: "The version users see"),
        BuildSettingSpec(name: "CFBundleShortVersionString", type: .version, summary: "The version users see"),
        BuildSettingSpec(name: "CURRENT_PROJECT_VERSION", type: .version, summary: "The build number"),
        BuildSettingSpec(name: "CFBundleVersion", type: .version, summary: "The build number"),
        BuildSettingSpec(name: "PRODUCT_BUNDLE_IDENTIFIER", type: .bundleIdentifier, summary: "The bundle identifier"),
        BuildSettingSpec(name: "CFBundleIdentifier", type: .bundleIdentifier, summary: "The bundle identifier"),
        BuildSettingSpec(name: "DEVELOPMENT_TEAM", type: .teamIdentifier, summary: "The signing team"),
    ]
}

extension Schema {
    /// The spec of setting `name`: the schema's own (`build_settings.values`), else a well-known one.
    public func buildSettingSpec(named name: String) -> BuildSettingSpec? {
        buildSettingTypes.first { $0.name == name } ?? BuildSettingSpec.wellKnown.first { $0.name == name }
    }

    /// Every typed setting: the schema's, then the well-known ones it does not replace.
    public var allBuildSettingTypes: [BuildSettingSpec] {
        buildSettingTypes
            + BuildSettingSpec.wellKnown.filter { known in !buildSettingTypes.contains { $0.name == known.name } }
    }
}
