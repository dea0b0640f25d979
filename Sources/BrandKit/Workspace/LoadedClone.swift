import Documents
import Support
import XCConfig

/// One clone as read: its definition, its documents, and each configuration's settings, Info.plist and identity.
///
/// This is the record rules see; nothing in it is checked yet.
public struct LoadedClone: Sendable {
    /// What the clone's source defined.
    @Indirect public var definition: CloneDefinition
    /// The config file as JSON (a property-list config file is converted), when it parsed.
    public var config: JSONNode?
    /// The fonts property list, when present and parsed.
    public var fontsPlist: PlistNode?
    /// The asset catalogs that could be read, in the definition's order.
    public var catalogs: [AssetCatalog]
    /// The bundled font files, with their PostScript names.
    public var fontFiles: [FontFile]
    /// The font files the clone's target copies that are not on disk (none for a folder clone, whose fonts are found
    /// on disk).
    public var missingFontFiles: [MissingFontFile] = []
    /// One configuration per role, in the definition's order.
    public var configurations: [LoadedConfiguration]
    /// Every file the clone reads, and why.
    public var inputs: CloneInputs
    /// The application target, its embedded extensions and its dependencies, for a clone built from an Xcode
    /// project; `nil` for a clone without one.
    public var product: CloneProduct?
    /// Whether the clone was read in full; `false` for a clone a ``CloneSelection`` left out, whose asset catalogs,
    /// fonts, fonts plist and entitlements were not read (its inputs, config file, settings and identity were).
    public var isFullyRead = true
    /// Whether the config file the definition names is not there (``ConfigFileNotFoundRule``).
    public var isConfigFileMissing = false

    /// Creates a clone that has read nothing yet.
    public init(definition: CloneDefinition) {
        self.definition = definition
        self.catalogs = []
        self.fontFiles = []
        self.configurations = []
        self.inputs = CloneInputs()
    }

    /// The clone's id.
    public var id: String { definition.id }
    /// The clone's folder, if it has one.
    public var folder: String? { definition.folder }
    /// The config file's path, if the clone has one.
    public var configPath: String? { definition.configFile }
    /// Where findings about the clone as a whole go: the start of its config file, else (none, or one that is not
    /// there) where it is defined.
    public var location: SourceLocation {
        isConfigFileMissing
            ? definition.origin.location
            : definition.configFile.map { .start(of: $0) }
                ?? definition.origin.location
    }

    /// Whether an asset catalog the clone builds was not read (not there, not a folder, or resources not read):
    /// what it holds is unknown, and the reading finding says why.
    public var hasUnreadCatalog: Bool {
        let read = Set(catalogs.map(\.path))
        return definition.catalogs.contains { !read.contains($0) }
    }

    /// The configuration with role `role`.
    public func configuration(_ role: String) -> LoadedConfiguration? {
        configurations.first { $0.role == role }
    }

    /// The Info.plists the configurations read, each once, by path.
    public var infoPlists: [(path: String, plist: PlistNode)] {
        var seen = Set<String>()
        return configurations.compactMap { configuration in
            guard let path = configuration.infoPlistPath, let plist = configuration.infoPlist,
                seen.insert(path).inserted
            else { return nil }
            return (path, plist)
        }
    }

    /// The colour set named `name` in the first catalog that has it.
    public func colorSet(named name: String) -> ColorSet? {
        for catalog in catalogs {
            if let set = catalog.colorSet(named: name) { return set }
        }
        return nil
    }

    /// For each of `names`, ``colorSet(named:)``, found in one pass over the catalogs.
    package func colorSets(named names: [String]) -> [ColorSet?] {
        var found = [ColorSet?](repeating: nil, count: names.count)
        var missing = names.count
        for catalog in catalogs where missing > 0 {
            for set in catalog.colorSets {
                for (index, name) in names.enumerated() where found[index] == nil && set.name == name {
                    found[index] = set
                    missing -= 1
                }
            }
        }
        return found
    }

    /// The app icon set named `name` in the first catalog that has it.
    public func appIconSet(named name: String) -> AppIconSet? {
        for catalog in catalogs {
            if let set = catalog.appIconSet(named: name) { return set }
        }
        return nil
    }

    /// The brand assets (a tvOS app icon) named `name` in the first catalog that has them.
    public func brandAssets(named name: String) -> BrandAssets? {
        for catalog in catalogs {
            if let assets = catalog.brandAssets(named: name) { return assets }
        }
        return nil
    }
}

extension LoadedClone {
    /// The clone as the rules comparing clones read it once every clone has been read.
    ///
    /// See ``Rule/comparesClones``. It keeps its definition, inputs and product; of its config file the `features`
    /// and `overrides` members; of its asset catalogs the names and paths of the colour sets; each configuration as
    /// ``LoadedConfiguration/retainedForComparison`` keeps it. Its fonts plist, font files, the colours of its colour
    /// sets and its other sets are not kept.
    public var retainedForComparison: LoadedClone {
        var kept = self
        kept.config = config.map(Self.comparedMembers)
        kept.fontsPlist = nil
        kept.fontFiles = []
        kept.catalogs = catalogs.map { catalog in
            AssetCatalog(
                path: catalog.path,
                colorSets: catalog.colorSets.map { ColorSet(name: $0.name, path: $0.path, variants: []) })
        }
        kept.configurations = configurations.map(\.retainedForComparison)
        return kept
    }

    /// The keys of a config file the rules comparing clones read: the flags, and the flags' overrides.
    static let comparedKeys: Set<String> = ["features", "overrides"]

    /// `config` with only its ``comparedKeys`` members, in their order.
    private static func comparedMembers(_ config: JSONNode) -> JSONNode {
        guard case .object(let members) = config.value else { return config }
        return JSONNode(.object(members.filter { comparedKeys.contains($0.key) }), at: config.location)
    }
}
