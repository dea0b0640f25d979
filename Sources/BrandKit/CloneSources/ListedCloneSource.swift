import BrandFormats
import Support
import XCConfig
import XcodeProject

/// Clones the manifest lists one by one (`"clones": [{"id": "klar", "scheme": "Klar"}, …]`): each by a shared scheme
/// (its primary application, in the build configurations ``SchemeRoles`` gives), by a target (role `R` builds
/// configuration `R`), or by a folder alone (as the folder layout reads one); an entry's `configurations` map roles
/// to build configurations of its own.
public struct ListedCloneSource: CloneSource {
    /// Creates the source.
    public init() {}

    /// Every listed clone.
    public func discover(in context: CloneSourceContext) -> CloneDiscovery {
        var index = ProjectIndex(context: context)
        SchemeCloneSource.checkSchemes(index: &index, in: context)
        let roles = SchemeRoles(manifest: context.manifest)
        if let problem = roles.problem, context.manifest.clones.listing.contains(where: { $0.scheme != nil }) {
            index.record(problem)
        }
        let builder = ProjectCloneBuilder(context: context)
        var definitions: [CloneDefinition] = []
        var folderProblems: [Diagnostic] = []
        let builtins = FolderLayoutSource.sharedBuiltins(in: context)
        for listing in context.manifest.clones.listing {
            let folder = listing.folder.map(context.absolutePath)
            let configFile = listing.configFile.map { file in
                Path.normalize(Path.join(folder ?? context.root, file))
            }
            if listing.scheme == nil && listing.target == nil, let folder {
                let config = configFile ?? Path.normalize(Path.join(folder, context.manifest.clones.configFile))
                var definition = FolderLayoutSource().definition(
                    id: listing.id, folder: folder, config: config, builtins: builtins, in: context,
                    diagnostics: &folderProblems)
                definition.origin = CloneOrigin(.manifest, at: listing.location)
                definition.name = listing.name ?? listing.id
                definition.configFileNamer = .manifest(listing.location, explicit: listing.configFile != nil)
                definitions.append(definition)
                continue
            }
            guard var clone = resolve(listing, roles: roles, index: &index, in: context) else { continue }
            clone.folder = folder
            clone.configFile = configFile
            ProjectCloneSources.applyFolder(to: &clone, in: context)
            var definition = builder.definition(of: clone, index: &index)
            if listing.configFile != nil && definition.configFileNamer == nil {
                definition.configFileNamer = .manifest(listing.location, explicit: true)
            }
            definitions.append(definition)
        }
        for problem in folderProblems { index.record(problem) }
        return ProjectCloneSources.discovery(
            definitions, index: &index, searched: "the clones listed in brands.json", in: context)
    }

    /// Problems only visible once every clone is read: an xcconfig file of the configs folder nothing uses.
    public func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext)
        -> [Diagnostic]
    {
        ProjectCloneSources.unusedXCConfigs(clones, used: discovery.usedFiles, in: context)
    }

    /// The project clone `listing` names by scheme or target, or `nil` after reporting why there is none.
    private func resolve(
        _ listing: CloneListing, roles: SchemeRoles, index: inout ProjectIndex, in context: CloneSourceContext
    ) -> ProjectClone? {
        let origin = CloneOrigin(.manifest, at: listing.location)
        if let name = listing.scheme {
            guard let entry = index.schemes.entries(named: name).first else {
                index.record(
                    CloneDefinitionMessage.missingScheme(name, known: index.schemes.names, at: listing.location))
                return nil
            }
            let scheme = entry.scheme
            let references = [scheme.launchRunnable].compactMap { $0 } + scheme.buildEntries.map(\.reference)
            let resolved = references.compactMap { index.target(of: $0, in: scheme) }
            guard let (project, target) = resolved.first(where: { $0.target.isApplication }) ?? resolved.first else {
                index.record(CloneDefinitionMessage.schemeWithoutTarget(scheme.name, at: listing.location))
                return nil
            }
            let configurations = roles.configurations(of: scheme).map { (role, name) in
                (role, listing.configurations[role] ?? name)
            }
            return ProjectClone(
                id: listing.id, name: listing.name ?? scheme.name, origin: origin, project: project, target: target,
                configurations: configurations, scheme: scheme,
                workspace: Path.pathExtension(of: entry.container) == "xcworkspace" ? entry.container : nil)
        }
        let name = listing.target ?? ""
        let projects = index.allProjects()
        guard
            let (project, target) = projects.lazy.compactMap({ project in
                project.target(named: name).map { (project, $0) }
            }).first
        else {
            index.record(
                CloneDefinitionMessage.missingTarget(
                    name, known: projects.flatMap { $0.cloneableTargets.map(\.name) }, at: listing.location))
            return nil
        }
        return ProjectClone(
            id: listing.id, name: listing.name ?? target.name, origin: origin, project: project, target: target,
            configurations: context.manifest.configurations.map { ($0, listing.configurations[$0] ?? $0) })
    }
}
