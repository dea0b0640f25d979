import Support

/// The manifest's `identity`: which field of a clone's config file gives each part of its identity, for clones
/// whose build settings and Info.plist do not (a folder of the form `<brand>/info.json` with no xcconfig).
///
/// `{"bundle_identifier": "bundle_id", "display_name": "app_name", "team": "development_team"}` reads the bundle
/// identifier from `bundle_id`, and so on; the value keeps the config file's line as its source.
public struct IdentityDeclaration: Sendable, Hashable {
    /// The parts of an identity a config file can give.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        /// The bundle identifier.
        case bundleIdentifier = "bundle_identifier"
        /// The marketing version.
        case version
        /// The build number.
        case build
        /// The display name.
        case displayName = "display_name"
        /// The development team.
        case team

        /// The Info.plist key (or, for the team, the build setting) the part stands for.
        public var key: String {
            switch self {
            case .bundleIdentifier: "CFBundleIdentifier"
            case .version: "CFBundleShortVersionString"
            case .build: "CFBundleVersion"
            case .displayName: "CFBundleDisplayName"
            case .team: "DEVELOPMENT_TEAM"
            }
        }
    }

    /// The config-file field of each part that has one.
    public var fields: [Part: String] = [:]
    /// Where `identity` is written, if it is.
    public var location: SourceLocation?

    /// No declared identity.
    public init() {}

    /// Whether no part is declared.
    public var isEmpty: Bool { fields.isEmpty }
}
