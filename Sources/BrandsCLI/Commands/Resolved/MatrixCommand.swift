import BrandKit
import Support
import XCConfig

/// `brands matrix`: a table of every clone against flags, colours or build settings.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "matrix",
        abstract: "Tabulate every clone against its feature flags, colours or build settings.",
        discussion: """
            One row per value, one column per clone, in one configuration. Without --only, flags, colours \
            (light, and dark as <role>.dark) and the schema's required build settings are shown; NAMEs keep only \
            those rows (a colour role's name keeps its dark row too, and any assigned build setting may be named).
            """,
        usage:
            "matrix [--only flags|colors|settings ...] [<name> ...] [--configuration <name>] [--format <format>]",
        options: [
            .option(
                "only", valueName: "section", help: "Show only this section; repeat for more.", isRepeatable: true,
                allowedValues: MatrixSection.allCases.map(\.rawValue)),
            ResolvedSelection.configurationOption,
            ReportFormat.option(supporting: ReportFormat.allCases),
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition(
                "name", help: "A flag, colour role or setting to show.", isOptional: true, isRepeatable: true)
        ])

    /// The sections `--only` keeps, in the order given, each once; empty for all.
    var only: [MatrixSection]
    var names: [String]
    var configurationName: String?
    var format: ReportFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        var seen = Set<MatrixSection>()
        only = parsed.values("only").compactMap(MatrixSection.init(rawValue:)).filter { seen.insert($0).inserted }
        names = parsed.positionals("name")
        configurationName = parsed.value("configuration")
        format = try ReportFormat.parse(parsed)
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let selection: ResolvedSelection
        switch workspace.load(in: context) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let loaded): selection = ResolvedSelection(workspace: loaded)
        }
        let configurationName: String
        do {
            // An Xcode configuration every clone builds a role in stands for that role, as for `show`.
            configurationName = try selection.configuration(self.configurationName, of: selection.workspace.clones)
        } catch {
            return SelectionCheck.report(
                error, command: Self.configuration, workspace: selection.workspace, in: context)
        }
        // Sections keep their usual order whatever order --only names them in.
        let sections = only.isEmpty ? MatrixSection.allCases : MatrixSection.allCases.filter(only.contains)
        // Named settings may be any assigned one; without names, the schema's required ones.
        let flattener = ConfigurationFlattener(schema: selection.workspace.schema, includesAllSettings: !names.isEmpty)
        let categories = Set(sections.map(\.category))
        // Each clone's configuration assembled and flattened on a core of its own, in workspace order.
        let columns = selection.workspace.clones.concurrentMap { clone in
            (
                clone.id,
                flattener.values(of: selection.assemble(clone, configuration: configurationName), in: categories)
            )
        }
        var matrix = ValueMatrix.build(columns) { value in
            MatrixSection.of(value).map(sections.contains) ?? false
        }
        if !names.isEmpty {
            let labels = matrix.rows.map { MatrixSection.label(of: $0.key) }
            if let error = SelectionCheck.unknown(
                names.filter { name in !labels.contains { MatrixSection.matches($0, name: name) } },
                known: labels, what: sections.count == 1 ? sections[0].noun : "flag, colour role or setting",
                option: nil)
            {
                return SelectionCheck.report(
                    error, command: Self.configuration, workspace: selection.workspace, in: context)
            }
            matrix.rows = matrix.rows.filter { row in
                names.contains { MatrixSection.matches(MatrixSection.label(of: row.key), name: $0) }
            }
        }
        let broken = selection.reportReadingErrors(
            of: selection.workspace.clones, in: [configurationName], context: context)
        let renderer = MatrixRenderer(
            selection: selection, configuration: configurationName, width: ResolvedSelection.tableWidth(in: context))
        switch format {
        case .json: context.standardOutput.write(renderer.json(matrix).rendered() + "\n")
        case .markdown: context.standardOutput.write(renderer.markdown(matrix))
        case .csv: context.standardOutput.write(renderer.csv(matrix))
        case .text:
            context.standardOutput.write(renderer.text(matrix))
            if matrix.rows.isEmpty {
                // The example names settings the clones have: a setting no clone assigns is no row to ask for.
                let assigned = selection.workspace.clones.first.map { clone in
                    ConfigurationFlattener(schema: selection.workspace.schema, includesAllSettings: true)
                        .values(of: selection.assemble(clone, configuration: configurationName), in: [.settings])
                        .map(\.key)
                }
                context.standardError.write(Self.nothingToShow(selection.workspace, settings: assigned ?? []) + "\n")
            }
        }
        return broken ? .failure : .success
    }

    /// What an empty text table says on standard error, so that no output is not taken for a failure: what was
    /// looked for, and how to name build settings instead, with two of the `settings` a clone assigns (identity
    /// settings first) as the example, so that the command shown works (Stepik sets no `MARKETING_VERSION`).
    static func nothingToShow(_ workspace: Workspace, settings: [String]) -> String {
        let schema =
            workspace.manifest.usesSchema
            ? "the schema requires no build settings" : "the workspace has no schema to require build settings"
        let preferred = [
            "PRODUCT_BUNDLE_IDENTIFIER", "MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "PRODUCT_NAME",
            "DEVELOPMENT_TEAM",
        ]
        var example = preferred.filter(settings.contains)
        for name in settings.sorted() where example.count < 2 && !example.contains(name) { example.append(name) }
        guard !example.isEmpty else {
            return "note: nothing to tabulate: the clones have no feature flags, theme colours or build settings"
        }
        return "note: nothing to tabulate: the clones have no feature flags or theme colours, and \(schema); name "
            + "build settings to compare them, as in 'brands matrix \(example.prefix(2).joined(separator: " "))'"
    }
}
