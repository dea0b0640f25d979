import Support
import XCConfig

extension FolderLayoutSource {
    /// Every xcconfig file of the configs folder that no clone's configuration names and no used file includes.
    public func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext)
        -> [Diagnostic]
    {
        let folder = context.absolutePath(context.manifest.configsFolder)
        guard context.manifest.usesXCConfigs, context.fileSystem.isDirectory(folder) else { return [] }
        var used = Set<String>()
        for clone in clones {
            for entry in clone.inputs.entries
            where entry.role == .xcconfig || entry.role == .projectXCConfig || entry.role == .includedXCConfig {
                used.insert(entry.path)
            }
        }
        // Links in the configs folder are not followed here; includes through them are found by the loader.
        var ignored: [Diagnostic] = []
        let files = FileTree(fileSystem: context.fileSystem).files(
            under: folder, extensions: ["xcconfig"], depth: 8, diagnostics: &ignored)
        return files.filter { !used.contains(Path.normalize($0)) }.map { path in
            WorkspaceMessage.unusedXCConfig(
                path, reason: reason(Path.relative(path, to: folder), clones: clones, in: context))
        }
    }

    /// What the name of an unused xcconfig stands for under the manifest's `xcconfig` pattern: a clone that does not
    /// exist, or a configuration a clone does not have.
    func reason(_ name: String, clones: [LoadedClone], in context: CloneSourceContext) -> String? {
        let ids = clones.map(\.id)
        let roles = context.manifest.configurations
        for values in NamePattern(context.manifest.xcconfigPattern).matches(name) {
            guard let clone = values["clone"] else { continue }
            let configuration = values["configuration"]
            if ids.contains(clone), let configuration, !roles.contains(configuration) {
                return "its name is that of \(clone) in '\(configuration)', which is no configuration"
                    + (Suggestion.closest(to: configuration, in: roles).map { " (did you mean '\($0)'?)" } ?? "")
            }
            if !ids.contains(clone), configuration.map(roles.contains) ?? true {
                return "its name is that of a clone '\(clone)', which does not exist"
                    + (Suggestion.closest(to: clone, in: ids).map { " (did you mean '\($0)'?)" } ?? "")
            }
        }
        return nil
    }
}
