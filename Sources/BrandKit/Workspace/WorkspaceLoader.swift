import BrandFormats
import Documents
import Support
import XCConfig
import XcodeProject

/// Reads a workspace through a ``FileSystem``: the manifest, the schema, then the clones the manifest's clone
/// source defines, each read by one ``CloneReader`` sharing one document cache.
///
/// Reading never stops at a broken file: its problems are recorded and the rest is read.
public struct WorkspaceLoader: Sendable {
    /// The file system everything is read through.
    public var fileSystem: any FileSystem
    /// The build parameters conditions are evaluated with (the configuration is set per configuration).
    public var parameters: ConditionParameters
    /// Whether a project's targets are evaluated for the SDK their `SDKROOT` names, ``parameters``' SDK standing in
    /// only where it names none (see ``CloneSourceContext/takesSDKFromTargets``); folder clones always take it.
    public var takesSDKFromTargets = false
    /// The user and home folder builds run as (``CloneSourceContext/user``); `nil` when not known.
    public var user: String?
    /// See ``user``.
    public var home: String?
    /// The `PATH` builds start from (``CloneSourceContext/path``); `nil` when not known.
    public var path: String?

    /// Creates a loader; `sdk` binds `[sdk=…]` conditions (default `iphoneos`).
    public init(fileSystem: any FileSystem, sdk: String? = "iphoneos", arch: String? = nil) {
        self.fileSystem = fileSystem
        self.parameters = ConditionParameters(sdk: sdk, arch: arch)
    }

    /// The nearest folder at or above `directory` that holds a manifest; failing that, the nearest one that holds
    /// both `Brands/` and `Configs/`, or an Xcode project or workspace.
    ///
    /// A manifest anywhere above wins over a nearer project, so that `brands` run in a repository's sub-folder that
    /// holds the project (`AdguardExtension/`) reads the manifest `brands init` wrote at the repository's root. When
    /// nothing above qualifies and `directory` is a git repository's root (it holds `.git`), it is the root if the
    /// clone sources would find a project or workspace under it (`focus-ios/Blockzilla.xcodeproj` seen from the
    /// repository's root), as `brands init` does there; other folders (a home folder, `/tmp`) are never searched.
    public func findRoot(from directory: String) -> String? {
        let start = Path.normalize(directory)
        if let found = nearest(from: start, where: { fileSystem.isFile(Path.join($0, ManifestDecoder.fileName)) })
            ?? nearest(
                from: start,
                where: { folder in
                    (fileSystem.isDirectory(Path.join(folder, "Brands"))
                        && fileSystem.isDirectory(Path.join(folder, "Configs")))
                        || holdsXcodeContainer(folder)
                })
        {
            return found
        }
        guard fileSystem.isDirectory(Path.join(start, ".git")) || fileSystem.isFile(Path.join(start, ".git"))
        else { return nil }
        let below = XcodeContainers.find(under: start, fileSystem: fileSystem)
        return below.projects.isEmpty && below.workspaces.isEmpty ? nil : start
    }

