import Foundation
import Support

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
    /// Whether clones are checked against a schema.
    ///
    /// `"schema": null` turns the schema off (no fields, flags, theme roles, fonts, build settings or Info.plist keys
    /// are required), for repositories whose config files follow their own format. The loader also turns it off for
    /// clones read from a project when the manifest names no schema, there is no schema file and no clone's config
    /// file follows the built-in schema (see ``WorkspaceLoader``).
    public var usesSchema = true
    /// Whether the manifest has a `schema` key (a path or `null`), so that the schema is what it says.
    public var namesSchema = false
    /// The build configurations every clone has, lowest first (`Release` includes `Debug`).
    public var configurations: [String] = ["Debug", "Release"]
    /// The xcconfig file of a clone and configuration, relative to ``configsFolder``; `{clone}` and
    /// `{configuration}` are replaced.
    public var xcconfigPattern: String = "{clone}-{configuration}.xcconfig"
    /// Whether clones of the folder layout have xcconfig files; `"xcconfig": null` says they have none, so their
    /// configurations have built-in settings only and identity comes from ``identity``.
    public var usesXCConfigs = true
    /// Identity values read from each clone's config file, for clones whose build settings do not give them.
    public var identity = IdentityDeclaration()
    /// Where clones come from (`clones`).
    public var clones = CloneSourceSettings()
    /// The Xcode project or workspace, relative to the root (`project`), when the manifest names one.
    public var project: String?
    /// Where `project` is written, if it is.
    public var projectLocation: SourceLocation?
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

    /// Each clone's folder, relative to the root, with `{clone}` for the clone's id: `clones.folder`, else
    /// `<brands_folder>/{clone}`.
    public var cloneFolderPattern: String { clones.folder ?? Path.join(brandsFolder, "{clone}") }

    /// The xcconfig path of `clone` in `configuration`, relative to the root.
    public func xcconfigPath(clone: String, configuration: String) -> String {
        let name = xcconfigPattern.replacingEvery("{clone}", with: clone)
            .replacingEvery("{configuration}", with: configuration)
        return Path.join(configsFolder, name)
    }
}
