import Support
import XCConfig
import XcodeProject

/// Clones as application targets: each application target of the repository's projects that is an app of its own
/// (not a watch app, an App Clip or an app another target embeds) is a clone named after the target, with an id
/// derived from its name (see ``CloneIdentifier``); role `R` builds the target's configuration called `R`.
public struct TargetCloneSource: CloneSource {
    /// Creates the source.
    public init() {}

    /// Every application target, as a clone.
    public func discover(in context: CloneSourceContext) -> CloneDiscovery {
        var index = ProjectIndex(context: context)
        SchemeCloneSource.checkSchemes(index: &index, in: context)
        let places = ProjectCloneSources.places(of: index, in: context)
        return Self.discover(in: context, index: &index, searched: "application targets in \(places)")
    }

    /// Problems only visible once every clone is read: an xcconfig file of the configs folder nothing uses.
    public func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext)
        -> [Diagnostic]
    {
        ProjectCloneSources.unusedXCConfigs(clones, used: discovery.usedFiles, in: context)
    }

    /// Every application target of the projects `index` holds, as a clone; `searched` completes "looked for …".
    static func discover(in context: CloneSourceContext, index: inout ProjectIndex, searched: String)
        -> CloneDiscovery
    {
        let targets = index.allProjects().flatMap { project in project.cloneableTargets.map { (project, $0) } }
        // Targets of one name in several projects (copies of one sample app, each in a folder of its own) are told
        // apart by their projects' paths, as schemes are: im-plausibilities' imMoji project keeps a `webFromIM` target
        // beside webFromIM's own, and one of them was left out with an error that no manifest `init` wrote could fix.
        let names = SchemeCloneSource.distinguishedNames(
            targets.map(\.1.name), containers: targets.map(\.0.path), root: context.root)
        let (ids, problems) = CloneIdentifier.assign(zip(names, targets).map { ($0, $1.1.location) })
        for problem in problems { index.record(problem) }
        let builder = ProjectCloneBuilder(context: context)
        var definitions: [CloneDefinition] = []
        for ((project, target), id) in zip(targets, ids) {
            guard let id else { continue }
            var clone = ProjectClone(
                id: id, name: target.name, origin: CloneOrigin(.target, at: target.location), project: project,
                target: target, configurations: context.manifest.configurations.map { ($0, $0) })
            ProjectCloneSources.applyFolder(to: &clone, in: context)
            definitions.append(builder.definition(of: clone, index: &index))
        }
        return ProjectCloneSources.discovery(definitions, index: &index, searched: searched, in: context)
    }
}
