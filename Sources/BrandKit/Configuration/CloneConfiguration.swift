import Documents
import Support
import XCConfig

/// One clone in one build configuration, fully resolved: identity, version, API, feature flags, theme,
/// typography and build settings, each value with its source.
public struct CloneConfiguration: Sendable {
    /// The clone's id.
    public var clone: String
    /// The configuration role (the manifest's configuration name), such as `Release`.
    public var configuration: String
    /// The identifier of the identity: the clone's id, with where it is written (``CloneFacts/identifier``).
    public var identifier: Sourced<String>
    /// The bundle identifier, version, build and display name the app ships with, each with what feeds it.
    @Indirect public var identity = CloneIdentity()
    /// The display name: `CFBundleDisplayName` (else `CFBundleName`) as shipped.
    public var displayName: Sourced<String>? { identity.displayName?.sourced }
    /// The bundle identifier: `CFBundleIdentifier` as shipped.
    public var bundleIdentifier: Sourced<String>? { identity.bundleIdentifier?.sourced }
    /// The marketing version: `CFBundleShortVersionString` as shipped.
    public var version: Sourced<String>? { identity.version?.sourced }
    /// The build number: `CFBundleVersion` as shipped.
    public var build: Sourced<String>? { identity.build?.sourced }
    /// `DEVELOPMENT_TEAM`.
    public var team: Sourced<String>?
    /// The platforms the app is built for, as its build settings say (``ApplePlatform/platforms(of:)``); `nil` when
    /// they do not say (or the clone has no build settings), so that any may be meant.
    public var platforms: Set<ApplePlatform>?
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
    /// The configuration as read (levels, missing files, Info.plist), when the clone has this configuration.
    @Indirect public var loaded: LoadedConfiguration? = nil
    /// The evaluated build settings of the configuration, if any of its levels could be read.
    public var settings: ResolvedSettings?
    /// The absolute path of the Info.plist `INFOPLIST_FILE` names, if any.
    public var infoPlistPath: String?
    /// The Info.plist at ``infoPlistPath``, when it was read; values are as written (`$(VAR)` unexpanded).
    public var infoPlist: PlistNode?

    /// Creates an empty configuration, identified by `clone` (from no place until assembled).
    public init(clone: String, configuration: String) {
        self.clone = clone
        self.configuration = configuration
        self.identifier = Sourced(clone, from: ValueSource(.definition))
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

extension CloneConfiguration {
    /// The configuration as the rules comparing clones read it (see ``Rule/comparesClones``): its identity, team,
    /// platforms, identifier, API URL and flags; without ``loaded`` (the clone holds it), its fields, evaluated settings,
    /// Info.plist, colours and fonts.
    var retainedForComparison: CloneConfiguration {
        var kept = self
        kept.loaded = nil
        kept.fields = []
        kept.settings = nil
        kept.infoPlist = nil
        kept.colors = []
        kept.fonts = []
        return kept
    }
}
