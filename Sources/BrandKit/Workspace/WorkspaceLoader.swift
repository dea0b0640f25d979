import Documents
import XCConfig

/// Reads a workspace through a ``FileSystem``: manifest, schema, and every clone's files, evaluating each clone's
/// xcconfig chain to find its Info.plist.
///
/// Reading never stops at a broken file: its problems are recorded and the rest is read.
public struct WorkspaceLoader: Sendable {
    /// The file system everything is read through.
    public var fileSystem: any FileSystem
    /// The build parameters conditions are evaluated with (the configuration is set per configuration).
    public var parameters: ConditionParameters

    /// Creates a loader; `sdk` binds `[sdk=…]` conditions (default `iphoneos`).
    public init(fileSystem: any FileSystem, sdk: String? = "iphoneos", arch: String? = nil) {
        self.fileSystem = fileSystem
        self.parameters = ConditionParameters(sdk: sdk, arch: arch)
    }

    /// The nearest folder at or above `directory` that holds a manifest, or both `Brands/` and `Configs/`.
    public func findRoot(from directory: String) -> String? {
        var current = Path.normalize(directory)
        while true {
            if fileSystem.isFile(Path.join(current, ManifestDecoder.fileName))
                || (fileSystem.isDirectory(Path.join(current, "Brands"))
                    && fileSystem.isDirectory(Path.join(current, "Configs")))
            {
                return current
            }
            if current == "/" || current == "." { return nil }
            current = Path.directory(of: current)
        }
    }

    /// Reads the workspace rooted at `root` (an absolute path).
    public func load(root: String) -> Workspace {
        var reader = DocumentReader(fileSystem: fileSystem)
        let manifest = loadManifest(root: root, reader: &reader)
        let schema = loadSchema(root: root, manifest: manifest, reader: &reader)
        let brandsFolder = Path.join(root, manifest.brandsFolder)
        var clones: [CloneFiles] = []
        for id in cloneFolders(in: brandsFolder, reader: &reader) {
            clones.append(loadClone(id: id, root: root, manifest: manifest, reader: &reader))
        }
        return Workspace(
            root: root, manifest: manifest, schema: schema, clones: clones, diagnostics: reader.diagnostics)
    }

    private func loadManifest(root: String, reader: inout DocumentReader) -> Manifest {
        let path = Path.join(root, ManifestDecoder.fileName)
        guard fileSystem.exists(path), let node = reader.json(at: path) else { return Manifest() }
        let decoded = ManifestDecoder.decode(node, file: path)
        reader.diagnostics += decoded.diagnostics
        return decoded.value ?? Manifest()
    }

    private func loadSchema(root: String, manifest: Manifest, reader: inout DocumentReader) -> Schema {
        let path = Path.join(root, manifest.schemaPath)
        if fileSystem.exists(path) {
            guard let node = reader.json(at: path) else { return Schema.builtIn }
            let decoded = SchemaDecoder.decode(node, file: path)
            reader.diagnostics += decoded.diagnostics
            return decoded.value ?? Schema.builtIn
        }
        return Schema.builtIn
    }

