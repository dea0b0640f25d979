/// What CI needs to build and export one clone for one tag.
public struct ReleasePlan: Sendable, Hashable {
    /// The tag, as pushed.
    public var tag: String
    /// The clone's id.
    public var clone: String
    /// The app's display name in the release configuration.
    public var displayName: String
    /// The Xcode scheme to build.
    public var scheme: String
    /// The build configuration.
    public var configuration: String
    /// The clone's xcconfig for the configuration, relative to the workspace root.
    public var xcconfig: String
    /// The bundle identifier in the release configuration.
    public var bundleIdentifier: String
    /// The development team in the release configuration.
    public var team: String
    /// The marketing version the build gets.
    public var version: String
    /// The build number the build gets.
    public var build: String
    /// The export method for `xcodebuild -exportArchive`.
    public var exportMethod: String
    /// `NAME=value` arguments for `xcodebuild`.
    public var buildSettings: [String]

    /// Creates a plan.
    public init(
        tag: String, clone: String, displayName: String, scheme: String, configuration: String, xcconfig: String,
        bundleIdentifier: String, team: String, version: String, build: String, exportMethod: String,
        buildSettings: [String]
    ) {
        self.tag = tag
        self.clone = clone
        self.displayName = displayName
        self.scheme = scheme
        self.configuration = configuration
        self.xcconfig = xcconfig
        self.bundleIdentifier = bundleIdentifier
        self.team = team
        self.version = version
        self.build = build
        self.exportMethod = exportMethod
        self.buildSettings = buildSettings
    }
}
