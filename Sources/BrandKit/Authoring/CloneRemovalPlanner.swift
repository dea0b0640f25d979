import Support
import XCConfig
import XcodeProject

/// What `brands remove` deletes: the files that belong to one clone alone, and the files it shares, which stay.
public struct CloneRemovalPlan: Sendable {
    /// The clone.
    public var id: String
    /// The folders and files to delete, a folder with everything in it, sorted.
    public var removals: [String]
    /// Every file that goes, sorted.
    public var files: [String]
    /// The files the clone reads that other clones read too, with those clones; they stay.
    ///
    /// A folder read as a whole (another clone's asset catalog the clone's target builds too) is listed once, not
    /// file by file.
    public var shared: [(path: String, clones: [String])]
    /// What is left to do by hand, in order.
    public var manualSteps: [String]
}

/// Works out which files belong to a clone alone, from the clones' input indexes: a file is the clone's own when the
/// clone is the only one reading it (`Workspace/owningClones(of:)`); files other clones read are never touched.
public struct CloneRemovalPlanner: Sendable {
    /// The workspace.
    public var workspace: Workspace
    /// Where files are listed.
    public var fileSystem: any FileSystem

    /// Creates a planner.
    public init(workspace: Workspace, fileSystem: any FileSystem) {
        self.workspace = workspace
        self.fileSystem = fileSystem
    }

    /// Every existing file that `clone` alone reads, sorted: its folders' and catalogs' files, and its own files
    /// elsewhere (xcconfig files, an Info.plist outside its folder).
    ///
    /// The Xcode project, its schemes and workspaces
    /// are never among them: a scheme copied as a file would still build the old target (schemes name targets by
    /// object id), so those edits are left to Xcode and listed as steps.
    ///
    /// A copy (`brands new`) takes these; the project's own base configurations among them stay where they are when
    /// the clone is removed (see ``plan(_:)``).
    public func ownedFiles(of clone: LoadedClone) -> [String] {
        ownedFiles(of: ClonePlan(clone, sharedWithProject: []))
    }

    private func ownedFiles(of clone: ClonePlan) -> [String] {
        var files = Set<String>()
        for entry in Self.files(of: clone.clone) where isOwned(entry.path, by: clone) {
            if entry.role.coversContents {
                files.formUnion(CloneFileWalk.files(under: entry.path, fileSystem: fileSystem))
            } else if fileSystem.isFile(entry.path) {
                files.insert(entry.path)
            }
        }
        return files.filter { isOwned($0, by: clone) }.sorted()
    }

    /// What removing `clone` deletes and keeps: never a base configuration of the project's that other targets, or
    /// targets made later, build with (``sharedWithProject(_:)``), however few clones read it.
    public func plan(_ loaded: LoadedClone) -> CloneRemovalPlan {
        let clone = ClonePlan(loaded, sharedWithProject: sharedWithProject(loaded))
        var removals: [String] = []
        var shared: [String: [String]] = [:]
        let folders = Self.files(of: loaded).filter { $0.role.coversContents && isOwned($0.path, by: clone) }.map(
            \.path
        )
        .filter { fileSystem.isDirectory($0) }
        for folder in folders.sorted() where !removals.contains(where: { folder.hasPrefix($0 + "/") }) {
            // A folder goes as a whole only when no other clone reads a file in it; else only its own files go.
            let files = CloneFileWalk.files(under: folder, fileSystem: fileSystem)
            let foreign = files.filter { !isOwned($0, by: clone) }
            if foreign.isEmpty {
                removals.append(folder)
            } else {
                removals += files.filter { isOwned($0, by: clone) }
                for file in foreign { shared[file] = workspace.owningClones(of: file).filter { $0 != clone.id } }
            }
        }
        var sharedFolders: [String] = []
        // A folder other clones read too stays as a whole, unless an owned folder's foreign files named it already:
        // rn-base's GreenMonkeys builds PurpleParrots's catalog too, and the plan left it out without a word.
        for entry in Self.files(of: loaded) where entry.role.coversContents && !isOwned(entry.path, by: clone) {
            guard fileSystem.isDirectory(entry.path),
                !folders.contains(where: { entry.path == $0 || entry.path.hasPrefix($0 + "/") })
            else { continue }
            shared[entry.path] = workspace.owningClones(of: entry.path).filter { $0 != clone.id }
            sharedFolders.append(entry.path)
        }
        for entry in Self.files(of: loaded) where !entry.role.coversContents {
            guard fileSystem.isFile(entry.path) else { continue }
            let owners = workspace.owningClones(of: entry.path)
            if isOwned(entry.path, by: clone) {
                if !removals.contains(where: { entry.path == $0 || entry.path.hasPrefix($0 + "/") }) {
                    removals.append(entry.path)
                }
            } else {
                shared[entry.path] = owners.filter { $0 != clone.id }
            }
        }
        return CloneRemovalPlan(
            id: clone.id, removals: Array(Set(removals)).sorted(), files: ownedFiles(of: clone),
            shared: shared.keys.sorted().filter { path in !sharedFolders.contains { path.hasPrefix($0 + "/") } }
                .map { ($0, shared[$0] ?? []) }, manualSteps: manualSteps(loaded))
    }

