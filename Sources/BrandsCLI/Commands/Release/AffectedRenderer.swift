import BrandKit

/// Renders the result of `brands affected` as text, JSON or a GitHub Actions matrix.
struct AffectedRenderer {
    /// The computation's result.
    let result: AffectedClones.Result
    /// The workspace the clones are in.
    let workspace: Workspace

    /// Each affected clone with the paths that touch it and the strongest reason; with `explain`, what to build
    /// for each clone, how each path changed, every reason, and the paths that touch no clone.
    func text(explain: Bool) -> String {
        var output = ""
        for clone in result.clones {
            output += clone.clone
            if explain, let loaded = workspace.clone(clone.clone) {
                let build = CloneBuildTarget(loaded, in: workspace)
                let parts = [
                    build.scheme.map { "scheme \($0)" }, build.configuration.map { "configuration \($0)" },
                    build.workspace.map { "workspace \($0)" }, build.project.map { "project \($0)" },
                ].compactMap { $0 }
                if !parts.isEmpty { output += " (" + parts.joined(separator: ", ") + ")" }
            }
            output += "\n"
            for reason in clone.reasons {
                guard explain else {
                    output += "  \(reason.path): \(reason.cause)\n"
                    continue
                }
                let change = reason.change.description
                output += "  \(reason.path)\(change.isEmpty ? "" : " (\(change))")\n"
                for cause in reason.causes { output += "    \(cause)\n" }
            }
        }
        if explain && !result.untouched.isEmpty {
            output += "touching no clone:\n"
            for path in result.untouched {
                let change = path.change.description
                output += "  \(path.path)\(change.isEmpty ? "" : " (\(change))"): \(untouchedReason(path.path))\n"
            }
        }
        let total = workspace.clones.count
        let count = result.pathCount
        output +=
            "\(result.clones.count) of \(Plural.count(total, "clone")) affected by \(Plural.count(count, "changed path"))\n"
        return output
    }

    /// Why a path touches no clone.
    private func untouchedReason(_ path: String) -> String {
        if path.hasPrefix("/") || path == ".." || path.hasPrefix("../") { return "it is outside the workspace" }
        if !workspace.owningClones(of: workspace.absolutePath(path)).isEmpty {
            return "it changes nothing the clones build"
        }
        return "no clone's targets build it, no settings read it, and it is not shared"
    }

    /// `{"clones": [{"id", "scheme", "configuration", "project"|"workspace", "reasons": [{"path", "because",
    /// "causes", "change"}]}], "untouched": [{"path", "change"}]}`.
    func json() -> String {
        let clones = result.clones.map { clone in
            var members = buildMembers(clone.clone)
            members["id"] = .string(clone.clone)
            members["reasons"] = .array(
                clone.reasons.map { reason in
                    .object([
                        "path": .string(reason.path), "because": .string(reason.cause.description),
                        "causes": .array(reason.causes.map { .string($0.description) }),
                        "change": .string(Self.name(of: reason.change)),
                    ])
                })
            return JSONOutput.object(members)
        }
        let untouched = result.untouched.map { path in
            JSONOutput.object(["path": .string(path.path), "change": .string(Self.name(of: path.change))])
        }
        return JSONOutput.object(["clones": .array(clones), "untouched": .array(untouched)]).rendered() + "\n"
    }

    /// `{"include": [{"clone", "scheme", "configuration", "project"|"workspace"}, …]}` on one line, for a
    /// `strategy.matrix`.
    func matrix() -> String {
        let include = result.clones.map { clone in
            var members = buildMembers(clone.clone)
            members["clone"] = .string(clone.clone)
            return JSONOutput.object(members)
        }
        return JSONOutput.object(["include": .array(include)]).rendered(pretty: false) + "\n"
    }

    /// The scheme, configuration and project or workspace of clone `id`, as JSON members.
    private func buildMembers(_ id: String) -> [String: JSONOutput] {
        guard let clone = workspace.clone(id) else { return [:] }
        let build = CloneBuildTarget(clone, in: workspace)
        var members: [String: JSONOutput] = [:]
        if let scheme = build.scheme { members["scheme"] = .string(scheme) }
        if let configuration = build.configuration { members["configuration"] = .string(configuration) }
        if let project = build.project { members["project"] = .string(project) }
        if let container = build.workspace { members["workspace"] = .string(container) }
        return members
    }

    /// The JSON name of a change: `changed`, `added`, `modified`, `deleted`, `renamed`, `renamed-away`.
    static func name(of change: ChangedPath.Change) -> String {
        switch change {
        case .changed: "changed"
        case .added: "added"
        case .modified: "modified"
        case .deleted: "deleted"
        case .renamed: "renamed"
        case .renamedAway: "renamed-away"
        }
    }
}
