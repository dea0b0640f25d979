import Support
import XCConfig
import XcodeProject

extension ProjectCloneBuilder {
    /// The product of `clone`: its application target (whose configurations are `configurations`, the clone's),
    /// the app extensions it embeds and every target they depend on, each target's files listed once per load.
    ///
    /// Each target's files are those its configurations build: a file `EXCLUDED_SOURCE_FILE_NAMES` leaves out in
    /// every one of them is not listed (`filters` are the app's, one per configuration).
    func product(
        of clone: ProjectClone, configurations: [ConfigurationDefinition], filters: [SourceFileFilter?],
        index: inout ProjectIndex
    ) -> ProductDefinition {
        let project = clone.project
        var app = target(clone.target, as: .app, of: clone, index: &index, evaluating: false)
        app.configurations = configurations
        app.files = SourceFileFilter.kept(app.files, by: filters)
        var seen: Set<String> = [clone.target.id]
        var extensions: [ProductTargetDefinition] = []
        for (embedded, location, isWatchApp) in Self.embeddedExtensions(of: clone.target, in: project)
        where seen.insert(embedded.id).inserted {
            var definition = target(embedded, as: .embeddedExtension, of: clone, index: &index, evaluating: true)
            definition.embeddingLocation = location
            definition.isWatchApp = isWatchApp
            extensions.append(definition)
            guard isWatchApp else { continue }
            // What the watch app embeds in turn (its complication, its WatchKit extension) ships in the same upload
            // and is held to the same versions, under the watch app's bundle identifier (nightguard's complication).
            for (part, partLocation, _) in Self.embeddedExtensions(of: embedded, in: project)
            where seen.insert(part.id).inserted {
                var nested = target(part, as: .embeddedExtension, of: clone, index: &index, evaluating: true)
                nested.embeddingLocation = partLocation
                nested.embeddedIn = embedded.id
                extensions.append(nested)
            }
        }
        // Breadth first from the app and its extensions, so nearer dependencies come first: the targets each depends
        // on, then those whose products it links or copies without saying so, which Xcode builds as implicit
        // dependencies (ish's app links `libiSHLinux.a`, built by a target of the project it names nowhere).
        var queue = [clone.target] + extensions.compactMap { project.target(id: $0.id) }
        var dependencies: [ProductTargetDefinition] = []
        let producers = index.productTargets(of: project)
        while !queue.isEmpty {
            let current = queue.removeFirst()
            let explicit = current.dependencies.compactMap(\.targetID)
            let implicit = current.buildPhases.flatMap(\.files).compactMap {
                $0.fileReferenceID.flatMap { producers[$0] }
            }
            for id in explicit + implicit {
                guard let found = project.target(id: id), seen.insert(id).inserted else { continue }
                dependencies.append(target(found, as: .dependency, of: clone, index: &index, evaluating: true))
                queue.append(found)
            }
        }
        let own = [clone.target] + (extensions + dependencies).compactMap { project.target(id: $0.id) }
        var missing: [String] = []
        dependencies += externalDependencies(of: own, clone: clone, index: &index, missing: &missing)
        var product = ProductDefinition(app: app, extensions: extensions, dependencies: dependencies)
        product.missingProjects = missing
        return product
    }

    /// The app extensions `target` embeds through its "Embed Foundation Extensions" (`PlugIns`) and "Embed
    /// ExtensionKit Extensions" phases, the App Clips of its "Embed App Clips" phase and the watch apps of its "Embed
    /// Watch Content" phase, in phase order, each with the location of the `PBXBuildFile` that embeds it and whether
    /// it is a watch app.
    ///
    /// Only app extensions and App Clips: a plain bundle copied into `PlugIns` (KeePassium's Mac Catalyst
    /// `MacUtils.bundle`) is no extension, and the rules for extensions (version, bundle identifier prefix) are not
    /// its. An App Clip ships inside its app as an extension does and App Store Connect holds it to the same: the
    /// app's version and build, an identifier under the app's (isowords' clip went unchecked).
    ///
    /// A watch app ships inside its phone app as an extension does, and App Store Connect holds it to the app's
    /// version and build and an identifier under the app's (nightguard's watch app went unchecked).
    static func embeddedExtensions(of target: ProjectTarget, in project: XcodeProjectModel) -> [(
        target: ProjectTarget, location: SourceLocation, isWatchApp: Bool
    )] {
        var result: [(ProjectTarget, SourceLocation, Bool)] = []
        for phase in target.buildPhases(of: .copyFiles) {
            guard let embedding = phase.destination?.embedding,
                [.appExtensions, .extensionKitExtensions, .appClips, .watchContent].contains(embedding)
            else { continue }
            for file in phase.files {
                guard let reference = file.fileReferenceID, let product = project.target(producing: reference)
                else { continue }
                let embeds =
                    switch embedding {
                    case .appClips: product.productType == ProductTargetDefinition.appClipType
                    case .watchContent: product.isApplication
                    default: product.isAppExtension
                    }
                guard embeds else { continue }
                result.append((product, file.location, embedding == .watchContent))
            }
        }
        return result
    }

