import Support
import XCConfig
import XcodeProject

/// Clones as groups of build configurations of one target: the manifest's `clones.target` and `clones.groups`
/// (`{"klar": {"Debug": "KlarDebug", "Release": "KlarRelease"}}`); each group is a clone whose id is the group's name
/// and whose role `R` builds the configuration the group maps `R` to.
public struct ConfigurationGroupSource: CloneSource {
    /// Creates the source.
    public init() {}

    /// Every group, as a clone.
    public func discover(in context: CloneSourceContext) -> CloneDiscovery {
        var index = ProjectIndex(context: context)
        SchemeCloneSource.checkSchemes(index: &index, in: context)
        let settings = context.manifest.clones
        let place = settings.location ?? .start(of: context.root)
        let searched = "the groups of 'clones' in brands.json"
        let name = settings.target ?? ""
        let projects = index.allProjects()
        guard
            let (project, target) = projects.lazy.compactMap({ project in
                project.target(named: name).map { (project, $0) }
            }).first
        else {
            if !name.isEmpty {
                index.record(
                    CloneDefinitionMessage.missingTarget(
                        name, known: projects.flatMap { $0.cloneableTargets.map(\.name) }, at: place))
            }
            return ProjectCloneSources.discovery([], index: &index, searched: searched, in: context)
        }
        let builder = ProjectCloneBuilder(context: context)
        var definitions: [CloneDefinition] = []
        for group in settings.groups {
            var clone = ProjectClone(
                id: group.id, name: group.id, origin: CloneOrigin(.configurationGroup, at: group.location),
                project: project, target: target,
                configurations: context.manifest.configurations.map { ($0, group.configurations[$0] ?? $0) })
            ProjectCloneSources.applyFolder(to: &clone, in: context)
            definitions.append(builder.definition(of: clone, index: &index))
        }
        return ProjectCloneSources.discovery(definitions, index: &index, searched: searched, in: context)
    }

    /// Problems only visible once every clone is read: an xcconfig file of the configs folder nothing uses.
    public func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext)
        -> [Diagnostic]
    {
        ProjectCloneSources.unusedXCConfigs(clones, used: discovery.usedFiles, in: context)
    }
}
