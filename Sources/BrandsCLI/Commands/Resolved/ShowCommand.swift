import BrandKit
import Support
import XCConfig

/// `brands show CLONE`: the whole resolved configuration of one clone, each value with its source.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "show",
        abstract: "Show a clone's resolved configuration, each value with where it came from.",
        discussion: """
            Prints identity, version and build, API, feature flags, theme colours (light and dark), fonts, \
            config.json fields and the build settings the schema requires, each with its source: path:line \
            relative to the workspace root, or 'default' (the schema) or 'system' (the system font).
            """,
        options: [
            ResolvedSelection.configurationOption, ReportFormat.option(supporting: [.text, .json]),
            WorkspaceOptions.root,
        ],
        positionals: [PositionalDefinition("clone", help: "The clone to show.")])

    var clone: String
    var configurationName: String?
    var format: ReportFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        clone = parsed.positional("clone") ?? ""
        configurationName = parsed.value("configuration")
        format = try ReportFormat.parse(parsed)
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let selection: ResolvedSelection
        switch workspace.load(in: context, selecting: .named([clone]), keepingOthersWhole: false) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let loaded): selection = ResolvedSelection(workspace: loaded)
        }
        let files: LoadedClone
        let configurationName: String
        do {
            files = try selection.clone(clone)
            configurationName = try selection.configuration(self.configurationName, of: [files])
        } catch {
            return SelectionCheck.report(
                error, command: Self.configuration, workspace: selection.workspace, in: context)
        }
        let broken = selection.reportReadingErrors(of: [files], in: [configurationName], context: context)
        let resolved = selection.assemble(files, configuration: configurationName)
        let renderer = ShowRenderer(selection: selection, width: ResolvedSelection.tableWidth(in: context))
        switch format {
        case .json: context.standardOutput.write(renderer.json(resolved).rendered() + "\n")
        default: context.standardOutput.write(renderer.text(resolved))
        }
        return broken ? .failure : .success
    }
}
