import XCConfig

/// One clone in one build configuration, fully resolved: identity, version, API, feature flags, theme,
/// typography and build settings, each value with its source.
public struct CloneConfiguration: Sendable {
    /// The clone's id (its folder name).
    public var clone: String
    /// The build configuration, such as `Release`.
    public var configuration: String
    /// `clone_identifier` from `config.json`.
    public var identifier: Sourced<String>?
    /// `APP_DISPLAY_NAME`.
    public var displayName: Sourced<String>?
    /// `PRODUCT_BUNDLE_IDENTIFIER`.
    public var bundleIdentifier: Sourced<String>?
    /// `MARKETING_VERSION`.
    public var version: Sourced<String>?
    /// `CURRENT_PROJECT_VERSION`.
    public var build: Sourced<String>?
    /// `DEVELOPMENT_TEAM`.
    public var team: Sourced<String>?
    /// `api_base_url` from `config.json`.
    public var apiBaseURL: Sourced<String>?
    /// Every schema field's value (given or defaulted), in schema order; fields with neither are absent.
    public var fields: [ResolvedField]
    /// Every registry flag's value, in registry order.
    public var features: [ResolvedFlag]
    /// Every colour role's value, in schema order.
    public var colors: [ResolvedColor]
    /// Every text style's font, in schema order.
    public var fonts: [ResolvedFont]
    /// The evaluated build settings of the configuration's xcconfig chain, if it has one.
    public var settings: ResolvedSettings?
    /// The absolute path of the Info.plist `INFOPLIST_FILE` names, if any.
    public var infoPlistPath: String?
    /// The Info.plist at ``infoPlistPath``, when it was read; values are as written (`$(VAR)` unexpanded).
    public var infoPlist: PlistNode?

    /// Creates an empty configuration.
    public init(clone: String, configuration: String) {
        self.clone = clone
        self.configuration = configuration
        self.fields = []
        self.features = []
        self.colors = []
        self.fonts = []
    }

    /// The value of the flag named `name`.
    public func feature(_ name: String) -> ResolvedFlag? { features.first { $0.name == name } }
    /// The value of the colour role named `name`.
    public func color(_ role: String) -> ResolvedColor? { colors.first { $0.role == role } }
    /// The value of the field named `name`.
    public func field(_ name: String) -> ResolvedField? { fields.first { $0.name == name } }
}

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

/// A colour role's effective value in the light and dark appearances.
public struct ResolvedColor: Sendable, Hashable {
    /// The role's name.
    public var role: String
    /// The colour in the light (or any) appearance, when it resolved.
    public var light: RGBAColor?
    /// The colour in the dark appearance; the light one when there is no dark variant.
    public var dark: RGBAColor?
    /// Where the value came from.
    public var source: ValueSource
    /// Where the dark value came from: the colour set's dark variant, else ``source``.
    public var darkSource: ValueSource
    /// The `@role` the value refers to, when it is a reference rather than a colour.
    public var reference: String?
    /// The asset catalog colour space (`srgb`, `display-p3`, …) of a colour from a colour set; components are kept as
    /// written in it, never converted.
    ///
    /// `nil` for hex values, which are sRGB.
    public var colorSpace: String?

    /// Creates a colour value.
    public init(
        role: String, light: RGBAColor?, dark: RGBAColor?, source: ValueSource, darkSource: ValueSource? = nil,
        reference: String? = nil, colorSpace: String? = nil
    ) {
        self.darkSource = darkSource ?? source
        self.role = role
        self.light = light
        self.dark = dark
        self.source = source
        self.reference = reference
        self.colorSpace = colorSpace
    }
}

/// A text style's font.
public struct ResolvedFont: Sendable, Hashable {
    /// The style's name, such as `headline`.
    public var style: String
    /// The PostScript name, or `nil` for the system font.
    public var postScriptName: String?
    /// The point size.
    public var size: Double
    /// Where the name came from.
    public var source: ValueSource

    /// Creates a font value.
    public init(style: String, postScriptName: String?, size: Double, source: ValueSource) {
        self.style = style
        self.postScriptName = postScriptName
        self.size = size
        self.source = source
    }
}
