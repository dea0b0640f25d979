import Support
import XCConfig

/// Clones as folders: each folder matching the manifest's clone folder pattern (`Brands/{clone}` by default) that
/// holds the config file (`config.json` by default) is a clone whose id is the folder's name; its configuration
/// `C` evaluates the xcconfig file the manifest's `xcconfig` pattern names (`Configs/{clone}-{configuration}.xcconfig`
/// by default) over the builtins, with `SRCROOT` the workspace root and `TARGET_NAME` the clone's id; with
/// `"xcconfig": null` there is no xcconfig, only the builtins.
///
/// In the clone's folder, `custom_fonts.plist` is its fonts property list, `Assets.xcassets` its asset catalog, and
/// every `.ttf`, `.otf` and `.ttc` file (outside the catalog, not following links) a bundled font.
public struct FolderLayoutSource: CloneSource {
    /// The file extensions of bundled fonts.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Creates the source.
    public init() {}

    /// Every folder holding the config file, as a clone.
    public func discover(in context: CloneSourceContext) -> CloneDiscovery {
        let layout = FolderPattern(context.manifest.cloneFolderPattern)
        let parent = context.absolutePath(layout.parent)
        let configFile = context.manifest.clones.configFile
        var discovery = CloneDiscovery(
            definitions: [], diagnostics: [],
            searched: "folders holding '\(configFile)' in '\(Path.relative(parent, to: context.root))'",
            searchLocation: .start(of: parent))
        let fileSystem = context.fileSystem
        let names: [String]
        do {
            names = try fileSystem.entries(of: parent)
        } catch {
            discovery.diagnostics.append(WorkspaceMessage.missingBrandsFolder(parent))
            return discovery
        }
        let tree = FileTree(fileSystem: fileSystem)
        let builtins = Self.sharedBuiltins(in: context)
        // Each folder is looked at on a core of its own (a workspace may have thousands); findings keep folder order.
        let found = names.filter { !$0.hasPrefix(".") }.concurrentMap { name -> (CloneDefinition?, [Diagnostic]) in
            let path = Path.join(parent, name)
            if let problem = tree.linkProblem(at: path) { return (nil, [problem]) }
            guard fileSystem.isDirectory(path) else { return (nil, []) }
            let folder = Path.normalize(Path.join(path, layout.suffix))
            let config = Path.normalize(Path.join(folder, configFile))
            // A config file that is a broken link still makes a clone, so that it is reported as unreadable
            // rather than the clone silently disappearing.
            guard fileSystem.exists(config) || fileSystem.isSymbolicLink(config) else {
                return (nil, notAClone(path, config: config, parent: layout.parent, in: context).map { [$0] } ?? [])
            }
            var diagnostics: [Diagnostic] = []
            let definition = definition(
                id: name, folder: folder, config: config, builtins: builtins, in: context, diagnostics: &diagnostics)
            return (definition, diagnostics)
        }
        for (definition, diagnostics) in found {
            discovery.diagnostics += diagnostics
            if let definition { discovery.definitions.append(definition) }
        }
        return discovery
    }

    /// Why the folder at `path`, whose config file would be `config`, is reported as no clone; `nil` for folders
    /// that are plainly something else: the configs folder, the schema's folder, and (when clones are folders of the
    /// root) any folder without a file named like the config file.
    private func notAClone(_ path: String, config: String, parent: String, in context: CloneSourceContext)
        -> Diagnostic?
    {
        let manifest = context.manifest
        let schema = context.absolutePath(manifest.schemaPath)
        if path == context.absolutePath(manifest.configsFolder) || schema.hasPrefix(path + "/") { return nil }
        let name = Path.lastComponent(of: config)
        let siblings = (try? context.fileSystem.entries(of: Path.directory(of: config))) ?? []
        let nearMiss = Suggestion.closest(to: name, in: siblings)
        if nearMiss == nil && Path.normalize(parent) == "." { return nil }
        return WorkspaceMessage.folderWithoutConfig(
            path, shownAs: Path.relative(path, to: context.root), configFile: name, nearMiss: nearMiss)
    }

    /// The builtin values every clone of `context` shares, by configuration (see
    /// ``definition(id:folder:config:builtins:in:diagnostics:)``).
    static func sharedBuiltins(in context: CloneSourceContext) -> [String: [SettingAssignment]] {
        let resolver = BuildSettingsResolver(root: context.root, parameters: context.parameters)
        return Dictionary(
            context.manifest.configurations.map { ($0, resolver.builtins(configuration: $0, target: nil)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The clone `id` whose folder is `folder` and config file `config` (absolute paths); `builtins` holds, by
    /// configuration, the builtin values every clone shares (its own name is added).
    func definition(
        id: String, folder: String, config: String, builtins: [String: [SettingAssignment]],
        in context: CloneSourceContext, diagnostics: inout [Diagnostic]
    ) -> CloneDefinition {
        let fileSystem = context.fileSystem
        let fontsPlist = Path.join(folder, "custom_fonts.plist")
        let catalog = Path.join(folder, "Assets.xcassets")
        let fonts = FileTree(fileSystem: fileSystem).files(
            under: folder, extensions: Self.fontExtensions, depth: 8, skipping: [config],
            descends: { Path.pathExtension(of: $0) != "xcassets" }, diagnostics: &diagnostics)
        let resolver = BuildSettingsResolver(root: context.root, parameters: context.parameters)
        let configurations = context.manifest.configurations.map { role in
            let relative = context.manifest.xcconfigPath(clone: id, configuration: role)
            let path = context.absolutePath(relative)
            var levels = [
                SettingsLevelSource(
                    .builtIn, label: BuildSettingsResolver.builtInFile,
                    content: .assignments(
                        resolver.builtins(
                            target: id, after: builtins[role] ?? resolver.builtins(configuration: role, target: nil))))
            ]
            // With `"xcconfig": null` a clone has built-in settings only; its identity comes from its config file.
            if context.manifest.usesXCConfigs {
                levels.append(SettingsLevelSource(.xcconfig, label: Path.normalize(relative), content: .xcconfig(path)))
            }
            return ConfigurationDefinition(
                role: role, name: role, levels: levels, projectDirectory: context.root, target: id,
                parameters: context.parameters, location: .start(of: context.manifest.usesXCConfigs ? path : config))
        }
        return CloneDefinition(
            id: id, name: id, origin: CloneOrigin(.folder, at: .start(of: config)), folder: folder,
            configFile: config, fontsPlist: fileSystem.exists(fontsPlist) ? fontsPlist : nil,
            // A file named like the catalog is read too, so that it is reported rather than ignored.
            catalogs: fileSystem.exists(catalog) ? [catalog] : [], fontFiles: fonts,
            configurations: configurations)
    }
}

/// A clone folder pattern split at `{clone}`: the folder whose entries are candidates, and the path inside each.
struct FolderPattern {
    /// The folder holding one entry per clone, relative to the root (`Brands`).
    var parent: String
    /// The clone's folder inside its entry (usually empty).
    var suffix: String

    /// Splits `pattern`; one holding no `{clone}` component is taken as the parent folder itself.
    init(_ pattern: String) {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let index = components.firstIndex(of: "{clone}") else {
            parent = pattern
            suffix = ""
            return
        }
        parent = components[..<index].joined(separator: "/")
        if parent.isEmpty { parent = "." }
        suffix = components[(index + 1)...].joined(separator: "/")
    }
}
