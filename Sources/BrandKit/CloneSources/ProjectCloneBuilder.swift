import Support
import XCConfig
import XcodeProject

/// One clone an Xcode project defines: a target, the build configuration of each role, and how it was found.
struct ProjectClone {
    /// The clone's id.
    var id: String
    /// The name to show (the scheme's, the target's or the group's).
    var name: String
    /// How it was found.
    var origin: CloneOrigin
    /// The project holding the target.
    var project: XcodeProjectModel
    /// The target that builds the clone.
    var target: ProjectTarget
    /// Each role (the manifest's configurations, in order) with its build configuration's name.
    var configurations: [(role: String, name: String)]
    /// The scheme, when the clone is a scheme's.
    var scheme: XcodeScheme?
    /// The workspace the scheme belongs to, when it belongs to one.
    var workspace: String?
    /// The clone's folder (absolute) when the manifest gives one; otherwise found from the target's resources.
    var folder: String?
    /// The clone's config file (absolute) when the manifest gives one.
    var configFile: String?
}

/// Turns a ``ProjectClone`` into a layout-free ``CloneDefinition``: its settings levels as Xcode layers them, its
/// catalogs, fonts and config file from the target's resources, and the project files it is defined by.
struct ProjectCloneBuilder {
    /// What the source works from.
    let context: CloneSourceContext

    /// The definition of `clone`, reading through `index`.
    func definition(of clone: ProjectClone, index: inout ProjectIndex) -> CloneDefinition {
        let project = clone.project
        let target = clone.target
        var environment = SettingsEnvironment(
            user: context.user, home: context.home, sdk: context.takesSDKFromTargets ? nil : context.parameters.sdk,
            arch: context.parameters.arch)
        environment.path = context.path
        environment.fallbackSDK = context.parameters.sdk
        let settings = ProjectSettings(project: project, fileSystem: context.fileSystem, environment: environment)
        let known = Set((project.configurationList?.names ?? []) + (target.configurationList?.names ?? []))
        var configurations: [ConfigurationDefinition] = []
        var missingBases: [String] = []
        var missingProjectBases: Set<String> = []
        var filters: [SourceFileFilter?] = []
        let roles = clone.scheme.map { _ in SchemeRoles(manifest: context.manifest) }
        let podLists = Self.podResourcePhases(of: target).flatMap { $0.script?.outputFileListPaths ?? [] }
        var podListPaths: [String] = []
        for (role, name) in clone.configurations {
            let levels = index.levels(of: target, configuration: name, settings: settings)
            filters.append(SourceFileFilter(levels: levels.levels, parameters: levels.parameters))
            if !podLists.isEmpty {
                // `${PODS_ROOT}/Target Support Files/…-${CONFIGURATION}-output-files.xcfilelist`, as Xcode reads it.
                let evaluator = levels.evaluator()
                for list in podLists {
                    let path = evaluator.evaluate(expression: list, at: target.location).value
                    podListPaths.append(Path.normalize(Path.join(project.projectDirectory, path)))
                }
            }
            let bases = missingBaseXCConfigs(of: levels)
            for base in bases where !missingBases.contains(base) {
                missingBases.append(base)
            }
            if let base = missingProjectXCConfig(of: levels) { missingProjectBases.insert(base) }
            // Problems of the project file (a missing base xcconfig) are the project's; those inside xcconfig files
            // are reported once, by the reader, which reads the files again through its own cache.
            let projectDiagnostics = levels.diagnostics.filter { $0.location.file == project.file }
            for diagnostic in projectDiagnostics { index.record(diagnostic) }
            if !known.contains(name), clone.scheme == nil {
                index.record(
                    CloneDefinitionMessage.missingConfiguration(
                        name, role: role, target: target.name, known: target.configurationList?.names ?? [],
                        roles: clone.origin.kind == .target ? context.manifest.configurations : [],
                        at: clone.origin.location))
            }
            var configuration = configuration(role: role, levels: levels, project: project, target: target)
            if configuration.name != name { configuration.requestedName = name }
            if let roles, let scheme = clone.scheme {
                configuration.schemeActionLocation = scheme.actions[roles.action(for: role)]?.location
                configuration.isArchived = scheme.buildConfiguration(for: .archive).map { $0 == name }
            }
            configuration.projectDiagnostics = projectDiagnostics
            configuration.missingBaseConfigurations = bases
            configurations.append(configuration)
        }
        // A scheme kept in the project builds in the one workspace that lists the project with its Pods or
        // packages (mattermost-mobile's `Mattermost.xcworkspace`): `xcodebuild -project` resolves neither.
        let workspace = clone.workspace ?? index.buildingWorkspace(of: project.path)
        var definition = CloneDefinition(
            id: clone.id, name: clone.name, origin: clone.origin, scheme: clone.scheme?.name,
            project: workspace ?? project.path, target: target.name, configurations: configurations)
        let projectNames = project.configurationList?.names ?? []
        definition.buildConfigurations =
            projectNames + (target.configurationList?.names ?? []).filter { !projectNames.contains($0) }
        let built = Set(configurations.map(\.name))
        for name in target.configurationList?.names ?? [] where !built.contains(name) {
            let levels = index.levels(of: target, configuration: name, settings: settings)
            for level in levels.levels where level.kind.isFromFiles {
                for assignment in level.assignments { definition.settingsOfOtherConfigurations.insert(assignment.name) }
            }
        }
        definition.projectFiles =
            [ProjectFile(project.file, as: .projectFile)]
            + missingBases.map { ProjectFile($0, as: missingProjectBases.contains($0) ? .projectXCConfig : .xcconfig) }
        if let scheme = clone.scheme { definition.projectFiles.append(ProjectFile(scheme.file, as: .scheme)) }
        if let workspace {
            definition.projectFiles.append(
                ProjectFile(Path.join(workspace, "contents.xcworkspacedata"), as: .workspace))
        }
        addResources(of: clone, to: &definition, index: &index, filters: filters, podListPaths: podListPaths)
        definition.product = product(of: clone, configurations: configurations, filters: filters, index: &index)
        // The app target's, read once for the product.
        definition.scriptStamps = definition.product?.app.scriptStamps ?? []
        return definition
    }