    /// The files of the repository `target`'s script phases read: the inputs they declare in the project's folder
    /// (`$(SRCROOT)/…`, `$(PROJECT_DIR)/…`, `$(SOURCE_ROOT)/…` or a relative path; a path built on another setting,
    /// `${PODS_ROOT}` or `$(BUILT_PRODUCTS_DIR)`, is left out, as the files CocoaPods' phases name are), and the
    /// repository's scripts each phase runs (`"${SRCROOT}/Scripts/set-version.sh"`, as ``ScriptStamp`` finds them: a
    /// change to one changes what the phase does to the app), none outside `root`.
    ///
    /// A legacy ("External Build System") target's tool counts the same way (Orbot's `leaf` target runs
    /// `${PROJECT_DIR}/leaf-ffi-orbot/build-leaf.sh`, which builds a submodule into the app's extension).
    ///
    /// A script named from another setting is followed where `settings` expand it to a path (colloquy's
    /// `${COLLOQUY_WORKSPACE_ROOT}/Tools/…`); declared inputs built on one are not.
    static func scriptInputs(
        of target: ProjectTarget, in project: XcodeProjectModel, root: String, settings: ScriptPathSettings = .none
    ) -> [String] {
        var paths: [String] = []
        // A tool on the system (`/usr/bin/make`) is none of the repository's.
        let tool = target.buildToolPath.map { [$0] }?.filter { !$0.hasPrefix("/") } ?? []
        let phases = target.buildPhases(of: .shellScript)
        for written in tool + phases.flatMap({ $0.script?.inputPaths ?? [] }) {
            let path = ProjectFolderReference.relative(written.trimmingCharacters(in: .whitespaces))
            guard !path.isEmpty, !path.contains("$") else { continue }
            paths.append(Path.normalize(Path.join(project.projectDirectory, path)))
        }
        for case let script? in phases.map({ $0.script?.script }) {
            let files = ScriptStamp.scriptFiles(
                in: script, projectDirectory: project.projectDirectory, root: root, settings: settings)
            paths += files.filter { !paths.contains($0) }
        }
        return paths
    }

    /// The JavaScript app a React Native target's "Bundle React Native code and images" phase
    /// (`react-native-xcode.sh`) bundles into it: what lies beside the nearest `package.json` above the project, its
    /// JavaScript, TypeScript and JSON files (`App.tsx`, `app.config.js`), lock and `.env` files (react-native-config
    /// reads them into the build) and its folders, except the native projects, `node_modules` (which git does not
    /// hold), tests, documentation, build output and hidden folders (pass-culture's `src/App.tsx`, mattermost's
    /// `app/`, piggy's `App.js` and rn-base's `whitelabel/` touched no clone).
    func reactNativeSources(of target: ProjectTarget, in project: XcodeProjectModel) -> [String] {
        // The template's phase name, or its script (mattermost-mobile's phase runs a script of its own).
        let bundles = target.buildPhases(of: .shellScript).contains {
            $0.name == "Bundle React Native code and images"
                || $0.script?.script.contains("react-native-xcode.sh") == true
        }
        guard bundles else { return [] }
        var folder = project.projectDirectory
        let root = Path.normalize(context.root)
        while !context.fileSystem.isFile(Path.join(folder, "package.json")) {
            guard folder != root, folder.hasPrefix(root), folder != "/" else { return [] }
            folder = Path.directory(of: folder)
        }
        guard let entries = try? context.fileSystem.listing(of: folder) else { return [] }
        let fileExtensions: Set<String> = ["js", "jsx", "ts", "tsx", "mjs", "cjs", "json", "json5", "lock", "yaml"]
        // With the project beside `package.json`, its folders hold the native app too: only those named for
        // JavaScript count then.
        let projectIsBeside = folder == project.projectDirectory
        var paths: [String] = []
        for (name, _) in entries.sorted(by: { $0.name < $1.name }) {
            let path = Path.join(folder, name)
            if context.fileSystem.isDirectory(path) {
                let lowered = name.lowercased()
                guard !name.hasPrefix("."), !Self.reactNativeSkippedFolders.contains(lowered),
                    !lowered.hasSuffix(".xcodeproj"), !lowered.hasSuffix(".xcworkspace"),
                    !(project.projectDirectory + "/").hasPrefix(path + "/"),
                    !projectIsBeside || ["src", "app", "assets"].contains(name)
                else { continue }
                paths.append(path)
            } else if name.hasPrefix(".env") || fileExtensions.contains(Path.pathExtension(of: name).lowercased()) {
                paths.append(path)
            }
        }
        return paths
    }

    /// The folders beside a React Native app's `package.json` that its bundle holds nothing of.
    static let reactNativeSkippedFolders: Set<String> = [
        "node_modules", "ios", "android", "macos", "windows", "web-build", "vendor", "pods", "fastlane", "docs", "doc",
        "__tests__", "__mocks__", "e2e", "test", "tests", "coverage", "dist", "build", "jest", "bin", "flow-typed",
        "repackbuild", "release-notes", "_manifest", "specs", "spec",
    ]

