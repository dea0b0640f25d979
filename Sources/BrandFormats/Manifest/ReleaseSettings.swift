/// How tags become release plans.
public struct ReleaseSettings: Sendable, Hashable {
    /// Whose version wins when a tag's version differs from the clone's `MARKETING_VERSION`.
    public enum VersionPolicy: String, Sendable, Hashable, CaseIterable {
        /// The tag must carry the clone's version.
        case mustMatch = "must-match"
        /// The tag's version overrides the clone's.
        case tagOverrides = "tag-overrides"
    }

    /// The tag grammar: `{clone}`, `{version}` and `{build}` separated by literal text.
    public var tagFormat: String = "{clone}/{version}/{build}"
    /// Whose version wins.
    public var versionPolicy: VersionPolicy = .mustMatch
    /// The configuration releases are built in.
    public var configuration: String = "Release"
    /// The Xcode scheme; `{clone}` is replaced by the clone id.
    public var scheme: String = "{clone}"
    /// The export method for `xcodebuild -exportArchive`.
    public var exportMethod: String = "app-store-connect"

    /// The defaults.
    public init() {}
}
