import Documents
import XCConfig

/// Reads a workspace through a ``FileSystem``: the manifest, the schema, then the clones the manifest's clone
/// source defines, each read by one ``CloneReader`` sharing one document cache.
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

    /// The clone source the manifest asks for.
    public func source(for manifest: Manifest) -> any CloneSource {
        FolderLayoutSource()
    }

    /// Reads the workspace rooted at `root` (an absolute path).
    public func load(root: String) -> Workspace {
        var documents = DocumentReader(fileSystem: fileSystem)
        let manifest = loadManifest(root: root, documents: &documents)
        let schema = loadSchema(root: root, manifest: manifest, documents: &documents)
        let context = CloneSourceContext(
            root: root, manifest: manifest, fileSystem: fileSystem, parameters: parameters)
        let source = source(for: manifest)
        let discovery = source.discover(in: context)
        documents.diagnostics += discovery.diagnostics
        let reader = CloneReader(fileSystem: fileSystem)
        let clones = discovery.definitions.sorted { $0.id < $1.id }.map { reader.read($0, documents: &documents) }
        documents.diagnostics += source.audit(clones, in: context)
        if clones.isEmpty {
            documents.diagnostics.append(
                WorkspaceMessage.noClones(searched: discovery.searched, at: discovery.searchLocation))
        }
        return Workspace(
            root: root, manifest: manifest, schema: schema, clones: clones, diagnostics: documents.diagnostics)
    }

    private func loadManifest(root: String, documents: inout DocumentReader) -> Manifest {
        let path = Path.join(root, ManifestDecoder.fileName)
        guard fileSystem.exists(path), let node = documents.json(at: path) else { return Manifest() }
        let decoded = ManifestDecoder.decode(node, file: path)
        documents.diagnostics += decoded.diagnostics
        return decoded.value ?? Manifest()
    }

    private func loadSchema(root: String, manifest: Manifest, documents: inout DocumentReader) -> Schema {
        let path = Path.join(root, manifest.schemaPath)
        if fileSystem.exists(path) {
            guard let node = documents.json(at: path) else { return Schema.builtIn }
            let decoded = SchemaDecoder.decode(node, file: path)
            documents.diagnostics += decoded.diagnostics
            return decoded.value ?? Schema.builtIn
        }
        return Schema.builtIn
    }
}
