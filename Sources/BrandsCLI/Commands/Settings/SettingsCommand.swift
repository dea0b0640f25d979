import BrandKit
import Support
import XCConfig
import XcodeProject

/// `brands settings`: evaluates one xcconfig file (or a clone's) and prints every setting, or explains one.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "settings",
        abstract: "Show the resolved build settings of a target, an xcconfig file or a clone.",
        discussion: """
            Evaluates the settings the way Xcode does and prints every setting assigned anywhere, sorted, as \
            NAME = value. --project with --target gives a target's settings in a configuration, layered as Xcode \
            layers them (built-in settings, the project's base xcconfig and settings, the target's base xcconfig \
            and settings); --scheme gives the settings of the target a shared scheme builds for an action, in that \
            action's configuration. Give a clone for the settings it builds with (its target's, layered so, for a \
            clone built from a project; Configs/<CLONE>-<CONFIGURATION>.xcconfig of the workspace for a folder \
            clone), or --file for any xcconfig; --set gives a value below the file, as project settings are below a \
            target's xcconfig, so $(inherited) in the file sees it. Diagnostics go to standard error.
            """,
        usage:
            "settings (<clone> | --file <path> | --project <path> [--target <name>] | --scheme <name> [--action <action>] [--target <name>]) [--configuration <name>] [--sdk <sdk>] [--arch <arch>] [--set <name=value> ...] [--explain <name>] [--format <format>] [--root <dir>]",
        options: [
            .option("file", valueName: "path", help: "The xcconfig file to evaluate."),
            .option(
                "project", valueName: "path",
                help: "The Xcode project (.xcodeproj, or the folder holding it) whose target to evaluate."),
            .option(
                "scheme", valueName: "name",
                help:
                    "A shared scheme: evaluates the target it builds for --action, in that action's configuration (searched under --root or the current folder, in the manifest's project when it names one)."
            ),
            .option(
                "target", valueName: "name",
                help:
                    "The target to evaluate (default: the project's first; with --scheme, the runnable or first application it builds)."
            ),
            .option(
                "action", valueName: "action",
                help:
                    "The scheme action whose configuration and targets to use: archive (default), launch, test, profile or analyze."
            ),
            .option(
                "configuration", short: "c", valueName: "name",
                help:
                    "The configuration (default: Release for a clone, the scheme action's or the project's default for a project, none for a file)."
            ),
            .option(
                "sdk", valueName: "sdk",
                help:
                    "The SDK that [sdk=…] conditions match, such as iphoneos26.0 (default: the target's SDKROOT for a project or a clone built from one, or the one platform other than iOS its SUPPORTED_PLATFORMS names, else iphoneos for a clone, none for a file)."
            ),
            .option(
                "arch", valueName: "arch",
                help: "The architecture [arch=…] conditions match (default: none, so only [arch=*] matches)."),
            .option(
                "set", valueName: "name=value", help: "A value below the file; repeat for more.", isRepeatable: true),
            .option("explain", valueName: "name", help: "Explain how one setting got its value."),
            OutputFormat.option(supporting: [.text, .json]),
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition("clone", help: "The clone whose build settings to show.", isOptional: true)
        ])

    var file: String?
    var clone: String?
    var project: String?
    var scheme: String?
    var target: String?
    var action: SchemeAction
    var configurationName: String?
    var arch: String?
    var lowerValues: [(name: String, value: String)]
    var explain: String?
    var format: OutputFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        file = parsed.value("file")
        clone = parsed.positional("clone")
        project = parsed.value("project")
        scheme = parsed.value("scheme")
        target = parsed.value("target")
        let sources = [clone != nil, file != nil, project != nil || scheme != nil].filter { $0 }.count
        guard sources > 0 else { throw UsageError("give a clone, --file <path>, --project <path> or --scheme <name>") }
        guard sources == 1 else {
            throw UsageError("give one of a clone, --file, or --project and --scheme, not several")
        }
        if target != nil && project == nil && scheme == nil {
            throw UsageError("--target applies to --project and --scheme")
        }
        action = .archive
        if let spelled = parsed.value("action") {
            guard scheme != nil else { throw UsageError("--action applies to --scheme") }
            let names = SchemeAction.allCases.map(\.rawValue)
            guard let name = SelectionCheck.match(spelled, in: names), let chosen = SchemeAction(rawValue: name) else {
                throw ProjectSelector.unknown("action", spelled, known: names, in: "a scheme")
            }
            action = chosen
        }
        configurationName = parsed.value("configuration")
        arch = parsed.value("arch")
        explain = parsed.value("explain")
        format = try parsed.format(default: .text)
        workspace = WorkspaceOptions(parsed)
        lowerValues = []
        for assignment in parsed.values("set") {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw UsageError("invalid value '\(assignment)' for '--set'; expected NAME=VALUE")
            }
            let name = String(assignment[..<equals])
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
                name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            else { throw UsageError("invalid setting name '\(name)' in '--set'; names are letters, digits and '_'") }
            lowerValues.append((name, String(assignment[assignment.index(after: equals)...])))
        }
        if !lowerValues.isEmpty && (project != nil || scheme != nil) {
            throw UsageError("--set applies to a clone or --file, not to --project or --scheme")
        }
    }

    func run(in context: CommandContext) -> ExitStatus {
        if project != nil || scheme != nil { return runProject(in: context) }
        if clone != nil { return runClone(in: context) }
        let target: Target
        switch resolveTarget(in: context) {
        case .success(let value): target = value
        case .failure(.workspace(let failure)): return failure.report(in: context)
        case .failure(.usage(let error)): return SelectionCheck.report(error, command: Self.configuration, in: context)
        }
        let (path, root, configuration, targetName) = (target.path, target.root, target.configuration, target.name)
        let loaded = XCConfigLoader(fileSystem: context.fileSystem, sourceRoot: root).load(path: path)
        let resolver = BuildSettingsResolver(
            root: root,
            parameters: ConditionParameters(sdk: workspace.sdk ?? (clone == nil ? nil : "iphoneos"), arch: arch),
            lowerLevelValues: lowerValues)
        let resolved = resolver.resolve(loaded, target: targetName, configuration: configuration)
        let diagnostics = GitCrypt.replacingXCConfigErrors(
            in: loaded.diagnostics + resolved.diagnostics, fileSystem: context.fileSystem)
        let explanation = explain.map {
            resolver.explain($0, in: loaded, target: targetName, configuration: configuration)
        }
        let assigned = Set(loaded.assignments.map(\.name)).union(lowerValues.map(\.name))
        let settings = resolved.settings.filter { assigned.contains($0.name) }.sorted { $0.name < $1.name }
        write(
            SettingsOutput(
                settings: settings, diagnostics: diagnostics, explanation: explanation,
                referenced: explanation.map { explained in
                    SettingsExplanationRenderer.referenced(
                        from: explained,
                        explain: { resolver.explain($0, in: loaded, target: targetName, configuration: configuration) },
                        evaluate: { resolved.evaluate(expression: $0, at: .start(of: "<explain>"))?.value })
                } ?? [], assignedNames: resolved.settings.map(\.name), root: root,
                missingIncludes: UndefinedInfoPlistVariableRule.includesFindingNoFile(
                    in: loaded.diagnostics, root: root),
                optionalIncludes: UndefinedInfoPlistVariableRule.places(
                    of: loaded.optionalIncludesNotFound, root: root)),
            in: context)
        return ExitStatus(diagnostics: diagnostics)
    }

    /// What to evaluate: the file, the root bound to `SRCROOT`, the configuration and the target name.
    private struct Target {
        var path: String
        var root: String
        var configuration: String?
        var name: String?
    }

    /// Why there is nothing to evaluate.
    private enum TargetFailure: Error {
        case workspace(WorkspaceNotFound)
        case usage(UsageError)
    }

    private func resolveTarget(in context: CommandContext) -> Result<Target, TargetFailure> {
        let path = context.absolutePath(file ?? "")
        // `--root`, else the workspace around the current folder, else the one holding the file.
        let finder = WorkspaceLoader(fileSystem: context.fileSystem)
        let root =
            workspace.root.map(context.absolutePath)
            ?? finder.findRoot(from: context.currentDirectory)
            ?? finder.findRoot(from: Path.directory(of: path))
            ?? context.currentDirectory
        return .success(Target(path: path, root: root, configuration: configurationName, name: nil))
    }
}
