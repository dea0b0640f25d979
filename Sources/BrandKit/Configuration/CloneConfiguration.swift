import Documents
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
