import Support
import XcodeProject

extension ProjectSelector {
    /// The target of the scheme called `name` that Xcode makes for each target of projects sharing no scheme (named
    /// after the target), as `release plan` and `affected` name it for a clone read from a target; `nil` when
    /// `containers` hold no project with a target.
    ///
    /// Xcode makes such a scheme with its template's configurations: `Debug` to run, test and analyze, `Release` to
    /// profile and archive. KeePassium shares no scheme: `--scheme "KeePassium Pro"` was refused.
    func autocreatedScheme(_ name: String, in containers: XcodeContainers)
        -> Result<ProjectSelection, ProjectSelectionFailure>?
    {
        let reader = XcodeProjectReader(fileSystem: fileSystem)
        var targetNames: [String] = []
        var matches: [(project: XcodeProjectModel, target: ProjectTarget, diagnostics: [Diagnostic])] = []
        for path in containers.projects {
            let parsed = reader.readNamingConflicts(projectAt: path)
            guard let project = parsed.value else { continue }
            for target in project.targets {
                if !targetNames.contains(target.name) { targetNames.append(target.name) }
                if target.name == name { matches.append((project, target, parsed.diagnostics)) }
            }
        }
        guard !targetNames.isEmpty else { return nil }
        guard let match = matches.first else {
            let suggestion = Suggestion.closest(to: name, in: targetNames)
            return .failure(
                .usage(
                    UsageError(
                        "unknown scheme '\(name)'"
                            + (suggestion.map { "; did you mean '\($0)'?" }
                                ?? "; no scheme is shared, and Xcode makes one for each target: "
                                + targetNames.sorted().joined(separator: ", ")))))
        }
        guard matches.count == 1 else {
            let places = matches.map { Path.relative($0.project.path, to: searchRoot) }.joined(separator: ", ")
            return .failure(
                .usage(
                    UsageError(
                        "target '\(name)' of several projects (\(places)) has a scheme Xcode makes; pick one with "
                            + "--project")))
        }
        let (project, target, diagnostics) = match
        let known = (project.configurationList?.names ?? []) + (target.configurationList?.names ?? [])
        let conventional = [.launch, .test, .analyze].contains(action) ? "Debug" : "Release"
        let derived = configuration == nil && known.contains(conventional) ? conventional : nil
        var choice =
            "no scheme is shared, so these are the settings of target '\(target.name)' of "
            + "\(Path.relative(project.path, to: searchRoot)), for which Xcode makes a scheme of that name"
        if let derived {
            choice += ", in \(derived), the configuration such a scheme's \(action.rawValue) action uses"
        } else if configuration == nil, let fallback = Self.fallback(of: target, in: project) {
            let which =
                fallback == project.configurationList?.defaultConfigurationName
                ? "the project's default configuration" : "the target's first configuration"
            choice +=
                ", in \(fallback), \(which), as the project has no \(conventional) for such a scheme's "
                + "\(action.rawValue) action"
        }
        choice += "; share a scheme to choose its configurations"
        return finish(
            project: project, target: target, configuration: configuration ?? derived, diagnostics: diagnostics
        )
        .map { selected in
            var selected = selected
            selected.choice = choice
            return selected
        }
    }

    /// The configuration a build of `target` without one uses (swift-build's effective configuration): the one
    /// the project names its default, else the target's first.
    private static func fallback(of target: ProjectTarget, in project: XcodeProjectModel) -> String? {
        target.configurationList?.effectiveConfiguration(
            named: nil, defaultName: project.configurationList?.defaultConfigurationName)?.name
    }
}
