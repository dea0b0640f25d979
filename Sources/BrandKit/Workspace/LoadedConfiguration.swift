import Documents
import Support
import XCConfig

/// One configuration of a clone as read: its levels, its evaluated build settings, its Info.plist and its identity.
public struct LoadedConfiguration: Sendable {
    /// The definition it was read from.
    @Indirect public var definition: ConfigurationDefinition
    /// The levels that could be read, lowest first.
    public var levels: [LoadedSettingsLevel]
    /// The xcconfig files the definition names that do not exist (their levels are left out).
    public var missingFiles: [String]
    /// The evaluated build settings; `nil` when no level from the repository's files could be read.
    public var settings: ResolvedSettings?
    /// What evaluating the levels found in a project file (a deprecated `${X}` in a target's build settings): the
    /// workspace reports each once, and a selection of clones only those of the configurations it selects.
    public var projectFileDiagnostics: [Diagnostic] = []
    /// The absolute path `INFOPLIST_FILE` names, if it names one.
    public var infoPlistPath: String?
    /// Whether nothing exists at ``infoPlistPath``.
    public var isInfoPlistMissing: Bool
    /// The path `INFOPLIST_FILE` names, when it finds ``infoPlistPath`` only by ignoring case (xdripswift writes
    /// `xdrip/…` for the folder `xDrip/`), as macOS's default volumes do.
    public var infoPlistSpelledPath: String?
    /// The path `CODE_SIGN_ENTITLEMENTS` names, when it finds ``entitlementsPath`` only by ignoring case.
    public var entitlementsSpelledPath: String?
    /// The Info.plist at ``infoPlistPath``, when it was read; values are as written (`$(VAR)` unexpanded).
    public var infoPlist: PlistNode?
    /// The absolute path of the prefix header the Info.plist is preprocessed with (`INFOPLIST_PREFIX_HEADER`), when
    /// it is a path of the repository with no file: the Info.plist is read without the macros it would define.
    public var missingInfoPlistPrefixHeader: String?
    /// The absolute path `CODE_SIGN_ENTITLEMENTS` names, if it names one.
    public var entitlementsPath: String?
    /// Whether nothing exists at ``entitlementsPath``.
    public var isEntitlementsMissing = false
    /// The entitlements file at ``entitlementsPath``, when it was read; values are as written (`$(VAR)` unexpanded).
    public var entitlements: PlistNode?
    /// The bundle identifier, version, build and display name the app ships with.
    @Indirect public var identity: CloneIdentity
    /// The version of the Flutter app whose `Generated.xcconfig` the configuration reads, as its `pubspec.yaml`
    /// writes it: where a version that comes from `FLUTTER_BUILD_NAME` is changed.
    public var flutterVersion: PubspecVersion?

    /// Creates a configuration that has read nothing yet.
    public init(definition: ConfigurationDefinition) {
        self.definition = definition
        self.levels = []
        self.missingFiles = []
        self.isInfoPlistMissing = false
        self.identity = CloneIdentity()
    }

    /// The role (the manifest's configuration name).
    public var role: String { definition.role }

    /// The loaded xcconfig chains, in level order.
    public var xcconfigs: [LoadedXCConfig] { levels.compactMap(\.xcconfig) }

    /// Every assignment of the levels read from the repository's files, in level order.
    public var fileAssignments: [SettingAssignment] {
        levels.filter { $0.source.kind.isFromFiles }.flatMap(\.assignments)
    }
}

extension LoadedConfiguration {
    /// The configuration as the rules comparing clones read it (see ``Rule/comparesClones``): its definition, missing
    /// files, file paths and identity; without its levels and evaluated settings (the bulk of a clone in memory), its
    /// Info.plist and its entitlements.
    public var retainedForComparison: LoadedConfiguration {
        var kept = self
        kept.levels = []
        kept.settings = nil
        kept.infoPlist = nil
        kept.entitlements = nil
        return kept
    }
}
