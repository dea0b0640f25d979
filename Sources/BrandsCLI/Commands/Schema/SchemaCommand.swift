import BrandFormats
import BrandKit
import Support
import XCConfig

/// `brands schema`: prints the JSON Schema of `config.json`, for editors, or the built-in schema to start from.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of config.json for the workspace's schema.",
        discussion: """
            Point an editor at the output (e.g. a "$schema" key or VS Code's json.schemas) and config.json is \
            checked as you type. --built-in prints the built-in Brands/schema.json instead, as a starting point \
            for a team's own.
            """,
        options: [
            .flag("built-in", help: "Print the built-in schema.json (the brands schema format), not a JSON Schema."),
            WorkspaceOptions.root,
        ])

    var builtIn: Bool
    var workspace: WorkspaceOptions

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        builtIn = parsed.isSet("built-in")
        workspace = WorkspaceOptions(parsed)
    }

    func run(in context: CommandContext) -> ExitStatus {
        if builtIn {
            context.standardOutput.write(
                Schema.builtInJSON.hasSuffix("\n") ? Schema.builtInJSON : Schema.builtInJSON + "\n")
            return .success
        }
        let schema: Schema
        let configurations: [String]
        let diagnostics: [Diagnostic]
        let root: String
        switch workspace.load(in: context, requiringClones: false) {
        case .success(let loaded):
            schema = loaded.schema
            configurations = loaded.manifest.configurations
            // Every problem of the two files the output depends on, syntax errors included: a schema.json that
            // does not parse falls back to the built-in schema, which must not pass unnoticed.
            let files = [
                Path.join(loaded.root, loaded.manifest.schemaPath), Path.join(loaded.root, ManifestDecoder.fileName),
            ]
            diagnostics = loaded.diagnostics.filter { files.contains($0.location.file) }
            root = loaded.root
        case .failure where workspace.root == nil:
            // Outside a workspace the built-in schema is what applies.
            schema = .builtIn
            configurations = Manifest().configurations
            diagnostics = []
            root = context.currentDirectory
        case .failure(let failure):
            return failure.report(in: context)
        }
        context.standardError.write(
            TextDiagnosticRenderer.render(
                diagnostics, relativeTo: root, style: TextStyle(isEnabled: context.isStandardErrorColored)))
        context.standardOutput.write(
            JSONSchemaExporter.document(for: schema, configurations: configurations).rendered() + "\n")
        return ExitStatus(diagnostics: diagnostics)
    }
}
