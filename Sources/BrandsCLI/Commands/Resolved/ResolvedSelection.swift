import BrandKit
import XCConfig

/// What `show`, `diff` and `matrix` share: the `--configuration` option, checking clone and configuration
/// names against the workspace, and assembling configurations.
struct ResolvedSelection {
    /// `--configuration NAME` (one name).
    static let configurationOption = OptionDefinition.option(
        "configuration", short: "c", valueName: "name",
        help: "The build configuration (default: the release configuration, Release unless brands.json says otherwise)."
    )

    /// The loaded workspace.
    var workspace: Workspace

    /// The clone called `name`, or a usage error with a suggestion.
    func clone(_ name: String) throws(UsageError) -> LoadedClone {
        let id = try SelectionCheck.resolve([name], known: workspace.clones.map(\.id), what: "clone", option: nil)[0]
        guard let clone = workspace.clone(id) else { throw UsageError("unknown clone '\(name)'") }
        return clone
    }

    /// `name` when the manifest declares it, the release configuration when `nil`, or a usage error.
    func configuration(_ name: String?, option: String = "--configuration") throws(UsageError) -> String {
        guard let name else { return workspace.manifest.release.configuration }
        return try SelectionCheck.resolve(
            [name], known: workspace.manifest.configurations, what: "configuration", option: option)[0]
    }

    /// `clone` resolved in `configuration`.
    func assemble(_ clone: LoadedClone, configuration: String) -> CloneConfiguration {
        CloneConfigurationAssembler(schema: workspace.schema).assemble(clone, configuration: configuration)
    }

    /// Writes the errors found while reading the files of `clones` (or shared files) to standard error, so a
    /// broken file is not silently shown as defaults; `brands validate` explains them in full.
    func reportReadingErrors(of clones: [LoadedClone], in context: CommandContext) {
        let selected = Set(clones.map(\.id))
        var verdicts: [String: Bool] = [:]
        let errors = workspace.diagnostics.filter { diagnostic in
            guard diagnostic.severity == .error else { return false }
            let file = diagnostic.location.file
            if let verdict = verdicts[file] { return verdict }
            let owners = workspace.owningClones(of: file)
            let verdict = owners.isEmpty || owners.contains(where: selected.contains)
            verdicts[file] = verdict
            return verdict
        }
        guard !errors.isEmpty else { return }
        context.standardError.write(
            TextDiagnosticRenderer.render(
                errors, relativeTo: workspace.root, style: TextStyle(isEnabled: context.isStandardErrorColored)))
    }

    /// `{"value": value, "source": "path:line"}`, the shape of every sourced value in JSON output.
    func json(_ value: JSONOutput, _ source: ValueSource?) -> JSONOutput {
        .object(["value": value, "source": source.map { .string($0.text(relativeTo: workspace.root)) } ?? .null])
    }

    /// A sourced string, or `null` when there is none.
    func json(_ sourced: Sourced<String>?) -> JSONOutput {
        sourced.map { json(.string($0.value), $0.source) } ?? .null
    }

    /// A source as text relative to the root.
    func text(_ source: ValueSource) -> String { source.text(relativeTo: workspace.root) }

    /// The width text tables wrap at when standard output is a terminal: `COLUMNS` when set, else the
    /// terminal's own width, else 80; no limit when output goes elsewhere.
    static func tableWidth(in context: CommandContext) -> Int? {
        guard context.isStandardOutputTerminal else { return nil }
        let width = context.environment["COLUMNS"].flatMap(Int.init) ?? context.standardOutputWidth ?? 80
        return max(width, 20)
    }
}
