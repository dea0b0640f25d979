import BrandFormats
import Foundation
import Support
import XCConfig
import XcodeProject

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
    /// The names of the build configurations the clones build, and every other one of their projects (used by CI
    /// or by other schemes): those of ``clones``, or of every clone of the workspace when it holds only some of them
    /// (a run of clones `validate` checks as it reads them).
    public let buildConfigurationNames: Set<String>
    /// What git ignores in the repository, for findings about missing files (a script writes an ignored one); `nil`
    /// for a workspace not read from files.
    package var gitIgnore: GitIgnore?
    /// The projects of the clones that a tool writes from a spec the repository commits (Element X's
    /// `ElementX.xcodeproj`, from XcodeGen's `project.yml`), by the path of the `.xcodeproj`: a finding in one is
    /// fixed in the spec.
    package var generatedProjects: [String: ProjectGenerator] = [:]
    private let positions: [String: Int]
    private let owners: LazyInputOwners

    /// Creates a workspace; `buildConfigurationNames` are those of every clone, when `clones` are only some
    /// (default: theirs, see ``buildConfigurationNames(of:)``).
    public init(
        root: String, manifest: Manifest, schema: Schema, clones: [LoadedClone], diagnostics: [Diagnostic],
        buildConfigurationNames: Set<String>? = nil
    ) {
        self.root = root
        self.manifest = manifest
        self.schema = schema
        self.clones = clones
        self.diagnostics = diagnostics
        self.buildConfigurationNames =
            buildConfigurationNames ?? Self.buildConfigurationNames(of: clones.map(\.definition))
        var positions: [String: Int] = [:]
        for (position, clone) in clones.enumerated() where positions[clone.id] == nil { positions[clone.id] = position }
        self.positions = positions
        self.owners = LazyInputOwners(clones)
    }

    /// The build configurations clones defined by `definitions` build, and the other ones of their projects.
    public static func buildConfigurationNames(of definitions: [CloneDefinition]) -> Set<String> {
        var names = Set<String>()
        for definition in definitions {
            for configuration in definition.configurations { names.insert(configuration.name) }
            names.formUnion(definition.buildConfigurations)
        }
        return names
    }

    /// The clone with id `id`, matched exactly.
    public func clone(_ id: String) -> LoadedClone? { positions[id].map { clones[$0] } }

    /// The clones a file is an input of, in clone order: those whose folder holds it, or that read it (an xcconfig
    /// file of a chain, an Info.plist, a catalog).
    ///
    /// Empty for files of the workspace as a whole (manifest, schema) and files no clone reads.
    public func owningClones(of file: String) -> [String] {
        owners.index.clones(reading: file).map { clones[$0].id }
    }

    /// The absolute path of `relative`, a path relative to the root.
    public func absolutePath(_ relative: String) -> String { Path.normalize(Path.join(root, relative)) }

    /// `path` relative to the root, for messages and output.
    ///
    /// A path outside the root climbs to it from the nearest folder they share (FreeOTP's fonts in
    /// `../../Downloads/…`), so that the output is the same on every machine; one that shares no folder with the root
    /// but `/` (a system path) is shown as it is.
    public func relativePath(_ path: String) -> String {
        let relative = Path.relative(path, to: root)
        guard Path.isAbsolute(relative), Path.isAbsolute(root) else { return relative }
        let base = Path.normalize(root).split(separator: "/")
        let target = Path.normalize(path).split(separator: "/")
        var shared = 0
        while shared < base.count, shared < target.count, base[shared] == target[shared] { shared += 1 }
        guard shared > 0 else { return relative }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init))
            .joined(separator: "/")
    }
}

/// ``InputOwners`` built on the first question: a plain `validate` asks none (only rule settings scoped to clones and
/// selected clones do), and building it is serial work over every input of every clone.
private final class LazyInputOwners: @unchecked Sendable {
    // Unchecked: `built` is read and written under `lock` only; `clones` is immutable.
    private let clones: [LoadedClone]
    private let lock = NSLock()
    private var built: InputOwners?

    init(_ clones: [LoadedClone]) {
        self.clones = clones
    }

    /// The index, built once.
    var index: InputOwners {
        lock.withLock {
            if let built { return built }
            let index = InputOwners(clones)
            built = index
            return index
        }
    }
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
