import BrandFormats
import BrandKit
import Support
import XCConfig

/// `brands validate`: checks every clone against the schema and each other and reports every problem.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "Check every clone of the workspace and report every problem.",
        discussion: """
            Loads every clone (or the ones given), checks its config.json, plists, asset catalog, fonts and \
            xcconfig chain against the schema and against the other clones, and reports each problem as \
            path:line:col: severity: message [rule]. Exits 0 when there is no error (warnings allowed unless \
            --strict), 1 otherwise.
            """,
        options: [
            WorkspaceOptions.configurations,
            OutputFormat.option(),
            .flag("strict", help: "Treat warnings as errors."),
            WorkspaceOptions.sdk,
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "clone", help: "The clones to check (default: all).", isOptional: true, isRepeatable: true)
        ])

    var clones: [String]
    var configurations: [String]
    var format: OutputFormat
    var strict: Bool
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        clones = parsed.positionals("clone")
        configurations = parsed.values("configuration")
        format = try parsed.format(default: .text)
        strict = parsed.isSet("strict")
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        // Every clone in every configuration: each run of clones is checked as it is read.
        if clones.isEmpty && configurations.isEmpty { return runOverEverything(in: context) }
        let root: String
        switch workspace.findRoot(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): root = value
        }
        // Clones left out of the selection are read for what the rules comparing clones need, and keep no more; the
        // named clones are checked as they are read. Names that match nothing are reported below instead.
        let reading = context.readsEveryClone || self.clones.isEmpty ? CloneSelection.all : .named(self.clones)
        let (loaded, diagnostics) = Validator().validate(
            root: root, loader: workspace.loader(in: context), reading: reading, clones: self.clones,
            configurations: self.configurations, today: context.today)
        context.exitRetainer?.keep(loaded)
        let ids = loaded.clones.map(\.id)
        let checked: [LoadedClone]
        do {
            // Without clones there is nothing to select: the finding that none was found is the answer.
            let clones =
                ids.isEmpty ? [] : try SelectionCheck.resolve(self.clones, known: ids, what: "clone", option: nil)
            let selected = clones.isEmpty ? loaded.clones : clones.compactMap { loaded.clone($0) }
            checked = try checkedClones(selected, in: loaded)
        } catch {
            return SelectionCheck.report(error, command: Self.configuration, workspace: loaded, in: context)
        }
        return report(diagnostics, checked: checked.count, root: loaded.root, in: context)
    }

    /// The clones of `selected` that are checked in some configuration named.
    ///
    /// A name is a role the manifest declares or an Xcode configuration the clone builds (the `$(CONFIGURATION)` of a
    /// build phase). A name that is neither for any of them is a usage error naming the roles and the configurations
    /// the clones build.
    private func checkedClones(_ selected: [LoadedClone], in workspace: Workspace) throws(UsageError) -> [LoadedClone] {
        guard !configurations.isEmpty else { return selected }
        let declared = workspace.manifest.configurations
        for name in configurations
        where !selected.contains(where: {
            !CloneSelection.roles([name], declared: declared, builtBy: $0.definition).isEmpty
        }) && CloneSelection.match(name, in: declared) == nil {
            // No clone builds it: the error says what the workspace has and what each clone builds.
            _ = try SelectionCheck.role(name, in: workspace, clones: selected, option: "--configuration")
            throw UsageError("unknown configuration '\(name)' (in --configuration)")
        }
        return selected.filter {
            !CloneSelection.roles(configurations, declared: declared, builtBy: $0.definition).isEmpty
        }
    }

    /// `brands validate` without clones or configurations, read and checked a run of clones at a time so that
    /// memory grows with what the rules comparing clones keep of each clone (``Validator/validate(root:loader:today:)``);
    /// the findings are those of the path above.
    private func runOverEverything(in context: CommandContext) -> ExitStatus {
        let root: String
        switch workspace.findRoot(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): root = value
        }
        let (loaded, diagnostics) = Validator().validate(
            root: root, loader: workspace.loader(in: context), today: context.today)
        context.exitRetainer?.keep(loaded)
        return report(diagnostics, checked: loaded.clones.count, root: loaded.root, in: context)
    }

    /// Writes `diagnostics` in the chosen format with the count of `checked` clones, and returns the exit status.
    private func report(_ diagnostics: [Diagnostic], checked: Int, root: String, in context: CommandContext)
        -> ExitStatus
    {
        var diagnostics = diagnostics
        if strict {
            diagnostics = diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.severity == .warning { diagnostic.severity = .error }
                return diagnostic
            }
        }
        let scope = Plural.count(checked, "clone")
        switch format {
        case .text:
            context.standardOutput.write(
                TextDiagnosticRenderer.render(
                    diagnostics, relativeTo: root, style: TextStyle(isEnabled: context.isStandardOutputColored),
                    summary: .counts(scope: scope)))
        case .json:
            context.standardOutput.write(JSONDiagnosticRenderer.render(diagnostics, relativeTo: root))
        case .github:
            context.standardOutput.write(GitHubActionsRenderer.render(diagnostics, relativeTo: root))
            context.standardError.write(DiagnosticPresentation.summary(of: diagnostics, scope: scope) + "\n")
        case .sarif:
            context.standardOutput.write(
                SARIFRenderer.render(diagnostics, relativeTo: root, rules: RulesCommand.metadata))
        }
        return ExitStatus(diagnostics: diagnostics, strict: strict)
    }
}
