import Support
import XCConfig
import XcodeProject

extension CloneReader {
    /// `product` read: the app takes the clone's `configurations`; every other target's configurations are
    /// evaluated the same way, and every target's files become inputs of the clone.
    func read(
        _ product: ProductDefinition, configurations: [LoadedConfiguration], inputs: inout CloneInputs,
        documents: inout DocumentReader
    ) -> CloneProduct {
        let app = ProductTarget(definition: product.app, configurations: configurations)
        addMembers(of: product.app, configurations: configurations, to: &inputs)
        func read(_ target: ProductTargetDefinition) -> ProductTarget {
            let loaded = target.configurations.map { configuration in
                self.read(configuration, inputs: &inputs, documents: &documents, target: target.name)
            }
            for path in target.missingXCConfigs {
                let role: CloneInputs.Role =
                    target.missingProjectXCConfigs.contains(path) ? .projectXCConfig : .xcconfig
                inputs.add(path, as: role, target: target.name)
            }
            addMembers(of: target, configurations: loaded, to: &inputs)
            return ProductTarget(definition: target, configurations: loaded)
        }
        let extensions = product.extensions.map(read)
        let dependencies = product.dependencies.map(read)
        for project in product.missingProjects { inputs.add(project, as: .dependencyProject, target: product.app.name) }
        return CloneProduct(app: app, extensions: extensions, dependencies: dependencies)
    }

    /// Records the files `target` builds as inputs: each file (a folder such as an asset catalog with everything in
    /// it), each synchronized folder it builds (less its exceptions), and each file an exception set adds, even once
    /// deleted, so that removing it counts; and the headers its sources include (``addHeaders(of:configurations:to:)``).
    private func addMembers(
        of target: ProductTargetDefinition, configurations: [LoadedConfiguration], to inputs: inout CloneInputs
    ) {
        let role = target.part.memberRole
        for file in target.packageResolvedFiles {
            inputs.add(file, as: .packageResolved, target: target.name)
        }
        for folder in target.packageFolders {
            inputs.add(folder, as: .packageFolder, target: target.name, exceptions: packageExceptions(in: folder))
        }
        var members = Set<String>()
        for spelled in target.files.files.compactMap({ $0.path.absolutePath }) where members.insert(spelled).inserted {
            // macOS volumes ignore case by default, so Xcode copies zotero's `bundled/` folder, which its project
            // spells `Bundled`: changes under the folder as it is on disk are the clone's.
            var path = spelled
            if !fileSystem.exists(spelled), let match = matchIgnoringCase(spelled) { path = match }
            inputs.add(path, as: fileSystem.isDirectory(path) ? .memberFolder : role, target: target.name)
        }
        // What its script phases read, run or bundle, said as such.
        for path in target.scriptInputs where !members.contains(path) {
            inputs.add(path, as: .phaseInput, target: target.name)
        }
        for folder in target.synchronizedFolders {
            if folder.buildsFolder {
                inputs.add(folder.path, as: .memberFolder, target: target.name, exceptions: folder.exceptions)
            } else {
                for exception in folder.exceptions {
                    inputs.add(Path.join(folder.path, exception), as: role, target: target.name)
                }
            }
        }
        addHeaders(of: target, configurations: configurations, to: &inputs)
    }

