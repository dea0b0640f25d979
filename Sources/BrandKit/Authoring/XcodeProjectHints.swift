import XCConfig

/// The Xcode project edits `brands new` and `brands remove` leave to be done by hand, as exact as the clone's
/// definition allows.
struct XcodeProjectHints {
    let workspace: Workspace
    let fileSystem: any FileSystem

    /// The project the clones are built from: the manifest's `project`, the clone's own, else the only `.xcodeproj`
    /// at the root.
    func project(of clone: LoadedClone) -> String? {
        if let project = clone.definition.project { return workspace.relativePath(project) }
        if let project = workspace.manifest.project { return project }
        let projects = ((try? fileSystem.entries(of: workspace.root)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        return projects.count == 1 ? projects[0] : nil
    }

    /// How to add `id`, a copy of `source` whose own files are `files`, to the project.
    func additionSteps(id: String, copying source: LoadedClone, files: [String]) -> [String] {
        guard let project = project(of: source) else { return [] }
        let xcconfigs = source.configurations.compactMap { configuration -> String? in
            guard let path = configuration.definition.xcconfigPaths.last else { return nil }
            let renamed = CloneTextRewriter.forCopy(
                of: source.id, as: id, displayNames: [], name: nil, bundleIdentifier: nil
            ).rewrite(workspace.relativePath(path)).text
            return "\(renamed) (\(configuration.definition.name))"
        }
        let base = xcconfigs.isEmpty ? "" : ", set its base configurations to \(xcconfigs.joined(separator: " and "))"
        let folder = source.definition.folder.map { workspace.relativePath($0) }
        let newFolder = folder.map {
            CloneTextRewriter.forCopy(of: source.id, as: id, displayNames: [], name: nil, bundleIdentifier: nil)
                .rewrite($0).text
        }
        let resources =
            zip(folder.map { [$0] } ?? [], newFolder.map { [$0] } ?? []).map { old, new in
                ", and give it the resources of \(new) in place of those of \(old)"
            }.first ?? ""
        let target = Self.targets(of: source)
        let scheme = source.definition.scheme.map { "scheme '\($0)'" } ?? "its shared scheme"
        switch source.definition.origin.kind {
        case .folder:
            return [
                "if \(project) builds the clones: duplicate \(target) as '\(id)'\(base)\(resources); then "
                    + "duplicate \(scheme) as '\(id)' and point it at the new target"
            ]
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
        switch clone.definition.origin.kind {
        case .folder:
            return ["if \(project) builds the clones: delete \(target) and \(scheme)"]
        case .scheme, .target, .manifest:
            return ["in \(project): delete \(target) and \(scheme); brands reads clones from the project until then"]
        case .configurationGroup:
            return ["in \(project): delete the build configurations of '\(clone.id)' and its group in brands.json"]
        }
    }

    /// The clone's app target, and the extensions it embeds, as the steps name them.
    private static func targets(of clone: LoadedClone) -> String {
        let app = clone.definition.target.map { "target '\($0)'" } ?? "the target that builds \(clone.id)"
        let extensions = clone.product?.extensions.map { "'\($0.name)'" } ?? []
        guard !extensions.isEmpty else { return app }
        let noun = extensions.count == 1 ? "the extension" : "the extensions"
        return "\(app) (with \(noun) \(extensions.joined(separator: ", ")) it embeds)"
    }
}