    /// `target` as a part of `clone`'s product; with `evaluating`, a configuration for each of the clone's roles
    /// (the target's levels under the same build configuration name).
    private func target(
        _ target: ProjectTarget, as part: ProductTargetDefinition.Part, of clone: ProjectClone,
        index: inout ProjectIndex, evaluating: Bool
    ) -> ProductTargetDefinition {
        let project = clone.project
        var definition = ProductTargetDefinition(
            part: part, name: target.name, id: target.id, productType: target.productType,
            files: index.files(of: target, in: project),
            synchronizedFolders: Self.synchronizedFolders(
                of: target, in: project, packages: index.synchronizedPackageFolders(of: project)),
            location: target.location)
        var environment = SettingsEnvironment(
            user: context.user, home: context.home, sdk: context.parameters.sdk, arch: context.parameters.arch)
        environment.path = context.path
        let settings = ProjectSettings(project: project, fileSystem: context.fileSystem, environment: environment)
        // The target's settings in the clone's configurations, which a script's path may be written with (the app's
        // levels are those its configurations were read with, which the index keeps).
        let scriptSettings = ScriptPathSettings(
            levels: clone.configurations.map { index.levels(of: target, configuration: $0.name, settings: settings) })
        definition.scriptInputs =
            Self.scriptInputs(of: target, in: project, root: context.root, settings: scriptSettings)
            + reactNativeSources(of: target, in: project) + scriptFolders(of: target, in: project)
        definition.projectHeaders = index.headers(of: project)
        let workspace = clone.workspace ?? index.buildingWorkspace(of: project.path)
        definition.scriptStamps = ScriptStamp.stamps(
            of: target, projectDirectory: project.projectDirectory, root: context.root, fileSystem: context.fileSystem,
            settings: scriptSettings)
        // A remote package's version is the one Package.resolved pins (TwidereX bumped MetaTextKit there).
        if target.packageProducts.contains(where: { if case .local = $0.package { false } else { true } }) {
            definition.packageResolvedFiles = [
                workspace.map { Path.join($0, "xcshareddata/swiftpm/Package.resolved") },
                Path.join(project.path, "project.xcworkspace/xcshareddata/swiftpm/Package.resolved"),
            ].compactMap { $0 }.filter(context.fileSystem.isFile)
        }
        definition.remotePackages = target.packageProducts.compactMap { product in
            guard case .remote(let url, let requirement) = product.package else { return nil }
            return "\(product.name) from \(url) (\(requirement))"
        }.sorted()
        for product in target.packageProducts {
            let folders = index.packageFolders(
                linking: product, project: project, workspace: workspace)
            for folder in folders where !definition.packageFolders.contains(folder) {
                definition.packageFolders.append(folder)
            }
        }
        guard evaluating else { return definition }
        var filters: [SourceFileFilter?] = []
        definition.configurations = clone.configurations.map { role, name in
            let levels = index.levels(of: target, configuration: name, settings: settings)
            // The part's project problems (a base xcconfig it cannot read) are the project's, as the app's are, and
            // concern the clones that build this configuration.
            let projectDiagnostics = levels.diagnostics.filter { $0.location.file == project.file }
            for diagnostic in projectDiagnostics { index.record(diagnostic) }
            let bases = missingBaseXCConfigs(of: levels)
            for base in bases where !definition.missingXCConfigs.contains(base) {
                definition.missingXCConfigs.append(base)
            }
            if let base = missingProjectXCConfig(of: levels) { definition.missingProjectXCConfigs.insert(base) }
            filters.append(SourceFileFilter(levels: levels.levels, parameters: levels.parameters))
            var configuration = configuration(role: role, levels: levels, project: project, target: target)
            configuration.projectDiagnostics = projectDiagnostics
            // What may define an Info.plist reference nothing defines (IVPN's tunnels read a git-ignored release.xcconfig).
            configuration.missingBaseConfigurations = bases
            return configuration
        }
        definition.files = SourceFileFilter.kept(definition.files, by: filters)
        return definition
    }

    /// The synchronized folders `target` builds (less its membership exceptions and the local packages in them,
    /// `packages`, absolute: Xcode builds those as packages), and those whose exception sets make some of their files
    /// its own.
    static func synchronizedFolders(
        of target: ProjectTarget, in project: XcodeProjectModel, packages: [String] = []
    ) -> [SynchronizedMembership] {
        return project.synchronizedFolders.compactMap { folder in
            guard let path = folder.resolvedPath.absolutePath else { return nil }
            var exceptions = folder.exceptionSetIDs.compactMap { project.exceptionSets[$0] }
                .filter { $0.kind == .targetMembership(targetID: target.id) }.flatMap(\.membershipExceptions)
            let builds = target.synchronizedFolderIDs.contains(folder.id)
            guard builds || !exceptions.isEmpty else { return nil }
            if builds {
                let folderPrefix = Path.normalize(path) + "/"
                exceptions += packages.filter { $0.hasPrefix(folderPrefix) }.map {
                    String($0.dropFirst(folderPrefix.count))
                }
            }
            return SynchronizedMembership(path: path, buildsFolder: builds, exceptions: exceptions)
        }
    }
}
