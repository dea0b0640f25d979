import XCConfig

/// Everything read from a workspace: the manifest, the schema and every clone, with every problem found while
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
    public let clones: [LoadedClone]
    /// Problems found while reading (syntax, encoding, unreadable files, manifest and schema errors).
    public var diagnostics: [Diagnostic]
    /// Every clone's definition, sorted by id: those of ``clones``, or of every clone of the workspace when it holds
    /// only some of them (a run of clones `validate` checks as it reads them).
    public let cloneDefinitions: [CloneDefinition]
    private let positions: [String: Int]
    private let owners: InputOwners

    /// Creates a workspace; `definitions` are every clone's, when `clones` are only some (default: theirs).
    public init(
        root: String, manifest: Manifest, schema: Schema, clones: [LoadedClone], diagnostics: [Diagnostic],
        definitions: [CloneDefinition]? = nil
    ) {
        self.root = root
        self.manifest = manifest
        self.schema = schema
        self.clones = clones
        self.diagnostics = diagnostics
        self.cloneDefinitions = definitions ?? clones.map(\.definition)
        var positions: [String: Int] = [:]
        for (position, clone) in clones.enumerated() where positions[clone.id] == nil { positions[clone.id] = position }
        self.positions = positions
        self.owners = InputOwners(clones)
    }

    /// The clone with id `id`, matched exactly.
    public func clone(_ id: String) -> LoadedClone? { positions[id].map { clones[$0] } }

    /// The clones a file is an input of, in clone order: those whose folder holds it, or that read it (an xcconfig
    /// file of a chain, an Info.plist, a catalog).
    ///
    /// Empty for files of the workspace as a whole (manifest, schema) and files no clone reads.
    public func owningClones(of file: String) -> [String] {
        owners.clones(reading: file).map { clones[$0].id }
    }

    /// The absolute path of `relative`, a path relative to the root.
    public func absolutePath(_ relative: String) -> String { Path.normalize(Path.join(root, relative)) }

    /// `path` relative to the root, for messages and output.
    public func relativePath(_ path: String) -> String { Path.relative(path, to: root) }
}

/// Every clone's inputs inverted: path → the clones reading it, so ownership is a look-up, not a search.
private struct InputOwners: Sendable {
    private var files: [String: [Int]] = [:]
    /// Folder entries by path, with the exceptions each leaves out (a synchronized folder's).
    private var folders: [String: [(position: Int, entry: CloneInputs.Entry)]] = [:]

    init(_ clones: [LoadedClone]) {
        for (position, clone) in clones.enumerated() {
            for entry in clone.inputs.entries {
                if entry.role.coversContents {
                    folders[entry.path, default: []].append((position, entry))
                } else if files[entry.path]?.last != position {
                    files[entry.path, default: []].append(position)
                }
            }
        }
    }

    /// The positions of the clones reading `path`, ascending.
    func clones(reading path: String) -> [Int] {
        let normalized = Path.normalize(path)
        var found = Set(files[normalized] ?? [])
        for folder in CloneInputs.folders(holding: normalized) {
            for (position, entry) in folders[folder] ?? [] where entry.covers(normalized) { found.insert(position) }
        }
        return found.sorted()
    }
}
