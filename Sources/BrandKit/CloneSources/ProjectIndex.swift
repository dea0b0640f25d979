import Support
import XCConfig
import XcodeProject

/// The Xcode workspaces, projects and shared schemes a project clone source works from, each project read once and
/// each target's files listed once.
///
/// The containers are the manifest's `project` (a project, or a workspace and the projects it lists) or, without
/// one, every workspace and project found under the root (see `XcodeContainers.find`).
struct ProjectIndex {
    /// The file system everything is read through.
    let fileSystem: any FileSystem
    /// The workspaces and projects searched.
    let containers: XcodeContainers
    /// The shared schemes of the containers.
    let schemes: SchemeCatalog
    /// Problems reading projects, schemes and workspaces, in the order met.
    private(set) var diagnostics: [Diagnostic] = []
    /// The target building each product reference, by project (see ``productTargets(of:)``).
    var productTargetIDs: [String: [String: String]] = [:]
    /// The xcconfig files read and the base configurations loaded for settings levels, shared by every clone.
    var levelsCache = SettingsLevelsCache()
    private var projects: [String: XcodeProjectModel?] = [:]
    private var targetFiles: [String: TargetFiles] = [:]
    private var projectHeaders: [String: [String]] = [:]
    private var targetLevels: [String: TargetSettingsLevels] = [:]
    private var packageFolders: [String: [String]] = [:]
    /// The local Swift packages in each project's synchronized folders (see ``synchronizedPackageFolders(of:)``).
    var synchronizedPackages: [String: [String]] = [:]
    private var buildingWorkspaces: [String: String?] = [:]
    private var workspaces: [String: XcodeWorkspace?] = [:]
    var packageManifests: [String: String] = [:]
    var productReferenceSets: [String: Set<String>] = [:]
    /// The ids of the targets that are the first a shared scheme's build action builds for running or archiving:
    /// the apps that have a scheme of their own (an extension's scheme builds its app too, but second).
    lazy var explicitlyBuiltTargets: Set<String> = Set(explicitBuildConfigurations.keys)
    /// The build configurations the actions of those schemes use, by the id of the target they build first.
    lazy var explicitBuildConfigurations: [String: Set<String>] = {
        var configurations: [String: Set<String>] = [:]
        for entry in schemes.entries {
            guard
                let id = entry.scheme.buildEntries.first(where: { !$0.actions.isDisjoint(with: [.launch, .archive]) })?
                    .reference.blueprintIdentifier
            else { continue }
            configurations[id, default: []].formUnion(
                SchemeAction.allCases.compactMap { entry.scheme.buildConfiguration(for: $0) })
        }
        return configurations
    }()

    /// Finds the containers of `context`'s workspace and reads their shared schemes.
    init(context: CloneSourceContext) {
        let fileSystem = context.fileSystem
        self.fileSystem = fileSystem
        let containers: XcodeContainers
        if let project = context.manifest.project {
            let path = context.absolutePath(project)
            containers = XcodeContainers.named(path, fileSystem: fileSystem)
            if !fileSystem.isDirectory(path) {
                diagnostics.append(
                    CloneDefinitionMessage.missingProject(
                        project, at: context.manifest.projectLocation ?? .start(of: context.root)))
            }
        } else {
            containers = context.containers ?? XcodeContainers.find(under: context.root, fileSystem: fileSystem)
        }
        self.containers = containers
        let schemes = SchemeCatalog(containers: containers, reader: SchemeReader(fileSystem: fileSystem))
        self.schemes = schemes
        for file in schemes.diagnosticsByFile.keys.sorted() { diagnostics += schemes.diagnosticsByFile[file] ?? [] }
    }

    /// Whether the repository has any workspace or project.
    var isEmpty: Bool { containers.workspaces.isEmpty && containers.projects.isEmpty }

    /// The project at `path` (a `.xcodeproj` folder), read once; its problems are recorded the first time.
    ///
    /// Other containers a scheme can name, such as a Swift package's folder, are no project: `nil`.
    mutating func project(at path: String) -> XcodeProjectModel? {
        let normalized = Path.normalize(path)
        if let known = projects[normalized] { return known }
        var model: XcodeProjectModel?
        if Path.pathExtension(of: normalized) == "xcodeproj" && fileSystem.isDirectory(normalized) {
            let parsed = XcodeProjectReader(fileSystem: fileSystem).readNamingConflicts(projectAt: normalized)
            diagnostics += parsed.diagnostics
            model = parsed.value
        }
        projects[normalized] = model
        return model
    }

    /// Every project the containers hold, read, in path order.
    mutating func allProjects() -> [XcodeProjectModel] {
        containers.projects.compactMap { project(at: $0) }
    }

    /// The projects read so far, by path.
    var readProjects: [String: XcodeProjectModel] { projects.compactMapValues { $0 } }

    /// The files `target` of `project` builds or copies, listed once.
    mutating func files(of target: ProjectTarget, in project: XcodeProjectModel) -> TargetFiles {
        let key = project.path + "\u{0}" + target.id
        if let known = targetFiles[key] { return known }
        var files = project.files(of: target, fileSystem: fileSystem)
        diagnostics += files.diagnostics
        // Xcode builds a package in a synchronized folder as a package (mlem's `Mlem/Packages`): its files are not
        // the target's.
        let packages = synchronizedPackageFolders(of: project)
        if !packages.isEmpty {
            files.files.removeAll { file in
                guard file.synchronizedFolderID != nil, let path = file.path.absolutePath else { return false }
                return packages.contains { path.hasPrefix($0 + "/") }
            }
        }
        targetFiles[key] = files
        return files
    }