    /// The extensions of the sources whose folders' headers a target includes.
    static let sourceExtensions: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm", "swift", "h", "hpp", "metal"]
    /// The extensions of the sources a header map serves: C, C++ and Objective-C.
    static let cFamilyExtensions: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm"]
    /// The list settings naming folders headers and module maps are looked for in.
    static let headerSearchSettings = [
        "HEADER_SEARCH_PATHS", "USER_HEADER_SEARCH_PATHS", "SYSTEM_HEADER_SEARCH_PATHS", "SWIFT_INCLUDE_PATHS",
    ]
    /// The settings naming one header the target's compiles read: the bridging header and the prefix header.
    static let headerFileSettings = ["SWIFT_OBJC_BRIDGING_HEADER", "GCC_PREFIX_HEADER"]
    /// The settings naming the folders a build writes in, whose headers are the build's own, and the SDK's and
    /// toolchain's folders, whose headers are Xcode's.
    static let foreignFolderSettings =
        buildFolderSettings + ["SDKROOT", "SDK_DIR", "PLATFORM_DIR", "DEVELOPER_DIR", "TOOLCHAIN_DIR"]
    /// The settings naming the folders a build writes in.
    static let buildFolderSettings = [
        "BUILD_DIR", "BUILD_ROOT", "SYMROOT", "OBJROOT", "CONFIGURATION_BUILD_DIR", "TARGET_BUILD_DIR",
        "BUILT_PRODUCTS_DIR", "PROJECT_TEMP_DIR", "TARGET_TEMP_DIR", "DERIVED_FILE_DIR", "DERIVED_SOURCES_DIR",
    ]

    /// Whether `path` is in a folder the build writes in, by `settings`.
    static func isBuilt(_ path: String, settings: ResolvedSettings, projectDirectory: String) -> Bool {
        folders(named: buildFolderSettings, settings: settings, projectDirectory: projectDirectory).contains {
            path.hasPrefix($0 + "/")
        }
    }

    /// The folders the settings `names` name in `settings`, absolute; one holding `projectDirectory` (a build folder
    /// of `.`, an empty SDK's `/`) is left out, as it would hold the whole project.
    static func folders(named names: [String], settings: ResolvedSettings, projectDirectory: String) -> [String] {
        names.compactMap { name in
            let value = settings.value(of: name)
            guard !value.isEmpty else { return nil }
            let folder = Path.normalize(Path.join(projectDirectory, value))
            let holdsProject = folder == "/" || folder == projectDirectory || projectDirectory.hasPrefix(folder + "/")
            return holdsProject ? nil : folder
        }
    }

    /// The root with a final `/`, for asking whether a path is in it; `nil` when the reader was given no root.
    var rootPrefix: String? { root.map { $0.hasSuffix("/") ? $0 : $0 + "/" } }

    /// Records the headers `target`'s sources include: the folder of each source it builds (headers beside sources
    /// are seldom members of an app target: a change to `Cell.h` changed `Cell.m`'s app, yet touched no clone), the
    /// folders its header search paths name, and its bridging and prefix headers, in each of `configurations`
    /// (evaluated, relative to the project).
    ///
    /// A folder or header counts when it is in the root and outside the build's, the SDK's and the toolchain's
    /// folders; one that is not there counts too (session-ios's `LibSession-Util/include`, in a submodule not checked
    /// out, whose bump changes the app).
    private func addHeaders(
        of target: ProductTargetDefinition, configurations: [LoadedConfiguration], to inputs: inout CloneInputs
    ) {
        // The member files' folders in the root, each once: files of one folder are mostly listed together.
        let inside = rootPrefix
        var seen = Set<String>()
        var last = ""
        var compilesC = false
        for file in target.files.files {
            guard let path = file.path.absolutePath else { continue }
            let fileExtension = Path.pathExtension(of: path).lowercased()
            guard Self.sourceExtensions.contains(fileExtension) else { continue }
            compilesC = compilesC || Self.cFamilyExtensions.contains(fileExtension)
            let folder = Path.directory(of: path)
            guard folder != last else { continue }
            last = folder
            guard inside.map({ (folder + "/").hasPrefix($0) }) ?? true else { continue }
            if seen.insert(folder).inserted { inputs.add(folder, as: .headerFolder, target: target.name) }
        }
        // Its header map (`USE_HEADERMAP`, on by default) finds the project's headers wherever they are.
        if compilesC {
            for header in target.projectHeaders where inside.map({ header.hasPrefix($0) }) ?? true {
                inputs.add(header, as: .headerFolder, target: target.name)
            }
        }
        for configuration in configurations {
            guard let settings = configuration.settings else { continue }
            // Most targets name no header search path or header: the folders to leave out are worked out only then.
            let searched = Self.headerSearchSettings.map { settings.value(of: $0) }
            let files = Self.headerFileSettings.map { settings.value(of: $0) }
            guard searched.contains(where: { !$0.isEmpty }) || files.contains(where: { !$0.isEmpty }) else { continue }
            let role = configuration.definition.role
            let projectDirectory = configuration.definition.projectDirectory
            let foreignFolders = Self.folders(
                named: Self.foreignFolderSettings, settings: settings, projectDirectory: projectDirectory)
            func absolute(_ written: String) -> String? {
                let path = Path.normalize(Path.join(projectDirectory, written))
                let isForeign = foreignFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
                return isForeign || inside.map({ !path.hasPrefix($0) }) == true ? nil : path
            }
            for value in searched where !value.isEmpty {
                for word in SourceFileFilter.words(value) {
                    // `dir/**` searches below `dir`, which the folder entry covers anyway.
                    var written = word
                    while written.hasSuffix("/**") || written.hasSuffix("/*") {
                        written = String(written.dropLast(written.hasSuffix("/**") ? 3 : 2))
                    }
                    guard !written.isEmpty, let path = absolute(written), path != "/" else { continue }
                    inputs.add(path, as: .headerFolder, configuration: role, target: target.name)
                }
            }
            for written in files where !written.isEmpty {
                guard let path = absolute(written) else { continue }
                inputs.add(path, as: .targetHeader, configuration: role, target: target.name)
            }
        }
    }

