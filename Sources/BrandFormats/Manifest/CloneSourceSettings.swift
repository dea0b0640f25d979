import Support

/// Where the manifest says clones come from: `clones` in `brands.json`.
///
/// `{"from": "folders", "config_file": "config.json", "folder": "Brands/{clone}"}` is the folder layout; `schemes`,
/// `targets` and `configurations` read an Xcode project; a list names each clone.
public struct CloneSourceSettings: Sendable, Hashable {
    /// The kinds of source `from` names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// One folder per clone holding its config file (the default).
        case folders
        /// Each shared scheme of the project that builds an application target.
        case schemes
        /// Each application target of the project.
        case targets
        /// Groups of build configurations of one target.
        case configurations
    }

    /// The kind of source, or `nil` when the manifest lists the clones.
    public var kind: Kind? = .folders
    /// Whether the manifest names the kind (`from`); without it, a repository with an Xcode project takes its clones
    /// from schemes and one without from folders.
    public var isKindGiven = false
    /// The scheme action whose build configuration each role takes (`actions`), where the manifest says; otherwise
    /// the release role takes the archive action's and the others the launch action's.
    public var actions: [String: SchemeActionName] = [:]
    /// The config file's name (or path inside the clone's folder): JSON, or a property list by its extension.
    public var configFile: String = "config.json"
    /// Each clone's folder, relative to the root, with `{clone}` for the clone's id; `nil` for the default
    /// (`<brands_folder>/{clone}` for the folder layout).
    public var folder: String?
    /// The target whose configurations are grouped, for ``Kind/configurations``.
    public var target: String?
    /// The configuration groups, for ``Kind/configurations``.
    public var groups: [ConfigurationGroup] = []
    /// Names (of schemes, targets, groups or folders) or ids of clones the source finds that are no clones, such as
    /// a test host app, each with where it is written (`exclude`).
    public var exclude: [String] = []
    /// Where each ``exclude`` entry is written.
    public var excludeLocations: [SourceLocation] = []
    /// The clones the manifest lists, when it lists them.
    public var listing: [CloneListing] = []
    /// Where `clones` is written, if it is.
    public var location: SourceLocation?

    /// The defaults: folders holding `config.json`.
    public init() {}
}

/// A clone made of build configurations of one target: role → configuration name.
public struct ConfigurationGroup: Sendable, Hashable {
    /// The clone's id.
    public var id: String
    /// The build configuration of each role (`Debug` → `KlarDebug`).
    public var configurations: [String: String]
    /// Where the group is written.
    public var location: SourceLocation

    /// Creates a group.
    public init(id: String, configurations: [String: String], location: SourceLocation) {
        self.id = id
        self.configurations = configurations
        self.location = location
    }
}

/// A clone the manifest lists by hand.
public struct CloneListing: Sendable, Hashable {
    /// The clone's id.
    public var id: String
    /// The name to show, when it differs from the id.
    public var name: String?
    /// The scheme that builds it.
    public var scheme: String?
    /// The target that builds it.
    public var target: String?
    /// Its folder, relative to the root.
    public var folder: String?
    /// Its config file, relative to its folder (or the root when it has none).
    public var configFile: String?
    /// The build configuration of each role, when they differ from the role names.
    public var configurations: [String: String]
    /// Where the entry is written.
    public var location: SourceLocation

    /// Creates a listing.
    public init(
        id: String, name: String? = nil, scheme: String? = nil, target: String? = nil, folder: String? = nil,
        configFile: String? = nil, configurations: [String: String] = [:], location: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.scheme = scheme
        self.target = target
        self.folder = folder
        self.configFile = configFile
        self.configurations = configurations
        self.location = location
    }
}

/// A scheme action as the manifest names it in `clones.actions`, whose build configuration a role takes.
///
/// The same five as Xcode's, `SchemeAction` of the project reader: this module does not depend on that one, so that
/// the manifest's reader is built and fuzzed without the project's (a test checks the two agree).
public enum SchemeActionName: String, Hashable, Sendable, CaseIterable {
    case test
    case launch
    case profile
    case analyze
    case archive
}
