import Foundation
import XCConfig

/// The optional `brands.json` at a workspace's root: where things are, which configurations exist, how rules are tuned,
/// and how releases are tagged.
///
/// Every field has a default, so a workspace needs no manifest.
public struct Manifest: Sendable, Hashable {
    /// The folder holding one folder per clone, relative to the root.
    public var brandsFolder: String = "Brands"
    /// The folder holding the xcconfig files, relative to the root.
    public var configsFolder: String = "Configs"
    /// The schema file, relative to the root.
    public var schemaPath: String = "Brands/schema.json"
    /// The build configurations every clone has, lowest first (`Release` includes `Debug`).
    public var configurations: [String] = ["Debug", "Release"]
    /// The xcconfig file of a clone and configuration, relative to ``configsFolder``; `{clone}` and
    /// `{configuration}` are replaced.
    public var xcconfigPattern: String = "{clone}-{configuration}.xcconfig"
    /// Paths (files or folders, relative to the root) whose change affects every clone.
    public var sharedPaths: [String] = []
    /// Severity overrides by rule id.
    public var ruleSettings: [RuleSetting] = []
    /// Release planning settings.
    public var release = ReleaseSettings()
    /// Where the manifest was read from, or `nil` when the defaults are in use.
    public var file: String?

    /// The defaults.
    public init() {}

    /// The xcconfig path of `clone` in `configuration`, relative to the root.
    public func xcconfigPath(clone: String, configuration: String) -> String {
        let name = xcconfigPattern.replacingOccurrences(of: "{clone}", with: clone)
            .replacingOccurrences(of: "{configuration}", with: configuration)
        return Path.join(configsFolder, name)
    }
}

/// A rule's severity set by the manifest, for every clone or only some.
public struct RuleSetting: Sendable, Hashable {
    /// The rule id.
    public var rule: String
    /// The new severity, or `nil` to turn the rule off.
    public var severity: Severity?
    /// The clones this applies to; empty for all of them.
    public var clones: [String]
    /// Why, as the team wrote it.
    public var reason: String?
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a setting.
    public init(
        rule: String, severity: Severity?, clones: [String] = [], reason: String? = nil, location: SourceLocation
    ) {
        self.rule = rule
        self.severity = severity
        self.clones = clones
        self.reason = reason
        self.location = location
    }
}

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
