import XCConfig

/// Which clones a set of changed paths touches, and why: files under a clone's folder, any xcconfig in its include
/// chain (or its own xcconfig, even when deleted), the Info.plist its settings name, and the schema, the manifest and
/// the manifest's `shared_paths` (every clone).
///
/// Other paths touch no clone.
public struct AffectedClones: Sendable {
    /// Why a changed path touches a clone.
    public enum Cause: Sendable, Hashable, CustomStringConvertible {
        /// The path is in the clone's folder.
        case cloneFolder
        /// The path is an xcconfig in the clone's include chain.
        case xcconfigChain
        /// The path is the clone's own xcconfig of a configuration (it may no longer exist).
        case cloneXCConfig
        /// The path is the Info.plist the clone's `INFOPLIST_FILE` names.
        case infoPlist
        /// The path is the schema.
        case schema
        /// The path is the manifest.
        case manifest
        /// The path is under this shared path of the manifest.
        case sharedPath(String)

        /// A phrase completing "affected because …".
        public var description: String {
            switch self {
            case .cloneFolder: "it is in the clone's folder"
            case .xcconfigChain: "it is in the clone's xcconfig include chain"
            case .cloneXCConfig: "it is the clone's xcconfig"
            case .infoPlist: "it is the clone's Info.plist"
            case .schema: "it is the schema every clone is checked against"
            case .manifest: "it is the manifest"
            case .sharedPath(let shared): "it is under the shared path '\(shared)'"
            }
        }
    }

    /// One changed path and why it touches a clone.
    public struct Reason: Sendable, Hashable {
        /// The changed path, relative to the root.
        public var path: String
        /// Why it touches the clone.
        public var cause: Cause

        /// Creates a reason.
        public init(path: String, cause: Cause) {
            self.path = path
            self.cause = cause
        }
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

    /// Creates the computation.
    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The affected clones sorted by id; `paths` are relative to the workspace root, or absolute.
    public func compute(changedPaths paths: [String]) -> [Affected] {
        var reasons: [String: [Reason]] = [:]
        let all = workspace.clones.map(\.id)
        let manifest = workspace.manifest
        for raw in paths where !raw.isEmpty {
            let relative = Path.normalize(Path.isAbsolute(raw) ? workspace.relativePath(raw) : raw)
            // A path outside the workspace is no input of any clone.
            if Path.isAbsolute(relative) || relative == ".." || relative.hasPrefix("../") { continue }
            let absolute = workspace.absolutePath(relative)
            func add(_ clones: [String], _ cause: Cause) {
                for clone in clones { reasons[clone, default: []].append(Reason(path: relative, cause: cause)) }
            }
            if relative == manifest.schemaPath {
                add(all, .schema)
            } else if relative == ManifestDecoder.fileName {
                add(all, .manifest)
            } else if let shared = manifest.sharedPaths.first(where: { Self.isInside(relative, Path.normalize($0)) }) {
                add(all, .sharedPath(shared))
            }
            for clone in workspace.clones {
                if Self.isInside(absolute, clone.folder) {
                    add([clone.id], .cloneFolder)
                } else if manifest.configurations.contains(where: {
                    workspace.absolutePath(manifest.xcconfigPath(clone: clone.id, configuration: $0)) == absolute
                }) {
                    add([clone.id], .cloneXCConfig)
                } else if clone.xcconfigs.values.contains(where: { $0.files.contains(absolute) }) {
                    add([clone.id], .xcconfigChain)
                } else if clone.infoPlistPaths.values.contains(absolute) {
                    add([clone.id], .infoPlist)
                }
            }
        }
        return reasons.keys.sorted().map { clone in
            var seen = Set<Reason>()
            return Affected(clone: clone, reasons: reasons[clone, default: []].filter { seen.insert($0).inserted })
        }
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard !folder.isEmpty, folder != "." else { return true }
        return path == folder || path.hasPrefix(folder + "/")
    }
}
