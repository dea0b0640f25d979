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
