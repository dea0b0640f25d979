import BrandKit
import Documents
import Support
import XCConfig
import XcodeProject

extension ProjectSelector {
    /// The scheme called `name` among the shared schemes of `--project`, else of the manifest's `project`, else of the
    /// workspaces and projects under ``searchRoot``; its target for ``action`` and the action's configuration.
    func selectScheme(_ name: String) -> Result<ProjectSelection, ProjectSelectionFailure> {
        let containers: XcodeContainers
        if let projectPath {
            // A workspace given as --project holds the schemes of the projects it lists (ios-monorepo's
            // BeMatch.xcworkspace: "no shared schemes found" before).
            containers = XcodeContainers.named(projectPath, fileSystem: fileSystem)
        } else if let manifestProject {
            containers = XcodeContainers.named(manifestProject, fileSystem: fileSystem)
        } else {
            containers = XcodeContainers.find(under: searchRoot, fileSystem: fileSystem)
        }
        let reader = SchemeReader(fileSystem: fileSystem)
        let catalog = SchemeCatalog(containers: containers, reader: reader)
        var entries = catalog.entries(named: name)
        entries = entries.filter { entry in !entries.contains { $0.scheme.file == entry.scheme.file && $0 != entry } }
        // The workspace named with --project is the pick among its own scheme and its projects' of that name
        // (Provenance.xcworkspace's ProvenanceTV beside Provenance.xcodeproj's was refused twice).
        if let projectPath, entries.count > 1,
            let own = entries.first(where: { Path.normalize($0.container) == Path.normalize(projectPath) })
        {
            entries = [own]
        }
        let schemeProblems = catalog.diagnostics(named: name)
        guard let entry = entries.first else {
            if !schemeProblems.isEmpty { return .failure(.unreadable(schemeProblems)) }
            guard !catalog.names.isEmpty else {
                if let autocreated = autocreatedScheme(name, in: containers) { return autocreated }
                // Where it looked, as the user would name it: the root itself, or a project or workspace in it.
                let container = projectPath ?? manifestProject
                let place = container.map { Path.relative($0, to: searchRoot) } ?? searchRoot
                return .failure(
                    .usage(
                        UsageError(
                            "no shared schemes found in '\(place)'; share the scheme in Xcode (Product > Scheme > Manage Schemes) or use --project and --target"
                        )))
            }
            return .failure(.usage(Self.unknown("scheme", name, known: catalog.names, in: "the repository")))
        }
        guard entries.count == 1 else {
            let places = entries.map { Path.relative($0.container, to: searchRoot) }.joined(separator: ", ")
            return .failure(
                .usage(
                    UsageError(
                        "scheme '\(entry.scheme.name)' is defined in several places (\(places)); pick one with --project"
                    )))
        }
        return target(of: entry.scheme, diagnostics: schemeProblems)
    }

