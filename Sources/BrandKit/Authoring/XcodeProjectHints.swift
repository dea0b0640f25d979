import Support
import XCConfig

/// The Xcode project edits `brands new` and `brands remove` leave to be done by hand, as exact as the clone's
/// definition allows.
struct XcodeProjectHints {
    let workspace: Workspace
    let fileSystem: any FileSystem

    /// The project the clones are built from, where targets and schemes are edited: the clone's `.xcodeproj` (not the
    /// workspace it is built in: votinginfoproject's steps named `VotingInformationProject.xcworkspace`), the
    /// manifest's `project`, else the only `.xcodeproj` at the root.
    func project(of clone: LoadedClone) -> String? {
        if let project = clone.definition.xcodeProject ?? clone.definition.project {
            return workspace.relativePath(project)
        }
        if let project = workspace.manifest.project { return project }
        let projects = ((try? fileSystem.entries(of: workspace.root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        return projects.count == 1 ? projects[0] : nil
    }

    /// How to add `id`, a copy of `source` whose own files are `files`, to the project.
    func additionSteps(id: String, copying source: LoadedClone, files: [String]) -> [String] {
        guard let project = project(of: source) else { return [] }
        // The copies of its base configurations: one left where it is (the project's own, which the duplicate reads
        // as the source did, or another clone's) is no base to set.
        let copied = Set(files)
        // One copy read by several configurations is named once, with all of them (`Gamma.xcconfig (Debug, Release)`).
        var bases: [(path: String, configurations: [String])] = []
        for configuration in source.configurations {
            guard let path = configuration.definition.xcconfigPaths.last,
                copied.contains(workspace.absolutePath(rewrittenPath(path, of: source, as: id)))
            else { continue }
            let copy = rewrittenPath(path, of: source, as: id)
            if let index = bases.firstIndex(where: { $0.path == copy }) {
                bases[index].configurations.append(configuration.definition.name)
            } else {
                bases.append((copy, [configuration.definition.name]))
            }
        }
        let xcconfigs = bases.map { "\($0.path) (\($0.configurations.joined(separator: ", ")))" }
        let base = xcconfigs.isEmpty ? "" : ", set its base configurations to \(xcconfigs.joined(separator: " and "))"
        let folder = source.definition.folder.map { workspace.relativePath($0) }
        let newFolder = folder.map { CopyPathRewriter(copying: source, as: id, in: workspace).rewrite($0).text }
        let resources =
            zip(folder.map { [$0] } ?? [], newFolder.map { [$0] } ?? []).map { old, new in
                ", and give it the resources of \(new) in place of those of \(old)"
            }.first ?? catalogSwap(copying: source, as: id, files: copied)
        let target = Self.targets(of: source)
        let scheme = source.definition.scheme.map { "scheme '\($0)'" } ?? "its shared scheme"
        // A scheme that builds a target other clones build too, in configurations of its own: the copy is made the
        // same way, by configurations rather than by a target of its own. Each configuration is named once: a scheme
        // may build both roles in one (News Beta builds both in `Beta`).
        var named = Set<String>()
        let own = source.configurations.filter {
            $0.definition.name != $0.definition.role && named.insert($0.definition.name).inserted
        }
        if source.definition.origin.kind == .scheme, let name = source.definition.target, !own.isEmpty,
            !clonesSharingTarget(with: source).isEmpty
        {
            let names = NameList.joined(own.map { "'\($0.definition.name)'" })
            let noun = Plural.noun(own.count, "build configuration")
            let bases = own.compactMap { configuration in
                configuration.definition.xcconfigPaths.last.map {
                    "\(rewrittenPath($0, of: source, as: id)) in the copy of '\(configuration.definition.name)'"
                }
            }
            let set =
                bases.isEmpty
                ? "" : ", and base target '\(name)' on \(bases.joined(separator: " and "))"
            return [
                "in \(project): duplicate the \(noun) \(names) of \(source.id) for '\(id)'\(set)",
                "in \(project): duplicate \(scheme) as '\(id)' (shared) and set its actions' build configurations to "
                    + "the copies",
            ]
        }
        switch source.definition.origin.kind {
        case .folder:
            return [
                "if \(project) builds the clones: duplicate \(target) as '\(id)'\(base)\(resources); then "
                    + "duplicate \(scheme) as '\(id)' and point it at the new target"
            ]
        case .target where source.definition.scheme == nil:
            // Clones read from targets have no shared scheme to copy (Publiss-Whitelabel-iOS): Xcode makes the copy a
            // scheme of its own, unshared, as it made the source's.
            return ["in \(project): duplicate \(target) as '\(id)'\(base)\(resources)"]
        case .scheme, .target, .manifest:
            return [
                "in \(project): duplicate \(target) as '\(id)'\(base)\(resources)",
                "in \(project): duplicate \(scheme) as '\(id)' (shared) and point its build, launch and archive "
                    + "actions at target '\(id)'",
            ]
        case .configurationGroup:
            return [
                "in \(project): add the build configurations of '\(id)' to \(target)\(base), and a group for "
                    + "'\(id)' under clones.groups in brands.json"
            ]
        }
    }

    /// How to take `clone` out of the project.
    func removalSteps(for clone: LoadedClone) -> [String] {
        guard let project = project(of: clone) else { return [] }
        let target = Self.targets(of: clone)
        let scheme = clone.definition.scheme.map { "scheme '\($0)'" } ?? "its shared scheme"
        // Schemes that build one target in configurations of their own are clones of one target: it stays for the
        // others.
        let sharing = clonesSharingTarget(with: clone)
        if let name = clone.definition.target, !sharing.isEmpty, clone.definition.scheme != nil {
            let verb = sharing.count == 1 ? "builds" : "build"
            return [
                "in \(project): delete \(scheme) and keep target '\(name)', which \(NameList.joined(sharing)) "
                    + "\(verb) too; brands reads clones from the project until then"
            ]
        }
        switch clone.definition.origin.kind {
        case .folder:
            return ["if \(project) builds the clones: delete \(target) and \(scheme)"]
        case .target where clone.definition.scheme == nil:
            return ["in \(project): delete \(target); brands reads clones from the project until then"]
        case .scheme, .target, .manifest:
            return ["in \(project): delete \(target) and \(scheme); brands reads clones from the project until then"]
        case .configurationGroup:
            return ["in \(project): delete the build configurations of '\(clone.id)' and its group in brands.json"]
        }
    }

    /// For a clone without a folder of its own: the duplicated target builds the source's asset catalogs until it is
    /// given the copies (rn-base's BlueBirds kept GreenMonkeys's icon, and no step said so).
    private func catalogSwap(copying source: LoadedClone, as id: String, files: Set<String>) -> String {
        let swaps = source.definition.catalogs.compactMap { catalog -> (String, String)? in
            let old = workspace.relativePath(catalog)
            let new = rewrittenPath(catalog, of: source, as: id)
            let prefix = workspace.absolutePath(new) + "/"
            guard new != old, files.contains(where: { $0.hasPrefix(prefix) }) else { return nil }
            return (old, new)
        }
        guard !swaps.isEmpty else { return "" }
        return ", and give it "
            + NameList.joined(swaps.map(\.1)) + " in place of " + NameList.joined(swaps.map(\.0))
    }

    /// `path` relative to the workspace, with the id of `source` replaced by `id` as `brands new` names the copy.
    private func rewrittenPath(_ path: String, of source: LoadedClone, as id: String) -> String {
        CopyPathRewriter(copying: source, as: id, in: workspace).rewrite(workspace.relativePath(path)).text
    }

    /// The other clones that build the app target of `clone` in the same project, in workspace order.
    func clonesSharingTarget(with clone: LoadedClone) -> [String] {
        guard let target = clone.definition.target else { return [] }
        return workspace.clones.filter { other in
            other.id != clone.id && other.definition.target == target
                && other.definition.project == clone.definition.project
        }.map(\.id)
    }

    /// The clone's app target, and the extensions it embeds, as the steps name them.
    private static func targets(of clone: LoadedClone) -> String {
        let app = clone.definition.target.map { "target '\($0)'" } ?? "the target that builds \(clone.id)"
        let extensions = clone.product?.extensions.map { "'\($0.name)'" } ?? []
        guard !extensions.isEmpty else { return app }
        let noun = "the " + Plural.noun(extensions.count, "extension")
        return "\(app) (with \(noun) \(extensions.joined(separator: ", ")) it embeds)"
    }
}
