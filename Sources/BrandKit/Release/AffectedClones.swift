import XCConfig

/// Which clones a set of changed paths touches, and why.
public struct AffectedClones: Sendable {
    /// Why a clone is affected.
    public struct Reason: Sendable, Hashable {
        /// The changed path, relative to the root.
        public var path: String
        /// A phrase: `in the clone's folder`, `in its xcconfig chain`, `the schema`, `a shared path`.
        public var because: String
    }

    /// The workspace.
    public var workspace: Workspace

    /// Creates the computation.
    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Affected clone ids (sorted) with the reasons for each; `paths` are relative to the root (or absolute).
    public func compute(changedPaths paths: [String]) -> [(clone: String, reasons: [Reason])] {
        var reasons: [String: [Reason]] = [:]
        let all = workspace.clones.map(\.id)
        let manifest = workspace.manifest
        for raw in paths {
            let relative = Path.normalize(Path.isAbsolute(raw) ? workspace.relativePath(raw) : raw)
            let absolute = workspace.absolutePath(relative)
            func add(_ clones: [String], _ because: String) {
                for clone in clones { reasons[clone, default: []].append(Reason(path: relative, because: because)) }
            }
            if relative == manifest.schemaPath {
                add(all, "the schema changed")
            } else if relative == ManifestDecoder.fileName {
                add(all, "the manifest changed")
            } else if let shared = manifest.sharedPaths.first(where: { Self.isInside(relative, $0) }) {
                add(all, "it is under the shared path '\(shared)'")
            }
            for clone in workspace.clones {
                if Self.isInside(absolute, clone.folder) {
                    add([clone.id], "it is in the clone's folder")
                } else if clone.xcconfigs.values.contains(where: { $0.files.contains(absolute) }) {
                    add([clone.id], "it is in the clone's xcconfig chain")
                } else if manifest.configurations.contains(where: {
                    workspace.absolutePath(manifest.xcconfigPath(clone: clone.id, configuration: $0)) == absolute
                }) {
                    add([clone.id], "it is the clone's xcconfig")
                }
            }
        }
        return reasons.keys.sorted().map { clone in
            var seen = Set<Reason>()
            return (clone, reasons[clone, default: []].filter { seen.insert($0).inserted })
        }
    }

    /// Whether `path` is `folder` or lies inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return path == folder || path.hasPrefix(folder + "/")
    }
}