    /// The base xcconfig of the project's configuration in `levels` when it is missing, which every target starts
    /// from (an input of the project-xcconfig role, not the clone's own).
    func missingProjectXCConfig(of levels: TargetSettingsLevels) -> String? {
        guard let base = levels.projectConfiguration?.baseConfigurationPath?.absolutePath,
            !context.fileSystem.isFile(base)
        else { return nil }
        return base
    }

    /// The base xcconfig files `levels` name that do not exist: no level, yet still the target's, since creating or
    /// restoring one (after a deletion or a rename) changes the clone.
    func missingBaseXCConfigs(of levels: TargetSettingsLevels) -> [String] {
        [levels.projectConfiguration, levels.targetConfiguration].compactMap { configuration in
            guard let base = configuration?.baseConfigurationPath?.absolutePath, !context.fileSystem.isFile(base)
            else { return nil }
            return base
        }
    }

    /// The configuration of role `role` evaluated with `levels`, the levels of `target` in one build configuration.
    func configuration(
        role: String, levels: TargetSettingsLevels, project: XcodeProjectModel, target: ProjectTarget
    ) -> ConfigurationDefinition {
        var targetXCConfig: String?
        let sources = levels.levels.map { level -> SettingsLevelSource in
            switch level.kind {
            case .projectXCConfig, .targetXCConfig:
                if level.kind == .targetXCConfig { targetXCConfig = level.label }
                return SettingsLevelSource(
                    level.kind, label: Path.relative(level.label, to: context.root), content: .xcconfig(level.label))
            default:
                return SettingsLevelSource(level.kind, label: level.label, content: .assignments(level.assignments))
            }
        }
        let configuration = levels.targetConfiguration ?? levels.projectConfiguration
        // Findings about the configuration as a whole go where its own settings start: the target's xcconfig, as
        // for the folder layout, else (none, or one that cannot be read) its entry in the project file.
        let location =
            targetXCConfig.map { .start(of: $0) } ?? configuration?.location ?? target.location
        return ConfigurationDefinition(
            role: role, name: configuration?.name ?? role, levels: sources, projectDirectory: project.projectDirectory,
            target: target.name, parameters: levels.parameters, location: location)
    }

    /// The target's "[CP] Copy Pods Resources" phases, which CocoaPods adds to copy its pods' resources.
    static func podResourcePhases(of target: ProjectTarget) -> [BuildPhase] {
        target.buildPhases(of: .shellScript).filter { $0.name == "[CP] Copy Pods Resources" }
    }

