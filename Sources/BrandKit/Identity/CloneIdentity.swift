/// What identifies an app build: the bundle identifier, version, build number and display name it ships with.
public struct CloneIdentity: Sendable, Hashable {
    /// `CFBundleIdentifier`.
    public var bundleIdentifier: IdentityValue?
    /// `CFBundleShortVersionString`, the marketing version.
    public var version: IdentityValue?
    /// `CFBundleVersion`, the build number.
    public var build: IdentityValue?
    /// `CFBundleDisplayName`, else `CFBundleName`.
    public var displayName: IdentityValue?
    /// The development team, when the manifest's `identity` reads it from the config file (otherwise the team is
    /// the `DEVELOPMENT_TEAM` build setting).
    public var team: IdentityValue?

    /// Creates an identity.
    public init(
        bundleIdentifier: IdentityValue? = nil, version: IdentityValue? = nil, build: IdentityValue? = nil,
        displayName: IdentityValue? = nil
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.version = version
        self.build = build
        self.displayName = displayName
    }
}

/// One identity value: what the app ships with, where it is written, and what would change it.
public struct IdentityValue: Sendable, Hashable {
    /// The Info.plist key that holds it (`CFBundleShortVersionString`; `CFBundleName` for a display name without
    /// `CFBundleDisplayName`).
    public var key: String
    /// The value, expanded.
    public var value: String
    /// Where it came from: the assignment of the setting that fed the key, with the key's own place as the first
    /// step, or the Info.plist line when the key is a literal.
    public var source: ValueSource
    /// What feeds the key, which is what a release stamps.
    public var feed: IdentityFeed

    /// Creates a value.
    public init(key: String, value: String, source: ValueSource, feed: IdentityFeed) {
        self.key = key
        self.value = value
        self.source = source
        self.feed = feed
    }

    /// The value with its source.
    public var sourced: Sourced<String> { Sourced(value, from: source) }
}

/// What an identity key's value is made of, which decides whether `xcodebuild NAME=value` can set it.
public enum IdentityFeed: Sendable, Hashable {
    /// Exactly this build setting's value (`$(MARKETING_VERSION)`, `${AG_VERSION}`, or the setting a generated
    /// Info.plist takes the key from): stamping the setting sets the key.
    case setting(String)
    /// Written as it is in the Info.plist: no build setting changes it.
    case literal
    /// Built from these settings and text (`$(MAJOR).$(MINOR)`): no single setting sets it.
    case expression([String])

    /// The setting to stamp, when one sets the key.
    public var stampableSetting: String? {
        if case .setting(let name) = self { return name }
        return nil
    }
}
