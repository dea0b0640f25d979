import XCConfig

/// Everything read from a workspace: the manifest, the schema and every clone's files, with every problem found while
/// reading them.
///
/// Nothing here is checked yet; rules do that.
public struct Workspace: Sendable {
    /// The absolute path of the workspace's root folder.
    public var root: String
    /// The manifest, or the defaults.
    public var manifest: Manifest
    /// The schema, or the built-in one.
    public var schema: Schema
    /// Every clone, sorted by id.
    public var clones: [CloneFiles]
    /// Problems found while reading (syntax, encoding, unreadable files, manifest and schema errors).
    public var diagnostics: [Diagnostic]

    /// Creates a workspace.
    public init(root: String, manifest: Manifest, schema: Schema, clones: [CloneFiles], diagnostics: [Diagnostic]) {
        self.root = root
        self.manifest = manifest
        self.schema = schema
        self.clones = clones
        self.diagnostics = diagnostics
    }

    /// The clone with folder name `id`, matched exactly.
    public func clone(_ id: String) -> CloneFiles? { clones.first { $0.id == id } }

    /// The absolute path of `relative`, a path relative to the root.
    public func absolutePath(_ relative: String) -> String { Path.normalize(Path.join(root, relative)) }

    /// `path` relative to the root, for messages and output.
    public func relativePath(_ path: String) -> String { Path.relative(path, to: root) }
}

/// The files of one clone, as read.
public struct CloneFiles: Sendable {
    /// The folder's name under `Brands/`, which is the clone's id.
    public var id: String
    /// The absolute path of the clone's folder.
    public var folder: String
    /// `config.json`, when it parsed.
    public var config: JSONNode?
    /// The absolute path of `config.json`.
    public var configPath: String
    /// `custom_fonts.plist`, when present and parsed.
    public var fontsPlist: PlistNode?
    /// The absolute path of `custom_fonts.plist`.
    public var fontsPlistPath: String
    /// The asset catalog, when present.
    public var assetCatalog: AssetCatalog?
    /// The font files bundled in the clone's folder, with their PostScript names.
    public var fontFiles: [FontFile]
    /// The xcconfig chain of each configuration, by configuration name.
    public var xcconfigs: [String: LoadedXCConfig]
    /// The evaluated build settings of each configuration, by configuration name.
    public var settings: [String: ResolvedSettings]
    /// The absolute path `INFOPLIST_FILE` names, by configuration name.
    public var infoPlistPaths: [String: String]
    /// The Info.plist paths `INFOPLIST_FILE` names that do not exist.
    public var missingInfoPlists: Set<String> = []
    /// The Info.plist files the configurations point at, by absolute path (absent when unreadable).
    public var infoPlists: [String: PlistNode]

    /// Creates an empty clone record for `id` in `folder`.
    public init(id: String, folder: String) {
        self.id = id
        self.folder = folder
        self.configPath = Path.join(folder, "config.json")
        self.fontsPlistPath = Path.join(folder, "custom_fonts.plist")
        self.fontFiles = []
        self.xcconfigs = [:]
        self.settings = [:]
        self.infoPlistPaths = [:]
        self.infoPlists = [:]
    }
}

/// A font file in a clone's folder.
public struct FontFile: Sendable, Hashable {
    /// The absolute path.
    public var path: String
    /// The file name, as `UIAppFonts` lists it.
    public var fileName: String
    /// The PostScript name from the file's `name` table, when it could be read.
    public var postScriptName: String?

    /// Creates a record.
    public init(path: String, postScriptName: String?) {
        self.path = path
        self.fileName = Path.lastComponent(of: path)
        self.postScriptName = postScriptName
    }
}
