import Support
import XCConfig
import XcodeProject

extension ManifestProposer {
    /// The one workspace that lists `project` (normalised) with what building it needs besides, and those: the
    /// Pods project CocoaPods writes, other projects, local Swift packages (folders holding a `Package.swift`).
    ///
    /// planetary-ios's app links five packages and the Pods framework its workspace lists: with the project alone,
    /// `xcodebuild -project` (which `brands affected --format matrix` tells CI to run) has neither. `nil` when no
    /// workspace, or more than one, lists the project with something more.
    func buildingWorkspace(of project: String, containers: XcodeContainers) -> (String, [String])? {
        let reader = XcodeWorkspaceReader(fileSystem: fileSystem)
        return ProjectIndex.buildingWorkspace(
            of: project, among: containers.workspaces, fileSystem: fileSystem,
            read: { reader.read(workspaceAt: $0).value })
    }

    /// The workspace at the root that lists every project of `projects` (normalised paths), when there are more than
    /// one and one such workspace.
    func workspaceListing(_ projects: Set<String>, root: String, containers: XcodeContainers) -> String? {
        guard projects.count > 1 else { return nil }
        let atRoot = containers.workspaces.filter { Path.normalize(Path.directory(of: $0)) == Path.normalize(root) }
        guard atRoot.count == 1, let workspace = atRoot.first,
            let listed = XcodeWorkspaceReader(fileSystem: fileSystem).read(workspaceAt: workspace).value
        else { return nil }
        let listedProjects = Set(listed.projects.map { Path.normalize($0.path) })
        return projects.isSubset(of: listedProjects) ? workspace : nil
    }
}
