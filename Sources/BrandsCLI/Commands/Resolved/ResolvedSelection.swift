import BrandKit
import Support
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

    /// `name` when the manifest declares it, else the role `clones` build in the Xcode configuration `name`
    /// (``SelectionCheck/role(_:in:clones:option:)``); the release configuration when `nil`, or a usage error.
    func configuration(_ name: String?, option: String = "--configuration", of clones: [LoadedClone] = [])
        throws(UsageError) -> String
    {
        guard let name else { return workspace.manifest.release.configuration }
        return try SelectionCheck.role(name, in: workspace, clones: clones, option: option)
    }

    /// `Release`, or `Release, configuration 'Release-Prod'` when the clone `clone` builds the role `role` in an Xcode
    /// configuration of another name (a scheme clone's).
    func described(_ role: String, of clone: String) -> String {
        configurationName(role, of: clone).map { "\(role), configuration '\($0)'" } ?? role
    }

    /// The Xcode configuration `clone` builds for `role`, when it is named otherwise than the role.
    func configurationName(_ role: String, of clone: String) -> String? {
        guard let name = workspace.clone(clone)?.definition.configurations.first(where: { $0.role == role })?.name,
            name != role
        else { return nil }
        return name
    }

    /// `clone` resolved in `configuration`.
    func assemble(_ clone: LoadedClone, configuration: String) -> CloneConfiguration {
        CloneConfigurationAssembler(schema: workspace.schema).assemble(clone, configuration: configuration)
    }

    /// Writes the errors found while reading the files `clones` read in `configurations` to standard error.
    ///
    /// The workspace's own files (the manifest, the schema) count too, and the manifest's rule settings apply. Returns
    /// whether there were any, so the command exits 1 rather than pass a broken file's defaults off as the clone's
    /// values; `brands validate` explains them in full.
    func reportReadingErrors(of clones: [LoadedClone], in configurations: [String], context: CommandContext) -> Bool {
        Self.reportReadingErrors(
            in: workspace, clones: clones.map(\.id), configurations: configurations, context: context)
    }

    /// ``reportReadingErrors(of:in:context:)`` for any command holding a workspace.
    static func reportReadingErrors(
        in workspace: Workspace, clones: [String], configurations: [String], context: CommandContext
    ) -> Bool {
        let errors = Validator(rules: RuleRegistry.reading).validate(
            workspace, clones: clones, configurations: configurations, today: context.today
        ).filter { $0.severity == .error }
        guard !errors.isEmpty else { return false }
        context.standardError.write(
            TextDiagnosticRenderer.render(
                errors, relativeTo: workspace.root, style: TextStyle(isEnabled: context.isStandardErrorColored)))
        return true
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