    /// The path on disk `spelled`, which does not exist, names regardless of case, if any: looked for among its
    /// folder's entries when that folder exists as spelled (a project's missing members mostly have one: the project
    /// workspace's 2,000 references cost 92M instructions walking every path), else component by component.
    private func matchIgnoringCase(_ spelled: String) -> String? {
        let folder = Path.directory(of: spelled)
        guard fileSystem.isDirectory(folder) else { return CaseInsensitivePath.match(spelled, in: fileSystem) }
        let name = Path.lastComponent(of: spelled)
        let length = name.utf8.count
        let lowered = name.lowercased()
        guard let entries = try? fileSystem.listing(of: folder),
            let entry = entries.first(where: { $0.name.utf8.count == length && $0.name.lowercased() == lowered })
        else { return nil }
        return Path.join(folder, entry.name)
    }

    /// What a local package's folder holds that is not built into the app: its tests (its `Tests` folder, by
    /// SwiftPM's convention), hidden folders, the files beside its manifest other than manifests and the lock file
    /// (a README, a Makefile), and the folders, two levels down at most, that hold a package of their own (isowords'
    /// app links products of the package at the repository's root, whose `App/` and `Bootstrap/` are packages apart:
    /// every change to the repository touched every clone).
    func packageExceptions(in folder: String) -> [String] {
        var exceptions = ["Tests"]
        func nestedPackages(in relative: String, depth: Int) {
            let path = relative.isEmpty ? folder : Path.join(folder, relative)
            guard let entries = try? fileSystem.listing(of: path) else { return }
            for (name, kind) in entries {
                let child = relative.isEmpty ? name : Path.join(relative, name)
                // A listing may not say what an entry is (a link, or a file system that does not tell).
                let isFolder = kind == .directory || (kind != .file && fileSystem.isDirectory(Path.join(folder, child)))
                if !isFolder {
                    let isManifest = name.hasPrefix("Package") && name.hasSuffix(".swift")
                    if depth == 0, !isManifest, name != "Package.resolved" { exceptions.append(child) }
                    continue
                }
                guard depth > 0 || name != "Tests" else { continue }
                if name.hasPrefix(".") || fileSystem.isFile(Path.join(Path.join(folder, child), "Package.swift")) {
                    exceptions.append(child)
                } else if depth < 1, name != "Sources" {
                    nestedPackages(in: child, depth: depth + 1)
                }
            }
        }
        nestedPackages(in: "", depth: 0)
        return exceptions
    }
}
