import Documents
import XCConfig

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
