import BrandKit
import Support
import XCConfig

/// `brands diff A B` or `brands diff CLONE --configuration X --against Y`: what differs between two resolved
/// configurations, with both sources.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Show how two clones, or two configurations of one clone, differ.",
        discussion: """
            Compares the resolved values of both sides and lists those that differ or exist on one side only, \
            with where each came from. Categories: identity (display name, bundle identifier, team, version, \
            build and API base URL, as show gives them), settings (the schema's required build settings; every \
            assigned setting with --all-settings), flags, theme (colours light and dark, fonts), plist \
            (Info.plist keys after $(VAR) expansion) and config (config.json fields). Give a second clone to \
            compare two clones in one configuration, or --against to compare the clone's --configuration with \
            another. --exit-code exits 1 when there are differences, as git diff --exit-code.
            """,
        usage:
            "diff <clone> [<other-clone>] [--configuration <name>] [--against <name>] [--only <category> ...] [--all-settings] [--exit-code] [--format <format>]",
        options: [
            ResolvedSelection.configurationOption,
            .option(
                "against", valueName: "name",
                help: "The configuration of the right side (default: the same as --configuration)."),
            .option(
                "only", valueName: "category", help: "Compare only this category; repeat for more.",
                isRepeatable: true, allowedValues: ValueCategory.allCases.map(\.rawValue)),
            .flag("all-settings", help: "Compare every assigned build setting, not only the schema's required ones."),
            .flag(
                "exit-code",
                help:
                    "Exit 1 when the two sides differ, 0 when they are the same, 2 when errors were found in the files read."
            ),
            ReportFormat.option(supporting: [.text, .json, .markdown]),
            WorkspaceOptions.root,
        ],
        positionals: [
            PositionalDefinition("clone", help: "The left clone."),
            PositionalDefinition("other-clone", help: "The right clone (default: the left one).", isOptional: true),
        ])

    var left: String
    var right: String?
    var configurationName: String?
    var against: String?
    var categories: Set<ValueCategory>
    var includesAllSettings: Bool
    var exitCode: Bool
    var format: ReportFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        left = parsed.positional("clone") ?? ""
        right = parsed.positional("other-clone")
        configurationName = parsed.value("configuration")
        against = parsed.value("against")
        if right == nil && against == nil {
            throw UsageError("give a second clone, or --against <configuration> to compare two configurations")
        }
        let only = parsed.values("only").compactMap(ValueCategory.init(rawValue:))
        categories = only.isEmpty ? Set(ValueCategory.allCases) : Set(only)
        includesAllSettings = parsed.isSet("all-settings")
        exitCode = parsed.isSet("exit-code")
        format = try ReportFormat.parse(parsed)
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let selection: ResolvedSelection
        switch workspace.load(in: context, selecting: .named([left, right ?? left]), keepingOthersWhole: false) {
        case .failure(let failure): return failure.report(in: context)
        case .success(let loaded): selection = ResolvedSelection(workspace: loaded)
        }
        let sides: [(LoadedClone, String)]
        do {
            let leftClone = try selection.clone(left)
            let rightClone = try selection.clone(right ?? left)
            // Without --against both sides are in one configuration, which both clones must build.
            let leftConfiguration = try selection.configuration(
                configurationName, of: against == nil ? [leftClone, rightClone] : [leftClone])
            let rightConfiguration = try against.map { name throws(UsageError) in
                try selection.configuration(name, option: "--against", of: [rightClone])
            }
            sides = [(leftClone, leftConfiguration), (rightClone, rightConfiguration ?? leftConfiguration)]
        } catch {
            return SelectionCheck.report(
                error, command: Self.configuration, workspace: selection.workspace, in: context)
        }
        let broken = selection.reportReadingErrors(
            of: sides.map(\.0), in: Array(Set(sides.map(\.1))).sorted(), context: context)
        let flattener = ConfigurationFlattener(
            schema: selection.workspace.schema, includesAllSettings: includesAllSettings)
        let assembled = sides.map { clone, configuration in selection.assemble(clone, configuration: configuration) }
        let pair = flattener.values(of: assembled[0], and: assembled[1], in: categories)
        let values = [pair.left, pair.right]
        let diff = ConfigurationDiff.compare(
            values[0], of: .init(clone: sides[0].0.id, configuration: sides[0].1),
            with: values[1], of: .init(clone: sides[1].0.id, configuration: sides[1].1), categories: categories)
        let renderer = DiffRenderer(
            selection: selection, width: ResolvedSelection.tableWidth(in: context),
            includesAllSettings: includesAllSettings)
        switch format {
        case .json: context.standardOutput.write(renderer.json(diff).rendered() + "\n")
        case .markdown: context.standardOutput.write(renderer.markdown(diff))
        default: context.standardOutput.write(renderer.text(diff))
        }
        // With --exit-code, 1 says the sides differ; errors in what was read are told apart, as git diff does.
        if broken { return exitCode ? .troubleComparing : .failure }
        return exitCode && !diff.isEmpty ? .failure : .success
    }
}