    /// A clone with the files its project shares with it.
    private struct ClonePlan {
        var clone: LoadedClone
        var sharedWithProject: Set<String>
        var id: String { clone.id }

        init(_ clone: LoadedClone, sharedWithProject: Set<String>) {
            self.clone = clone
            self.sharedWithProject = sharedWithProject
        }
    }

    /// The xcconfig files of the clone's project that are no clone's alone however few clones read them, with what
    /// they include.
    ///
    /// These are the bases of the project's own configurations that every target builds in (`Debug`, `Release`:
    /// a target copied for a new clone, the tests' target), unlike a configuration of the clone's own (News Beta's
    /// `Beta`), and the bases of targets no clone builds. zotero-ios's one clone reads `FeatureGates.xcconfig`, the
    /// base of the project and of its tests' target too: `remove` listed it among the clone's files and `new` refused
    /// to copy it.
    func sharedWithProject(_ clone: LoadedClone) -> Set<String> {
        guard let path = clone.definition.xcodeProject,
            let project = XcodeProjectReader(fileSystem: fileSystem).read(projectAt: path).value
        else { return [] }
        let cloneTargets = Set(workspace.clones.flatMap { $0.product?.targets.map(\.definition.id) ?? [] })
        // A configuration the clone builds a role in under another name is its own (a scheme's `Beta`).
        let own = Set(clone.configurations.map(\.definition).filter { $0.name != $0.role }.map(\.name))
        let configurations =
            (project.configurationList?.configurations ?? []).filter { !own.contains($0.name) }
            + project.targets.filter { !cloneTargets.contains($0.id) }.flatMap {
                $0.configurationList?.configurations ?? []
            }
        var shared = Set<String>()
        var cache = XCConfigFileCache()
        for configuration in configurations {
            guard let base = configuration.baseConfigurationPath?.absolutePath.map(Path.normalize),
                shared.insert(base).inserted, fileSystem.isFile(base)
            else { continue }
            let loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: project.projectDirectory)
            shared.formUnion(loader.load(path: base, cache: &cache).files.map(Path.normalize))
        }
        return shared
    }

    /// The inputs that are files of the clone's own making: not the paths an include search only probed, not the
    /// Xcode containers (project file, schemes, workspaces), which are edited in Xcode, and not the files its
    /// targets build, which leave with the targets, in Xcode too.
    private static func files(of clone: LoadedClone) -> [CloneInputs.Entry] {
        clone.inputs.entries.filter { entry in
            switch entry.role {
            case .probedInclude, .projectFile, .scheme, .workspace, .flutterPubspec: false
            default: entry.role.isReadByValidation
            }
        }
    }

    private func isOwned(_ path: String, by clone: ClonePlan) -> Bool {
        workspace.owningClones(of: path) == [clone.id] && !clone.sharedWithProject.contains(Path.normalize(path))
    }

    /// The references to the clone that no file of its own holds: manifest rule settings, the Xcode project.
    private func manualSteps(_ clone: LoadedClone) -> [String] {
        var steps: [String] = []
        for setting in workspace.manifest.ruleSettings where setting.clones.contains(clone.id) {
            steps.append(
                "\(workspace.relativePath(setting.location.file)):\(setting.location.line): remove '\(clone.id)' from "
                    + "the clones of the setting of rule '\(setting.rule)'")
        }
        steps += XcodeProjectHints(workspace: workspace, fileSystem: fileSystem).removalSteps(for: clone)
        return steps
    }
}