    /// The scheme's target for the action: `--target` among the ones it builds, else the launch runnable (for
    /// launch and profile), else its first application, else the first it builds.
    private func target(of scheme: XcodeScheme, diagnostics schemeProblems: [Diagnostic])
        -> Result<ProjectSelection, ProjectSelectionFailure>
    {
        var buildables = scheme.buildables(for: action)
        if action == .launch || action == .profile, let runnable = scheme.launchRunnable {
            buildables = [runnable] + buildables.filter { $0.blueprintIdentifier != runnable.blueprintIdentifier }
        }
        guard !buildables.isEmpty else {
            return .failure(
                .usage(
                    UsageError(
                        "scheme '\(scheme.name)' builds no target for the \(action.rawValue) action; pick another --action"
                    )))
        }
        let reader = XcodeProjectReader(fileSystem: fileSystem)
        var projects: [String: Parsed<XcodeProjectModel>] = [:]
        var candidates: [(BuildableReference, XcodeProjectModel, ProjectTarget?)] = []
        var diagnostics = schemeProblems
        for buildable in buildables {
            // A package's test target (`container:LocalPackages/AIChat`) is no project's, and a project that is not
            // there is the scheme check's finding, once (Trio's LoopKit submodule), not a project file to read.
            guard let path = buildable.projectPath(relativeTo: scheme.containerFolder), path.hasSuffix(".xcodeproj"),
                fileSystem.isDirectory(path)
            else { continue }
            if projects[path] == nil {
                let parsed = reader.readNamingConflicts(projectAt: path)
                projects[path] = parsed
                diagnostics += parsed.diagnostics
            }
            guard let project = projects[path]?.value else { continue }
            candidates.append((buildable, project, project.target(id: buildable.blueprintIdentifier)))
        }
        var models: [String: XcodeProjectModel] = [:]
        for (path, parsed) in projects { models[path] = parsed.value }
        // A project in a dependency manager's folder (`Pods/Pods.xcodeproj` before `pod install`) is none of the
        // scheme's to fix, as `validate` has it (mattermost-mobile).
        let checker = SchemeReader(
            fileSystem: fileSystem, submoduleHolding: GitSubmodules.lookup(root: searchRoot, fileSystem: fileSystem))
        diagnostics += checker.check(scheme, against: models).filter { diagnostic in
            diagnostic.rule != SchemeDiagnostics.containerRule
                || !XcodeContainers.skippedFolders.contains { diagnostic.message.contains("'container:\($0)/") }
        }
        let chosen: (BuildableReference, XcodeProjectModel, ProjectTarget?)?
        if let target {
            // What the scheme builds, and what that depends on in its project, as Xcode builds it with implicit
            // dependencies (talk-ios's NextcloudTalk scheme builds its ShareExtension so).
            candidates += Self.dependencies(of: candidates)
            let names = candidates.map { $0.2?.name ?? $0.0.blueprintName }
            guard let match = SelectionCheck.match(target, in: names), let index = names.firstIndex(of: match) else {
                return .failure(.usage(Self.unknown("target", target, known: names, in: "scheme '\(scheme.name)'")))
            }
            chosen = candidates[index]
        } else {
            chosen = candidates.first { $0.2?.isApplication == true } ?? candidates.first
        }
        guard let (_, project, projectTarget) = chosen, let projectTarget else {
            return .failure(.unreadable(diagnostics.sorted(by: Diagnostic.presentationOrder)))
        }
        var name = configuration
        if name == nil, let schemeConfiguration = scheme.buildConfiguration(for: action) {
            let known = (project.configurationList?.names ?? []) + (projectTarget.configurationList?.names ?? [])
            if known.contains(schemeConfiguration) {
                name = schemeConfiguration
            } else {
                // Reported, and the project's default used, as a build would.
                diagnostics.append(
                    SchemeDiagnostics.unknownConfiguration(
                        schemeConfiguration, action: action, scheme: scheme.name, project: project.name,
                        suggestion: Suggestion.closest(to: schemeConfiguration, in: known),
                        at: scheme.actions[action]?.location ?? scheme.location))
            }
        }
        let selection = finish(project: project, target: projectTarget, configuration: name, diagnostics: diagnostics)
        var built: [String] = []
        // Targets the project has: a reference to one it lacks is a finding of its own (mullvad's RelayCache).
        for name in candidates.compactMap({ $0.2?.name }) where !built.contains(name) {
            built.append(name)
        }
        guard target == nil, built.count > 1 else { return selection }
        let why: String
        if [.launch, .profile].contains(action), scheme.launchRunnable?.blueprintIdentifier == projectTarget.id {
            why = "the one it runs"
        } else {
            why = projectTarget.isApplication ? "the first application it builds" : "the first target it builds"
        }
        return selection.map { selected in
            var selected = selected
            selected.choice =
                "scheme '\(scheme.name)' builds \(Plural.list(built)) for the \(action.rawValue) action; "
                + "these are the settings of '\(projectTarget.name)', \(why); choose another with --target"
            return selected
        }
    }

    /// The targets `candidates` depend on in their projects, transitively, that are not among them.
    private static func dependencies(of candidates: [(BuildableReference, XcodeProjectModel, ProjectTarget?)])
        -> [(BuildableReference, XcodeProjectModel, ProjectTarget?)]
    {
        var found: [(BuildableReference, XcodeProjectModel, ProjectTarget?)] = []
        var seen = Set(candidates.compactMap { $0.2.map { $0.id } })
        var pending = candidates.compactMap { candidate in candidate.2.map { (candidate.0, candidate.1, $0) } }
        while let (reference, project, target) = pending.popLast() {
            for dependency in target.dependencies {
                guard case .target(let id) = dependency.kind, seen.insert(id).inserted,
                    let dependent = project.target(id: id)
                else { continue }
                var named = reference
                named.blueprintIdentifier = id
                named.blueprintName = dependent.name
                found.append((named, project, dependent))
                pending.append((named, project, dependent))
            }
        }
        return found
    }
}
