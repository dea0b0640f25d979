import BrandKit
import Support
import XCConfig

extension SettingsCommand {
    /// `brands settings CLONE`: the clone's configuration as the workspace read it, its levels evaluated again with
    /// the `--set` values as a command-line level above the builtins; no file is read a second time, and a clone
    /// from any source works.
    func runClone(in context: CommandContext) -> ExitStatus {
        let loaded: Workspace
        switch workspace.load(
            in: context, arch: arch, selecting: .named([clone ?? ""]), keepingOthersWhole: false)
        {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): loaded = value
        }
        let configuration: LoadedConfiguration
        do throws(UsageError) {
            configuration = try selectedConfiguration(in: loaded)
        } catch {
            return SelectionCheck.report(error, command: Self.configuration, workspace: loaded, in: context)
        }
        let evaluated = configuration.evaluate(commandLine: lowerValues, root: loaded.root)
        let resolved = evaluated.settings
        // A setting whose every assignment has conditions that do not hold has no value here, as in Xcode and as
        // `--scheme` has it (deltachat's `EXCLUDED_ARCHS[sdk=iphonesimulator*]` listed empty before).
        let settings = resolved.settings.filter {
            evaluated.assignedNames.contains($0.name) && !$0.contributions.isEmpty
        }.sorted { $0.name < $1.name }
        let explanation = explain.map(evaluated.explain)
        // What reading the clone's other files found in this configuration is said as `show` says it (zashi's scheme
        // archives a configuration the project lacks, so Xcode builds another): these may not be the settings Xcode
        // builds with.
        let id = SelectionCheck.match(clone ?? "", in: loaded.clones.map(\.id)) ?? clone ?? ""
        let reading = Validator(rules: RuleRegistry.reading).validate(
            loaded, clones: [id], configurations: [configuration.role], today: context.today
        ).filter { $0.severity == .error }
        let diagnostics = GitCrypt.replacingXCConfigErrors(
            in: evaluated.diagnostics(with: reading), fileSystem: context.fileSystem)
        // No output is not taken for a failure: a clone defined without xcconfig files or a project (a folder of
        // `info.json`, `"xcconfig": null`) has no build settings, which is said (a missing file says so itself).
        if settings.isEmpty, explanation == nil, format != .json,
            !configuration.definition.levels.contains(where: { $0.kind.isFromFiles })
        {
            context.standardError.write(
                "note: clone '\(id)' has no build settings in "
                    + "\(configuration.role): no xcconfig file or project gives it any\n")
        }
        write(
            SettingsOutput(
                settings: settings, diagnostics: diagnostics, explanation: explanation,
                referenced: explanation.map {
                    SettingsExplanationRenderer.referenced(from: $0, explain: evaluated.explain) { expression in
                        resolved.evaluate(expression: expression, at: .start(of: "<explain>"))?.value
                    }
                } ?? [], assignedNames: resolved.settings.map(\.name), root: loaded.root,
                missingIncludes: UndefinedInfoPlistVariableRule.includesFindingNoFile(configuration, root: loaded.root),
                optionalIncludes: UndefinedInfoPlistVariableRule.optionalIncludesFindingNoFile(
                    configuration, root: loaded.root)),
            in: context)
        return ExitStatus(diagnostics: diagnostics)
    }

    /// The configuration of the clone the command names: `--configuration`, else the release configuration.
    private func selectedConfiguration(in loaded: Workspace) throws(UsageError) -> LoadedConfiguration {
        let ids = loaded.clones.map(\.id)
        let name = clone ?? ""
        guard let id = SelectionCheck.match(name, in: ids), let files = loaded.clone(id) else {
            throw SelectionCheck.unknown([name], known: ids, what: "clone", option: nil)
                ?? UsageError("unknown clone '\(name)'")
        }
        let role =
            try configurationName.map { name throws(UsageError) in
                try SelectionCheck.role(name, in: loaded, clones: [files], option: "--configuration")
            } ?? loaded.manifest.release.configuration
        guard let configuration = files.configuration(role) else {
            throw UsageError("clone '\(id)' has no configuration '\(role)'")
        }
        return configuration
    }
}
