import BrandKit
import Support
import XCConfig

/// `brands list [CLONE…]`: each clone's id, display name, bundle identifier, version and build in the release
/// configuration; the ones given, read without the others' resources.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List the clones with their display name, bundle identifier, version and build.",
        discussion: "Values are those of the release configuration (Release unless brands.json says otherwise).",
        options: [OutputFormat.option(supporting: [.text, .json]), WorkspaceOptions.root],
        positionals: [
            PositionalDefinition(
                "clone", help: "The clones to list (default: all).", isOptional: true, isRepeatable: true)
        ])

    var clones: [String]
    var format: OutputFormat
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        clones = parsed.positionals("clone")
        format = try parsed.format(default: .text)
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        let loaded: Workspace
        switch workspace.load(
            in: context, selecting: clones.isEmpty ? .all : .named(clones), keepingOthersWhole: false)
        {
        case .failure(let failure): return failure.report(in: context)
        case .success(let value): loaded = value
        }
        let listed: Set<String>
        do {
            listed = Set(try SelectionCheck.resolve(clones, known: loaded.clones.map(\.id), what: "clone", option: nil))
        } catch {
            return SelectionCheck.report(error, command: Self.configuration, workspace: loaded, in: context)
        }
        let shown = clones.isEmpty ? loaded.clones : loaded.clones.filter { listed.contains($0.id) }
        let release = loaded.manifest.release.configuration
        let broken = ResolvedSelection.reportReadingErrors(
            in: loaded, clones: shown.map(\.id), configurations: [release], context: context)
        let assembler = CloneConfigurationAssembler(schema: loaded.schema)
        // Each clone's release configuration on a core of its own (its theme and fonts are resolved with it), in order.
        let rows = shown.concurrentMap { clone -> [String] in
            let configuration = assembler.assemble(clone, configuration: release)
            return [
                clone.id, configuration.displayName?.value ?? "", configuration.bundleIdentifier?.value ?? "",
                configuration.version?.value ?? "", configuration.build?.value ?? "",
            ]
        }
        switch format {
        case .json:
            let keys = ["id", "displayName", "bundleIdentifier", "version", "build"]
            let clones = rows.map { row in
                JSONOutput.object(Dictionary(uniqueKeysWithValues: zip(keys, row.map(JSONOutput.string))))
            }
            context.standardOutput.write(JSONOutput.object(["clones": .array(clones)]).rendered() + "\n")
        default:
            // Identifiers are never cut: two clones' bundle identifiers often differ only at the end.
            context.standardOutput.write(
                TextTable(
                    header: ["ID", "NAME", "BUNDLE IDENTIFIER", "VERSION", "BUILD"], rows: rows,
                    untruncatedColumns: [0, 2]
                ).rendered())
        }
        return broken ? .failure : .success
    }
}