    /// The headers `project` references anywhere in its groups, absolute and sorted.
    ///
    /// A target's header map finds each of them by its name (`#import "Config.h"` from any folder), whether or not a
    /// phase names it. Found once per project.
    mutating func headers(of project: XcodeProjectModel) -> [String] {
        if let known = projectHeaders[project.path] { return known }
        // The name decides first: most references are no header, and their paths are not looked at.
        var headers: [String] = []
        for node in project.references.values where node.kind == .file {
            guard let written = node.path ?? node.name, CloneInputs.isHeader(written),
                let path = node.resolvedPath.absolutePath
            else { continue }
            headers.append(path)
        }
        headers.sort()
        projectHeaders[project.path] = headers
        return headers
    }

    /// The settings levels of `target` in `configuration`, built once per load: finding the files clones read and
    /// defining each clone both need them, and each build evaluates the project's defaults twice.
    mutating func levels(
        of target: ProjectTarget, configuration: String, settings: ProjectSettings
    ) -> TargetSettingsLevels {
        let key = settings.project.path + "\u{0}" + target.id + "\u{0}" + configuration
        if let known = targetLevels[key] { return known }
        let levels = settings.levels(target: target, configuration: configuration, cache: &levelsCache)
        targetLevels[key] = levels
        return levels
    }

    /// The local Swift packages a product without a named package may come from, absolute, in written order.
    ///
    /// They are the folders `project` references and the workspace at `workspace` (or, without one, every workspace
    /// listing the project) lists that hold a `Package.swift`.
    mutating func localPackageFolders(of project: XcodeProjectModel, workspace: String?) -> [String] {
        let key = project.path + "\u{0}" + (workspace ?? "")
        if let known = packageFolders[key] { return known }
        // A folder reference is a package when it holds a `Package.swift`, whatever type the project gives it:
        // pocket-casts-ios references `Modules/DataModel` as `text`.
        let folderTypes: Set<String> = ["folder", "wrapper"]
        var candidates = project.references.values.filter { node in
            guard node.kind == .file else { return false }
            if node.fileType.map(folderTypes.contains) == true { return true }
            return node.path.map { Path.pathExtension(of: $0).isEmpty } ?? false
        }.sorted { $0.location < $1.location }.compactMap { $0.resolvedPath.absolutePath }
        // The scheme's workspace, else every workspace that lists the project (a scheme kept in the project
        // builds in the workspace that holds its packages: planetary-ios's five).
        for path in workspace.map({ [$0] }) ?? containers.workspaces {
            guard let listed = self.workspace(at: path),
                workspace != nil || listed.projects.contains(where: { Path.normalize($0.path) == project.path })
            else { continue }
            candidates += listed.otherReferences
        }
        candidates += synchronizedPackageFolders(of: project)
        var folders: [String] = []
        for candidate in candidates.map(Path.normalize) where !folders.contains(candidate) {
            if fileSystem.isFile(Path.join(candidate, "Package.swift")) { folders.append(candidate) }
        }
        packageFolders[key] = folders
        return folders
    }

    /// The one workspace among `workspaces` that lists `project` with what building it needs besides, and those.
    ///
    /// Besides is the Pods project CocoaPods writes (listed, whether or not `pod install` has run), other projects,
    /// local Swift packages (folders holding a `Package.swift`); `nil` when no workspace, or more than one, lists the
    /// project so. `read` gives a workspace's listing (read once a load by ``workspace(at:)``).
    static func buildingWorkspace(
        of project: String, among workspaces: [String], fileSystem: any FileSystem,
        read: (String) -> XcodeWorkspace?
    ) -> (String, [String])? {
        var found: [(String, [String])] = []
        for workspace in workspaces {
            guard let listed = read(workspace), !listed.isEmbedded else { continue }
            let projects = listed.projects.map { Path.normalize($0.path) }
            guard projects.contains(Path.normalize(project)) else { continue }
            let packages = listed.otherReferences.filter { fileSystem.isFile(Path.join($0, "Package.swift")) }
            let besides = projects.filter { $0 != Path.normalize(project) } + packages
            if !besides.isEmpty { found.append((workspace, besides)) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The workspace at `path`, read once a load (the package search, the building workspace, the other projects'
    /// products and the check of listed projects all ask).
    mutating func workspace(at path: String) -> XcodeWorkspace? {
        if let known = workspaces[path] { return known }
        let read = XcodeWorkspaceReader(fileSystem: fileSystem).read(workspaceAt: path).value
        workspaces[path] = .some(read)
        return read
    }

    /// ``buildingWorkspace(of:among:fileSystem:)`` among the workspaces found, once a project.
    mutating func buildingWorkspace(of project: String) -> String? {
        if let known = buildingWorkspaces[project] { return known }
        let workspace = Self.buildingWorkspace(
            of: project, among: containers.workspaces, fileSystem: fileSystem, read: { self.workspace(at: $0) })?.0
        buildingWorkspaces[project] = .some(workspace)
        return workspace
    }

    /// Records a problem.
    mutating func record(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The target `reference` names, with its project, when both can be read.
    mutating func target(of reference: BuildableReference, in scheme: XcodeScheme) -> (
        project: XcodeProjectModel, target: ProjectTarget
    )? {
        guard let path = reference.projectPath(relativeTo: scheme.containerFolder), let project = project(at: path),
            let target = project.target(id: reference.blueprintIdentifier)
        else { return nil }
        return (project, target)
    }
}
