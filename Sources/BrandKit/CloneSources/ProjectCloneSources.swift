import Support
import XCConfig
import XcodeProject

/// What the clone sources that read an Xcode project share: where they looked, the manifest's clone folders, and the
/// audit of xcconfig files nothing uses.
enum ProjectCloneSources {
    /// The containers searched, for "looked for … in …".
    static func places(of index: ProjectIndex, in context: CloneSourceContext) -> String {
        let names = (index.containers.workspaces + index.containers.projects).map {
            "'\(Path.relative($0, to: context.root))'"
        }
        return names.isEmpty
            ? "'\(Path.lastComponent(of: context.root))' (no Xcode project found)" : NameList.joined(names)
    }

    /// Where a finding that no clone was found belongs: the first container, or the root.
    static func searchLocation(of index: ProjectIndex, in context: CloneSourceContext) -> SourceLocation {
        let first = index.containers.workspaces.first ?? index.containers.projects.first
        return .start(of: first ?? context.root)
    }

    /// Whether `diagnostic` is about a project in a dependency manager's folder (`Pods/`), which is generated and
    /// usually not committed.
    static func isDependencyFolder(_ diagnostic: Diagnostic, root: String) -> Bool {
        guard diagnostic.rule == SchemeDiagnostics.containerRule else { return false }
        return XcodeContainers.skippedFolders.contains { diagnostic.message.contains("\($0)/") }
    }

    /// `diagnostics` without repeats, in order.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// Gives `clone` the folder the manifest's `clones.folder` pattern names, when it has one.
    static func applyFolder(to clone: inout ProjectClone, in context: CloneSourceContext) {
        guard clone.folder == nil, let pattern = context.manifest.clones.folder else { return }
        clone.folder = context.absolutePath(pattern.replacingEvery("{clone}", with: clone.id))
    }

    /// The discovery of `definitions`, with the index's problems and the xcconfig files the projects use.
    static func discovery(
        _ definitions: [CloneDefinition], index: inout ProjectIndex, searched: String, in context: CloneSourceContext
    ) -> CloneDiscovery {
        var discovery = CloneDiscovery(
            definitions: definitions, diagnostics: [], searched: searched,
            searchLocation: searchLocation(of: index, in: context))
        discovery.usedFiles = usedXCConfigs(index: &index, in: context)
        discovery.projectUsage = usage(index: &index, in: context)
        checkWorkspaces(index: &index, in: context)
        discovery.diagnostics = unique(index.diagnostics)
        discovery.xcconfigFiles = index.levelsCache.files
        return discovery
    }

    /// Reports each project a workspace lists that is not there.
    ///
    /// iFixit's `Postmix.xcworkspace` lists a `Postmix.xcodeproj` it does not have: Xcode shows it missing and builds
    /// none of its schemes. A project in a dependency manager's folder (`Pods/Pods.xcodeproj` before `pod install`)
    /// or outside the repository is left out.
    private static func checkWorkspaces(index: inout ProjectIndex, in context: CloneSourceContext) {
        var submodules: [String]?
        for workspace in index.containers.workspaces {
            for project in index.workspace(at: workspace)?.projects ?? []
            where !context.fileSystem.isDirectory(project.path) {
                // Outside the repository (Simplified's sibling checkouts of Readium) is not the repository's to have.
                let relative = Path.relative(project.path, to: context.root)
                guard !relative.hasPrefix("../"), !Path.isAbsolute(relative),
                    !relative.split(separator: "/").contains(where: {
                        XcodeContainers.skippedFolders.contains(String($0))
                    })
                else { continue }
                // Spelt in another case (Provenance's `Cores/Hatari` for `Cores/hatari`): Xcode on a Mac opens it, and
                // it is read; a case-sensitive disk does not find it.
                if let found = CaseInsensitivePath.match(project.path, in: context.fileSystem),
                    context.fileSystem.isDirectory(found)
                {
                    index.record(
                        Diagnostic(
                            .warning, rule: SchemeDiagnostics.containerRule,
                            "'\(project.location)' finds '\(Path.relative(found, to: Path.directory(of: workspace)))' "
                                + "only on a case-insensitive file system (macOS's default); spell it as on disk",
                            at: project.sourceLocation))
                    continue
                }
                // In a submodule not checked out (Provenance's `Cores/O2EM`), the path is right and git is to run.
                if submodules == nil {
                    submodules = GitSubmodules.paths(in: context.root, fileSystem: context.fileSystem)
                }
                index.record(
                    SchemeDiagnostics.missingContainer(
                        project.location,
                        generator: ProjectGenerator.of(
                            missingProject: project.path, container: project.location, fileSystem: context.fileSystem),
                        submodule: submodules.flatMap { GitSubmodules.holding(relative, in: $0) },
                        at: project.sourceLocation))
            }
        }
    }

    /// The base xcconfig files of every configuration of every project read, and everything they include, when the
    /// configs folder exists (otherwise nothing is audited, so nothing is needed).
    private static func usedXCConfigs(index: inout ProjectIndex, in context: CloneSourceContext) -> Set<String> {
        guard context.fileSystem.isDirectory(context.absolutePath(context.manifest.configsFolder)) else { return [] }
        var used = Set<String>()
        for project in index.readProjects.values.sorted(by: { $0.path < $1.path }) {
            let lists = [project.configurationList] + project.targets.map(\.configurationList)
            for configuration in lists.compactMap({ $0 }).flatMap(\.configurations) {
                guard let path = configuration.baseConfigurationPath?.absolutePath, !used.contains(path),
                    context.fileSystem.isFile(path)
                else { continue }
                let loader = XCConfigLoader(fileSystem: context.fileSystem, sourceRoot: project.projectDirectory)
                used.formUnion(
                    loader.load(path: path, cache: &index.levelsCache.files).files.map(Path.normalize))
                used.insert(Path.normalize(path))
            }
        }
        return used
    }

    /// Every xcconfig file of the configs folder that no clone reads and no configuration of the projects uses.
    static func unusedXCConfigs(_ clones: [LoadedClone], used: Set<String>, in context: CloneSourceContext)
        -> [Diagnostic]
    {
        let folder = context.absolutePath(context.manifest.configsFolder)
        guard context.fileSystem.isDirectory(folder) else { return [] }
        var read = used
        for clone in clones {
            for entry in clone.inputs.entries
            where entry.role == .xcconfig || entry.role == .projectXCConfig || entry.role == .includedXCConfig {
                read.insert(entry.path)
            }
        }
        var ignored: [Diagnostic] = []
        let files = FileTree(fileSystem: context.fileSystem).files(
            under: folder, extensions: ["xcconfig"], depth: 8, diagnostics: &ignored)
        // What the name stands for under the manifest's `xcconfig` pattern is said as for the folder layout.
        return files.filter { !read.contains(Path.normalize($0)) }.map { path in
            WorkspaceMessage.unusedXCConfig(
                path,
                reason: FolderLayoutSource().reason(Path.relative(path, to: folder), clones: clones, in: context))
        }
    }
}