    /// Whether `folder` holds an `.xcodeproj` or `.xcworkspace`.
    public func holdsXcodeContainer(_ folder: String) -> Bool {
        let names = (try? fileSystem.entries(of: folder)) ?? []
        return names.contains { name in
            (name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace"))
                && fileSystem.isDirectory(Path.join(folder, name))
        }
    }

    private func nearest(from start: String, where matches: (String) -> Bool) -> String? {
        var current = start
        while true {
            if matches(current) { return current }
            if current == "/" || current == "." { return nil }
            current = Path.directory(of: current)
        }
    }

    /// The clone source for the workspace at `root`: what the manifest's `clones` names; without it, the shared
    /// schemes when the manifest names a project or the repository has one, else the folder layout.
    public func source(for manifest: Manifest, root: String) -> any CloneSource {
        var found: XcodeContainers?
        return source(for: manifest, root: root, found: &found)
    }

    /// ``source(for:root:)``, setting `found` to the containers under `root` when it had to look for them.
    private func source(for manifest: Manifest, root: String, found: inout XcodeContainers?) -> any CloneSource {
        if manifest.clones.kind == nil { return ListedCloneSource() }
        if manifest.clones.isKindGiven {
            switch manifest.clones.kind ?? .folders {
            case .folders: return FolderLayoutSource()
            case .schemes: return SchemeCloneSource()
            case .targets: return TargetCloneSource()
            case .configurations: return ConfigurationGroupSource()
            }
        }
        if manifest.project != nil { return SchemeCloneSource() }
        let containers = XcodeContainers.find(under: root, fileSystem: fileSystem)
        found = containers
        return containers.projects.isEmpty && containers.workspaces.isEmpty ? FolderLayoutSource() : SchemeCloneSource()
    }

    /// Reads the workspace rooted at `root` (an absolute path): every clone in full, or only those `selection`
    /// names, the others for what the rules that compare clones need (see ``CloneSelection``).
    ///
    /// Discovery, the manifest, the schema and the audits are the same either way; the clones left out are in
    /// ``Workspace/clones`` with ``LoadedClone/isFullyRead`` `false`, their inputs, config file, settings and identity
    /// as a full read gives them.
    ///
    /// The file system is wrapped in a ``CachingFileSystem`` for the read, so that the folders every step walks are
    /// listed once and every path is looked at once.
    public func load(root: String, selecting selection: CloneSelection = .all) -> Workspace {
        load(root: root, selecting: selection, runLength: CloneReader.clonesPerTask) { _, _, clones in (clones, ()) }
            .workspace
    }

    /// ``load(root:selecting:)``, keeping of each clone `selection` leaves out only what the rules comparing clones
    /// read (``LoadedClone/retainedForComparison``: its identity, inputs and flags, no evaluated settings or
    /// Info.plists) unless `keepingOthersWhole`.
    ///
    /// For a command that looks at the clones it names and at no other (`show`, `diff`, `settings`): the clones left
    /// out are still read, so that what reading them finds is reported as before, but a workspace of thousands of
    /// clones no longer holds every clone's settings until the command ends.
    public func load(root: String, selecting selection: CloneSelection, keepingOthersWhole: Bool) -> Workspace {
        guard !keepingOthersWhole else { return load(root: root, selecting: selection) }
        return load(root: root, selecting: selection, runLength: CloneReader.clonesPerTask) { _, _, clones in
            (clones.map { $0.isFullyRead ? $0 : $0.retainedForComparison }, ())
        }.workspace
    }

    /// Reads the workspace rooted at `root` as ``load(root:selecting:)`` does, handing each run of `runLength` clones
    /// to `finish` as soon as it is read, on the core that read it, with the workspace as far as it is known before
    /// any clone is read (its root, manifest, schema and build configuration names; no clones, no diagnostics) and
    /// the ids of every clone found, in order.
    ///
    /// The workspace returned holds the clones `finish` kept of each run in place of the clones read, and is audited
    /// with them; what else `finish` made of each run comes back beside it, in order. This is how `validate` checks
    /// each clone while it is still in memory and keeps only what the rules comparing clones read.
    func load<Finished: Sendable>(
        root: String, selecting selection: CloneSelection, runLength: Int,
        finish:
            @escaping @Sendable (_ start: Workspace, _ ids: [String], _ clones: [LoadedClone]) -> (
                kept: [LoadedClone], Finished
            )
    ) -> (workspace: Workspace, finished: [Finished]) {
        guard fileSystem is CachingFileSystem else {
            var cached = self
            cached.fileSystem = CachingFileSystem(fileSystem)
            return cached.load(root: root, selecting: selection, runLength: runLength, finish: finish)
        }
        var documents = DocumentReader(fileSystem: fileSystem, root: root)
        var manifest = loadManifest(root: root, documents: &documents)
        var schema = loadSchema(root: root, manifest: manifest, documents: &documents)
        var context = CloneSourceContext(
            root: root, manifest: manifest, fileSystem: fileSystem, parameters: parameters)
        context.takesSDKFromTargets = takesSDKFromTargets
        context.user = user
        context.home = home
        context.path = path
        // Choosing the source may walk the tree for projects; the source is handed what that walk found.
        let source = source(for: manifest, root: root, found: &context.containers)
        var discovery = source.discover(in: context)
        documents.adopt(discovery.xcconfigFiles)
        let found = discovery.definitions
        var exclusionProblems = Self.exclude(manifest.clones, from: &discovery.definitions)
        exclusionProblems += Self.updatingOutdatedIDs(
            in: &manifest.ruleSettings, ids: Set(discovery.definitions.map(\.id)))
        documents.diagnostics += Self.concerningKept(discovery.diagnostics, of: found, kept: discovery.definitions)
        documents.diagnostics += exclusionProblems
        // Read only when a finding asks whether git ignores a missing file.
        let gitIgnore = GitIgnore(root: root, fileSystem: fileSystem)
        var reader = CloneReader(fileSystem: fileSystem, identity: manifest.identity)
        reader.gitIgnore = gitIgnore
        reader.root = Path.normalize(root)
        let definitions = discovery.definitions.sorted { $0.id < $1.id }
        if !BuiltInSchemaDefault.applies(
            to: definitions, manifest: manifest, root: root, source: source, documents: &documents)
        {
            manifest.usesSchema = false
            schema = Schema()
        }
        let ids = definitions.map(\.id)
        let fullyRead = selection.fullyRead(among: ids, manifest: manifest)
        var empty = Workspace(
            root: root, manifest: manifest, schema: schema, clones: [], diagnostics: [],
            buildConfigurationNames: Workspace.buildConfigurationNames(of: definitions))
        empty.gitIgnore = gitIgnore
        let start = empty
        let runs = reader.read(definitions, fullyRead: fullyRead, runLength: runLength, documents: &documents) {
            finish(start, ids, $0)
        }
        let clones = runs.flatMap(\.kept)
        // The two audits walk different folders; each on a core of its own, in this order.
        let audits: [@Sendable () -> [Diagnostic]] = [
            { [context, discovery] in source.audit(clones, discovery: discovery, in: context) },
            { [context, discovery] in OrphanAudit(context: context).findings(clones, discovery: discovery) },
        ]
        documents.diagnostics += audits.concurrentMap { $0() }.flatMap { $0 }
        if clones.isEmpty {
            let hint = generatedProjectHint(root: root)
            // The hint says the projects at the root hold no project file (element-ios commits only their schemes);
            // a scheme's project that cannot be read for that reason is the same finding.
            // Without the project, the default layout was looked for: its missing brands folder is no finding
            // either (tchap's XcodeGen repository got "no brands folder" beside the hint to generate the project).
            if hint != nil {
                documents.diagnostics.removeAll { diagnostic in
                    let file = diagnostic.location.file
                    return diagnostic.rule == WorkspaceMessage.layoutRule
                        && diagnostic.message.hasPrefix("no brands folder at ")
                        || diagnostic.rule == XcodeProjectDiagnostics.syntaxRule && diagnostic.location.line == 1
                            && Path.lastComponent(of: file) == "project.pbxproj"
                            && Path.directory(of: Path.directory(of: file)) == Path.normalize(root)
                            && !fileSystem.exists(file)
                }
            }
            documents.diagnostics.append(
                WorkspaceMessage.noClones(
                    searched: discovery.searched, at: discovery.searchLocation, hint: hint ?? discovery.hint))
        }
        var workspace = Workspace(
            root: root, manifest: manifest, schema: schema, clones: clones, diagnostics: documents.diagnostics)
        workspace.gitIgnore = gitIgnore
        for project in Set(clones.compactMap(\.definition.project)) where project.hasSuffix(".xcodeproj") {
            workspace.generatedProjects[project] = ProjectGenerator.of(
                missingProject: project, container: Path.lastComponent(of: project), fileSystem: fileSystem)
        }
        return (workspace, runs.map(\.1))
    }

    /// `definitions` without those the manifest's `clones.exclude` names (by name or id); a warning for each entry
    /// that names none.
    static func exclude(_ settings: CloneSourceSettings, from definitions: inout [CloneDefinition]) -> [Diagnostic] {
        guard !settings.exclude.isEmpty else { return [] }
        var problems: [Diagnostic] = []
        let names = definitions.flatMap { [$0.id, $0.name] }
        let ids = Set(definitions.map(\.id))
        var excluded = Set(settings.exclude)
        for (name, location) in zip(settings.exclude, settings.excludeLocations) where !names.contains(name) {
            if let current = currentID(of: name, among: ids) {
                excluded.insert(current)
                problems.append(outdatedID(name, current: current, naming: "'exclude' names", at: location))
                continue
            }
            let suggestion = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            problems.append(
                Diagnostic(
                    .warning, rule: ManifestDecoder.rule,
                    "'exclude' names '\(name)', which is no clone's name or id\(suggestion)", at: location))
        }
        definitions.removeAll { excluded.contains($0.id) || excluded.contains($0.name) }
        return problems
    }

    /// `diagnostics` less those in the project files (project, scheme, workspace) that only clones the manifest
    /// excludes are defined by: the project of a sample app left out (rainbow's chart library's `Example`, whose
    /// CocoaPods files were missing) is none of the clones', and a project a kept clone is read from still counts.
    static func concerningKept(
        _ diagnostics: [Diagnostic], of found: [CloneDefinition], kept: [CloneDefinition]
    ) -> [Diagnostic] {
        guard found.count != kept.count else { return diagnostics }
        let keptFiles = Set(kept.flatMap { $0.projectFiles.map(\.path) })
        let keptIDs = Set(kept.map(\.id))
        let excludedFiles = Set(
            found.filter { !keptIDs.contains($0.id) }.flatMap { $0.projectFiles.map(\.path) }
        ).subtracting(keptFiles)
        guard !excludedFiles.isEmpty else { return diagnostics }
        return diagnostics.filter { !excludedFiles.contains($0.location.file) }
    }

    /// The hint for a repository that generates its project with XcodeGen (`project.yml`) or Tuist (`Project.swift`,
    /// `Workspace.swift`, `Tuist.swift` or `Tuist/`) and has no `.xcodeproj` at its root.
    public func generatedProjectHint(root: String) -> String? {
        // A generated project is not committed; its shared schemes sometimes are, in a folder without a pbxproj.
        let names = (try? fileSystem.entries(of: root)) ?? []
        let hasProject = names.contains { name in
            name.hasSuffix(".xcodeproj") && fileSystem.isFile(Path.join(root, Path.join(name, "project.pbxproj")))
        }
        guard !hasProject, let (tool, specs, command) = generatorSpecs(root: root, names: names) else { return nil }
        // Shared schemes are committed in a folder named like the project, which holds no project file then.
        let stubs = names.filter { $0.hasSuffix(".xcodeproj") }
        let missing =
            stubs.isEmpty
            ? "has no .xcodeproj"
            : "its \(NameList.joined(stubs, limit: 3)) \(stubs.count == 1 ? "holds" : "hold") no project.pbxproj"
        let shown = NameList.joined(specs.map { Path.relative($0, to: root) }, limit: 4)
        return "this repository generates its Xcode project with \(tool) (\(shown)) and \(missing): "
            + "run '\(command)' first, or describe the clones in brands.json ('clones')"
    }

    /// The generator `root` uses, the specs that say so and the command that generates them.
    ///
    /// For XcodeGen, the specs that define an application target, at the root or up to two folders down (OneBusAway's
    /// `Apps/OneBusAway/project.yml` and `Apps/KiedyBus/project.yml`, not the `OBAKit/project.yml` of its framework);
    /// without one, every spec of the first folder holding one (tutanota's `app-ios` has `mail-project.yml` and
    /// `calendar-project.yml`).
    private func generatorSpecs(root: String, names: [String]) -> (String, [String], String)? {
        // Specs are at the root or one folder down (`Projects/App/Project.swift`, `mail-project.yml`).
        let folders = [root] + names.filter { !$0.hasPrefix(".") }.map { Path.join(root, $0) }
        let tuistSpecs: Set<String> = ["Project.swift", "Workspace.swift", "Tuist.swift"]
        for folder in folders {
            let entries = folder == root ? names : ((try? fileSystem.entries(of: folder)) ?? [])
            let xcodeGen = entries.filter(XcodeGenSpecReader.isSpec).sorted()
            if !xcodeGen.isEmpty {
                let applications = XcodeGenSpecReader(fileSystem: fileSystem, root: root).applicationSpecs()
                let specs = applications.isEmpty ? xcodeGen.map { Path.join(folder, $0) } : applications
                return ("XcodeGen", specs, "xcodegen generate")
            }
            if let spec = entries.sorted().first(where: tuistSpecs.contains) {
                return ("Tuist", [Path.join(folder, spec)], "tuist generate")
            }
        }
        if names.contains("Tuist"), fileSystem.isDirectory(Path.join(root, "Tuist")) {
            return ("Tuist", [Path.join(root, "Tuist")], "tuist generate")
        }
        return nil
    }

    private func loadManifest(root: String, documents: inout DocumentReader) -> Manifest {
        let path = Path.join(root, ManifestDecoder.fileName)
        guard fileSystem.exists(path), let node = documents.json(at: path) else { return Manifest() }
        let decoded = ManifestDecoder.decode(node, file: path)
        documents.diagnostics += decoded.diagnostics
        return decoded.value ?? Manifest()
    }

    private func loadSchema(root: String, manifest: Manifest, documents: inout DocumentReader) -> Schema {
        guard manifest.usesSchema else { return Schema() }
        let path = Path.join(root, manifest.schemaPath)
        if fileSystem.exists(path) {
            guard let node = documents.json(at: path) else { return Schema.builtIn }
            let decoded = SchemaDecoder.decode(node, file: path)
            documents.diagnostics += decoded.diagnostics
            return decoded.value ?? Schema.builtIn
        }
        return Schema.builtIn
    }
}
