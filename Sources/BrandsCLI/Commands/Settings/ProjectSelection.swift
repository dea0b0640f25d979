import Support
import XCConfig
import XcodeProject

/// What `brands settings --project/--scheme` evaluates: a project, one of its targets and a configuration.
struct ProjectSelection {
    /// The project.
    var project: XcodeProjectModel
    /// The target, or `nil` for the project's own settings (a project without targets).
    var target: ProjectTarget?
    /// The configuration name asked for, or `nil` for the project's default.
    var configuration: String?
    /// Problems found reading the project and the scheme.
    var diagnostics: [Diagnostic]
    /// Which target was taken, and among which, when the command line named none and there was a choice: a project
    /// with several targets, a scheme building several (`xcodebuild -showBuildSettings` names its target too).
    var choice: String? = nil
}

/// Why there is nothing to evaluate.
enum ProjectSelectionFailure: Error {
    /// A name or path on the command line matches nothing (exit 64).
    case usage(UsageError)
    /// The project or scheme could not be read; the diagnostics say why (exit 1).
    case unreadable([Diagnostic])
}

/// Finds the project, target and configuration the options of `brands settings` name.
struct ProjectSelector {
    var fileSystem: any FileSystem
    /// `--project`, made absolute.
    var projectPath: String?
    /// `--scheme`.
    var scheme: String?
    /// `--target`.
    var target: String?
    /// `--configuration`.
    var configuration: String?
    /// `--action`.
    var action: SchemeAction
    /// Where schemes are looked for: `--root`, else the current folder.
    var searchRoot: String
    /// The project or workspace the manifest at ``searchRoot`` names (`project`, made absolute): schemes are looked
    /// for there only, as the clones are, when there is no `--project`.
    var manifestProject: String? = nil

    func select() -> Result<ProjectSelection, ProjectSelectionFailure> {
        if let scheme { return selectScheme(scheme) }
        guard let projectPath else { return .failure(.usage(UsageError("give --project <path> or --scheme <name>"))) }
        let path: String
        switch resolveProject(projectPath) {
        case .success(let found): path = found
        case .failure(let error): return .failure(.usage(error))
        }
        let parsed = XcodeProjectReader(fileSystem: fileSystem).readNamingConflicts(projectAt: path)
        guard let project = parsed.value else { return .failure(.unreadable(parsed.diagnostics)) }
        var chosen = project.targets.first
        if let target {
            guard
                let match = project.targets.first(where: { $0.name == target })
                    ?? uniqueCaseInsensitive(target, in: project)
            else {
                return .failure(
                    .usage(Self.unknown("target", target, known: project.targets.map(\.name), in: "the project")))
            }
            chosen = match
        }
        var selection = finish(
            project: project, target: chosen, configuration: configuration, diagnostics: parsed.diagnostics)
        if target == nil, let chosen, project.targets.count > 1 {
            selection = selection.map { selected in
                var selected = selected
                selected.choice =
                    "these are the settings of target '\(chosen.name)', the first of the project's "
                    + "\(project.targets.count) targets; choose another with --target"
                return selected
            }
        }
        return selection
    }

    /// The `.xcodeproj` a `--project` value names: the bundle itself, its `project.pbxproj`, or a folder holding
    /// exactly one project.
    private func resolveProject(_ path: String) -> Result<String, UsageError> {
        if Path.lastComponent(of: path) == "project.pbxproj" { return .success(Path.directory(of: path)) }
        if path.hasSuffix(".xcodeproj") || !fileSystem.isDirectory(path) { return .success(path) }
        let projects = ((try? fileSystem.entries(of: path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        switch projects.count {
        case 1: return .success(Path.join(path, projects[0]))
        case 0: return .failure(UsageError("no .xcodeproj in '\(path)'; give the project's path to --project"))
        default:
            return .failure(
                UsageError(
                    "'\(path)' holds several projects (\(projects.joined(separator: ", "))); name one with --project"))
        }
    }

    private func uniqueCaseInsensitive(_ name: String, in project: XcodeProjectModel) -> ProjectTarget? {
        let matches = project.targets.filter { $0.name.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches.first : nil
    }

    /// Checks the configuration name against the project's and the target's, then makes the selection.
    func finish(project: XcodeProjectModel, target: ProjectTarget?, configuration: String?, diagnostics: [Diagnostic])
        -> Result<ProjectSelection, ProjectSelectionFailure>
    {
        var name = configuration
        if let configuration {
            let known = (project.configurationList?.names ?? []) + (target?.configurationList?.names ?? [])
            let unique = known.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            guard let match = SelectionCheck.match(configuration, in: unique) else {
                let owner = target.map { "target '\($0.name)'" } ?? "the project"
                return .failure(.usage(Self.unknown("configuration", configuration, known: unique, in: owner)))
            }
            name = match
        }
        return .success(
            ProjectSelection(project: project, target: target, configuration: name, diagnostics: diagnostics))
    }

    /// `unknown target 'X'; did you mean 'Y'?`, or the names there are when none is close.
    static func unknown(_ what: String, _ name: String, known: [String], in owner: String) -> UsageError {
        var message = "unknown \(what) '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            message += "; did you mean '\(suggestion)'?"
        } else if known.isEmpty {
            message += "; \(owner) has none"
        } else {
            message += "; \(owner) has: \(known.joined(separator: ", "))"
        }
        return UsageError(message)
    }
}
