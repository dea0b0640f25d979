import BrandFormats
import BrandKit
import Support
import XCConfig
import XcodeProject

extension SettingsCommand {
    /// `--project` and `--scheme`: the settings of a target as Xcode layers them.
    func runProject(in context: CommandContext) -> ExitStatus {
        let root = workspace.root.map(context.absolutePath) ?? context.currentDirectory
        // The manifest's `project` narrows the search for a scheme as it narrows the search for clones (a Flutter
        // repository's ios/ and macos/ projects both have a scheme 'Runner'); the manifest's other problems are
        // `brands validate`'s to report.
        let manifestProject = ManifestDecoder.read(root: root, fileSystem: context.fileSystem)?.value?.project
        let selector = ProjectSelector(
            fileSystem: context.fileSystem, projectPath: project.map(context.absolutePath), scheme: scheme,
            target: target, configuration: configurationName, action: action, searchRoot: root,
            manifestProject: manifestProject.map { Path.normalize(Path.join(root, $0)) })
        let selection: ProjectSelection
        switch selector.select() {
        case .success(let value): selection = value
        case .failure(.usage(let error)): return SelectionCheck.report(error, command: Self.configuration, in: context)
        case .failure(.unreadable(let diagnostics)):
            context.standardError.write(
                TextDiagnosticRenderer.render(
                    diagnostics, relativeTo: root, style: TextStyle(isEnabled: context.isStandardErrorColored)))
            return .failure
        }
        if let choice = selection.choice, format != .json { context.standardError.write("note: \(choice)\n") }
        var environment = SettingsEnvironment(processEnvironment: context.environment, sdk: workspace.sdk, arch: arch)
        // A target whose SDKROOT names no SDK (`auto`, a multiplatform app) builds for iphoneos, as a clone of it is
        // read (IceCubesApp's [sdk=iphoneos*] signing settings were left out here and not in `settings <clone>`).
        environment.fallbackSDK = "iphoneos"
        var cache = SettingsLevelsCache()
        cache.messageRoot = root
        let levels = ProjectSettings(
            project: selection.project, fileSystem: context.fileSystem, environment: environment
        )
        .levels(target: selection.target, configuration: selection.configuration, cache: &cache)
        let evaluator = levels.evaluator()
        let resolved = evaluator.resolve()
        // One problem once, as `validate` and `settings <clone>` report it: a file included along two paths (a
        // diamond of includes) has its missing include found twice, with notes that differ by where it looked.
        var seen: Set<String> = []
        let diagnostics = GitCrypt.replacingXCConfigErrors(
            in: selection.diagnostics + levels.diagnostics + resolved.diagnostics, fileSystem: context.fileSystem
        ).filter { seen.insert($0.placeAndMessage).inserted }.sorted(by: Diagnostic.presentationOrder)
        // A setting whose every assignment has conditions that do not hold has no value here, as in Xcode.
        let settings = resolved.settings.filter { !$0.contributions.isEmpty }.sorted { $0.name < $1.name }
        let explanation = explain.map(evaluator.explain)
        write(
            SettingsOutput(
                settings: settings, diagnostics: diagnostics, explanation: explanation,
                referenced: explanation.map {
                    SettingsExplanationRenderer.referenced(from: $0, explain: evaluator.explain) { expression in
                        evaluator.evaluate(expression: expression, at: .start(of: "<explain>")).value
                    }
                } ?? [], assignedNames: settings.map(\.name), root: root, showsLevels: true,
                missingIncludes: UndefinedInfoPlistVariableRule.includesFindingNoFile(
                    in: levels.diagnostics, root: root),
                optionalIncludes: UndefinedInfoPlistVariableRule.places(
                    of: levels.optionalIncludesNotFound, root: root)),
            in: context)
        return ExitStatus(diagnostics: diagnostics)
    }
}
