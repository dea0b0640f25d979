import BrandFormats
import Support
import XCConfig

/// Which clones a set of changed paths touches, and why: any input of a clone (its folder, config file, catalogs,
/// fonts, the xcconfig files its configurations start from even when deleted, every file of their include chains
/// and every path the include search looks at, its Info.plist and entitlements, its project, scheme and workspace,
/// and every file its app target, the extensions the app embeds and their dependencies build, synchronized folders
/// less their exceptions), and the schema, the manifest and the manifest's `shared_paths` (every clone).
///
/// A changed folder (a submodule bumped, as git's diff names it) touches each clone with an input in it
/// (``Cause/holding(_:)``). Other paths touch no clone.
public struct AffectedClones: Sendable {
    /// One changed path and why it touches a clone.
    public struct Reason: Sendable, Hashable {
        /// The changed path, relative to the root and normalised.
        public var path: String
        /// Why it touches the clone: the strongest cause.
        public var cause: Cause
        /// The other causes, weaker, in precedence order (a file in the clone's folder that its target also builds).
        public var otherCauses: [Cause]
        /// How the path changed.
        public var change: ChangedPath.Change

        /// Creates a reason.
        public init(path: String, cause: Cause, otherCauses: [Cause] = [], change: ChangedPath.Change = .changed) {
            self.path = path
            self.cause = cause
            self.otherCauses = otherCauses
            self.change = change
        }

        /// Every cause, strongest first.
        public var causes: [Cause] { [cause] + otherCauses }
    }

    /// Every affected clone, and the changed paths that touch none.
    public struct Result: Sendable, Hashable {
        /// The affected clones, sorted by id.
        public var clones: [Affected]
        /// The changed paths (normalised, relative to the root, or absolute when outside it) that touch no clone.
        public var untouched: [ChangedPath]
        /// How many distinct paths changed.
        public var pathCount: Int
    }

    /// An affected clone and every reason it is affected.
    public struct Affected: Sendable, Hashable {
        /// The clone's id.
        public var clone: String
        /// The reasons, in the order of the changed paths.
        public var reasons: [Reason]
    }

    /// The workspace.
    public var workspace: Workspace
    /// The clones that a change to their project file does not touch, because the project builds them as before
    /// (see ``ProjectBuildState``).
    public var builtAsBefore: Set<String>

    /// Creates the computation; `builtAsBefore` names the clones whose project builds them as before the change.
    public init(workspace: Workspace, builtAsBefore: Set<String> = []) {
        self.workspace = workspace
        self.builtAsBefore = builtAsBefore
    }

    /// The clones of `workspace` that `earlier`, the workspace before the change, has too and builds the same way.
    public static func builtAsBefore(in workspace: Workspace, earlier: Workspace) -> Set<String> {
        Set(
            workspace.clones.filter { clone in
                earlier.clone(clone.id).map(ProjectBuildState.init) == ProjectBuildState(clone)
            }.map(\.id))
    }

    /// The affected clones sorted by id, each reason giving only the strongest cause; `paths` are relative to the
    /// workspace root, or absolute.
    public func compute(changedPaths paths: [String]) -> [Affected] {
        compute(changes: paths.map { ChangedPath($0) }).clones.map { affected in
            var plain = affected
            plain.reasons = affected.reasons.map { Reason(path: $0.path, cause: $0.cause) }
            return plain
        }
    }

    /// The affected clones and the paths that touch none; paths are relative to the workspace root, or absolute,
    /// and normalised (`./x`, `x/` and `a/../x` are `x`).
    public func compute(changes: [ChangedPath]) -> Result {
        var reasons: [String: [Reason]] = [:]
        var untouched: [ChangedPath] = []
        var seenPaths = Set<String>()
        let all = workspace.clones.map(\.id)
        let manifest = workspace.manifest
        let schema = Path.normalize(manifest.schemaPath)
        let shared = manifest.sharedPaths.map { ($0, Path.normalize($0)) }
        var folders: FolderInputs?
        for change in changes where !change.path.isEmpty {
            let relative = normalized(change.path)
            guard seenPaths.insert(relative).inserted else { continue }
            // A path outside the workspace is no input of any clone.
            if Path.isAbsolute(relative) || relative == ".." || relative.hasPrefix("../") {
                untouched.append(ChangedPath(relative, change.change))
                continue
            }
            let absolute = workspace.absolutePath(relative)
            var causes: [String: [Cause]] = [:]
            let everyClone: Cause? =
                relative == schema
                ? .schema
                : relative == ManifestDecoder.fileName
                    ? .manifest : shared.first { Self.isInside(relative, $0.1) }.map { .sharedPath($0.0) }
            if let everyClone { for id in all { causes[id] = [everyClone] } }
            for id in workspace.owningClones(of: absolute) {
                // The strongest cause first: a file in the clone's folder is that, whatever else it is.
                for entry in workspace.clone(id)?.inputs.entries(for: absolute) ?? [] {
                    var cause = Cause(entry)
                    if cause == .projectFile && builtAsBefore.contains(id) { continue }
                    // The folder a header search path names, or one holding sources, is no header but holds them (a
                    // header the project references is one).
                    if entry.role == .headerFolder && entry.path == absolute && !CloneInputs.isHeader(absolute) {
                        cause = .holding(cause)
                    }
                    if causes[id]?.contains(cause) != true { causes[id, default: []].append(cause) }
                }
            }
            // A submodule bumped is one changed path, its folder (`deps/libapps`, Trio's `LoopKit` in git's diff): it
            // changes what the clones read or build inside it (ish's hterm, AltStore's Roxas, blink's ios_system).
            // Each clone is asked on its own: another may read the folder itself (a header search path).
            if causes.count < all.count {
                if folders == nil { folders = FolderInputs(workspace, leavingOutProjectFilesOf: builtAsBefore) }
                for (id, entry) in folders?.strongestInputs(in: absolute) ?? [:] where causes[id] == nil {
                    causes[id] = [.holding(Cause(entry))]
                }
            }
            if causes.isEmpty { untouched.append(ChangedPath(relative, change.change)) }
            for (id, found) in causes {
                // A part's cause that the clone has itself says nothing more: a project-level xcconfig or the Podfile
                // is every target's (ish listed seven reasons for one file, AltStore two for each Pods file).
                let all = found
                let found = all.filter { cause in
                    if case .productTarget(_, let own) = cause { return !all.contains(own) }
                    return true
                }
                guard let first = found.first else { continue }
                reasons[id, default: []].append(
                    Reason(path: relative, cause: first, otherCauses: Array(found.dropFirst()), change: change.change))
            }
        }
        let clones = reasons.keys.sorted().map { clone in
            Affected(clone: clone, reasons: reasons[clone, default: []])
        }
        return Result(clones: clones, untouched: untouched, pathCount: seenPaths.count)
    }

    /// `path` relative to the root and normalised, when it lies inside the root; else absolute (or starting with
    /// `..`).
    public func normalized(_ path: String) -> String {
        Path.normalize(Path.isAbsolute(path) ? workspace.relativePath(Path.normalize(path)) : path)
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard !folder.isEmpty, folder != "." else { return true }
        return path == folder || path.hasPrefix(folder + "/")
    }
}