    /// The names of the folders under `Brands/` that hold a `config.json`, sorted.
    private func cloneFolders(in brandsFolder: String, reader: inout DocumentReader) -> [String] {
        let names: [String]
        do {
            names = try fileSystem.entries(of: brandsFolder)
        } catch {
            reader.diagnostics.append(WorkspaceMessage.missingBrandsFolder(brandsFolder))
            return []
        }
        var ids: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = Path.join(brandsFolder, name)
            if let problem = linkProblem(at: path) {
                reader.diagnostics.append(problem)
                continue
            }
            // A config.json that is a broken link still makes a clone, so that it is reported as unreadable
            // rather than the clone silently disappearing.
            let config = Path.join(path, "config.json")
            if fileSystem.isDirectory(path) && (fileSystem.exists(config) || fileSystem.isSymbolicLink(config)) {
                ids.append(name)
            }
        }
        return ids
    }

    /// Why the symbolic link at `path` is a problem: it points nowhere (or at itself), or at a folder that contains it.
    ///
    /// `nil` for a sound link and for anything that is no link.
    private func linkProblem(at path: String) -> Diagnostic? {
        guard fileSystem.isSymbolicLink(path) else { return nil }
        guard fileSystem.exists(path) else { return WorkspaceMessage.brokenLink(path) }
        guard fileSystem.isDirectory(path) else { return nil }
        let target = fileSystem.canonicalPath(of: path)
        let folder = fileSystem.canonicalPath(of: Path.directory(of: path))
        if folder == target || folder.hasPrefix(target == "/" ? "/" : target + "/") {
            return WorkspaceMessage.linkLoop(path)
        }
        return nil
    }

    private func loadClone(id: String, root: String, manifest: Manifest, reader: inout DocumentReader) -> CloneFiles {
        var clone = CloneFiles(id: id, folder: Path.join(Path.join(root, manifest.brandsFolder), id))
        clone.config = reader.json(at: clone.configPath)
        if fileSystem.exists(clone.fontsPlistPath) { clone.fontsPlist = reader.plist(at: clone.fontsPlistPath) }
        let catalogPath = Path.join(clone.folder, "Assets.xcassets")
        // A file named like the catalog is read too, so that it is reported rather than ignored.
        if fileSystem.exists(catalogPath) {
            let catalog = AssetCatalogReader(fileSystem: fileSystem).read(at: catalogPath)
            reader.diagnostics += catalog.diagnostics
            clone.assetCatalog = catalog.value
        }
        clone.fontFiles = fontFiles(in: clone.folder, skipping: clone.configPath, reader: &reader)
        let loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: root)
        for configuration in manifest.configurations {
            let path = Path.join(root, manifest.xcconfigPath(clone: id, configuration: configuration))
            guard fileSystem.exists(path) else { continue }
            let loaded = reader.xcconfig(at: path, loader: loader)
            clone.xcconfigs[configuration] = loaded
            let settings = BuildSettingsResolver(root: root, parameters: parameters)
                .resolve(loaded, target: id, configuration: configuration)
            clone.settings[configuration] = settings
            reader.recordOnce(settings.diagnostics)
            let infoPlist = settings.value(of: "INFOPLIST_FILE")
            if !infoPlist.isEmpty {
                let plistPath = Path.normalize(Path.join(root, infoPlist))
                clone.infoPlistPaths[configuration] = plistPath
                if !fileSystem.exists(plistPath) { clone.missingInfoPlists.insert(plistPath) }
                if clone.infoPlists[plistPath] == nil, fileSystem.isFile(plistPath),
                    let node = reader.plist(at: plistPath)
                {
                    clone.infoPlists[plistPath] = node
                }
            }
        }
        return clone
    }

    /// `.ttf`, `.otf` and `.ttc` files anywhere in the clone's folder, not following symbolic links; broken
    /// and looping links are reported on the way (except at `skipped`, which is reported when read).
    private func fontFiles(in folder: String, skipping skipped: String, reader: inout DocumentReader) -> [FontFile] {
        var fonts: [FontFile] = []
        var pending = [(folder, 0)]
        while let (current, depth) = pending.popLast() {
            guard let names = try? fileSystem.entries(of: current) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = Path.join(current, name)
                if fileSystem.isSymbolicLink(path) {
                    if path != skipped, let problem = linkProblem(at: path) { reader.diagnostics.append(problem) }
                    continue
                }
                if fileSystem.isDirectory(path) {
                    if depth < 8 && Path.pathExtension(of: name) != "xcassets" { pending.append((path, depth + 1)) }
                } else if ["ttf", "otf", "ttc"].contains(Path.pathExtension(of: name).lowercased()) {
                    fonts.append(FontFile(path: path, postScriptName: reader.fontName(at: path)))
                }
            }
        }
        return fonts.sorted { $0.path < $1.path }
    }
}