    /// The paths the file lists at `paths` hold, one a line (blank lines and `#` comments left out); `nil` when one
    /// cannot be read (no `pod install` yet), so that what the phase copies is unknown.
    private func podListedOutputs(_ paths: [String]) -> [String]? {
        var outputs: [String] = []
        for path in Set(paths).sorted() {
            guard let bytes = try? context.fileSystem.contents(of: path) else { return nil }
            for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                let entry = line.trimmingCharacters(in: .whitespaces)
                if !entry.isEmpty && !entry.hasPrefix("#") { outputs.append(entry) }
            }
        }
        return outputs
    }

    /// The catalogs, fonts and fonts property list the target copies as resources, and the clone's folder and
    /// config file: the manifest's, else the resource named like the config file and the folder holding it.
    ///
    /// A resource that `EXCLUDED_SOURCE_FILE_NAMES` leaves out of the build in every configuration of the clone
    /// (`filters`, one per configuration, `nil` for one that leaves nothing out) is not the clone's.
    ///
    /// The names of the files CocoaPods' "[CP] Copy Pods Resources" phase copies are its output paths' or, when it
    /// lists them in file lists (CocoaPods 1.7 and later), those lists' (`podListPaths`, for every configuration):
    /// unknown while a list is not there (`pod install` writes them).
    private func addResources(
        of clone: ProjectClone, to definition: inout CloneDefinition, index: inout ProjectIndex,
        filters: [SourceFileFilter?], podListPaths: [String]
    ) {
        let files = SourceFileFilter.kept(index.files(of: clone.target, in: clone.project), by: filters)
        let resources = files.resourcePaths.map(Path.normalize)
        var seen = Set<String>()
        let unique = resources.filter { seen.insert($0).inserted }
        definition.catalogs = unique.filter { Path.pathExtension(of: $0).lowercased() == "xcassets" }
        let podPhases = Self.podResourcePhases(of: clone.target)
        definition.copiesPodResources = !podPhases.isEmpty
        let podOutputs = podPhases.flatMap { $0.script?.outputPaths ?? [] }
        let listsOutputsWhole = podPhases.allSatisfy { ($0.script?.outputFileListPaths ?? []).isEmpty }
        if listsOutputsWhole {
            if !podOutputs.isEmpty { definition.podResourceNames = Set(podOutputs.map { Path.lastComponent(of: $0) }) }
        } else if let listed = podListedOutputs(podListPaths) {
            definition.podResourceNames = Set((podOutputs + listed).map { Path.lastComponent(of: $0) })
        }
        // Only those that are there: a missing one leaves the icon missing, which missing_app_icon reports.
        definition.iconFiles = unique.filter {
            Path.pathExtension(of: $0).lowercased() == "icon" && context.fileSystem.isDirectory($0)
        }
        definition.fontFiles = unique.filter {
            FolderLayoutSource.fontExtensions.contains(Path.pathExtension(of: $0).lowercased())
        }
        for file in files.files where file.phase == .resources {
            guard let path = file.path.absolutePath.map(Path.normalize),
                definition.fontFiles.contains(path) || definition.catalogs.contains(path),
                definition.resourceLocations[path] == nil
            else { continue }
            definition.resourceLocations[path] = file.location
        }
        definition.fontsPlist = unique.first { Path.lastComponent(of: $0) == "custom_fonts.plist" }
        // A string catalog (`InfoPlist.xcstrings`, every language in one file) is compiled into each language's
        // `InfoPlist.strings`, so it names the app as they do (mullvad's "Mullvad VPN").
        definition.localizedInfoPlists = unique.filter {
            let name = Path.lastComponent(of: $0)
            return name == "InfoPlist.xcstrings"
                || (name == "InfoPlist.strings"
                    && Path.pathExtension(of: Path.directory(of: $0)).lowercased() == "lproj")
        }
        let configName = context.manifest.clones.configFile
        if let folder = clone.folder {
            definition.folder = folder
            definition.configFile = clone.configFile ?? Path.normalize(Path.join(folder, configName))
        } else if let configFile = clone.configFile {
            definition.configFile = configFile
        } else if let found = unique.first(where: { $0.hasSuffix("/" + configName) }) {
            definition.configFile = found
            let folder = String(found.dropLast(configName.count + 1))
            // A config file at the root of the repository is no folder of the clone's own.
            if Path.normalize(folder) != Path.normalize(context.root) { definition.folder = folder }
        }
        if let config = definition.configFile,
            let copied = files.files.first(where: {
                $0.phase == .resources && $0.path.absolutePath.map(Path.normalize) == config
            })
        {
            definition.configFileNamer = .target(clone.target.name, copied.location)
        }
    }
}
