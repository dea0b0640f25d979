import Support
import XCConfig

/// A clone's identifier differs between its folder name, `config.json` and `CLONE_IDENTIFIER`.
public struct IdentifierMismatchRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "identifier_mismatch", severity: .error,
        summary: "a clone's folder, config.json clone_identifier and CLONE_IDENTIFIER differ",
        rationale: "A copied brand folder with a stale identifier loads another brand's settings at run time.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/BETA/config.json": ExampleWorkspace.config("BETA").replacingFirst(
                        "\"clone_identifier\": \"BETA\"", with: "\"clone_identifier\": \"ALPHA\"")
                ],
                expecting: "Brands/BETA/config.json", line: 2),
            RuleExample(
                files: [
                    "Configs/BETA-Release.xcconfig": "#include \"BETA-Debug.xcconfig\"\nCLONE_IDENTIFIER = ALPHA\n"
                ],
                expecting: "Configs/BETA-Release.xcconfig", line: 2),
        ])

    /// `clone_identifier 'X' does not match the folder 'Brands/Y'`, or the clone's id when it has no folder.
    public static func message(_ what: String, value: String, folder: String) -> String {
        "\(what) '\(value)' does not match the clone's folder '\(folder)'; make them equal"
    }

    /// `clone_identifier 'X' does not match the clone's id 'Y'`, for a clone without a folder.
    public static func message(_ what: String, value: String, id: String) -> String {
        "\(what) '\(value)' does not match the clone's id '\(id)'; make them equal"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for configuration in context.configurations {
            let id = configuration.clone
            let facts = context.facts(of: id)
            // The folder is named only when its name is the id: a clone listed as `{"id": "first", "target": …}`
            // reading `Brands/ALPHA` was told 'ALPHA' does not match the folder 'Brands/ALPHA'.
            let folder = facts?.clone.folder.map(context.workspace.relativePath)
                .flatMap { Path.lastComponent(of: $0) == id ? $0 : nil }
            func message(_ what: String, _ value: String) -> String {
                folder.map { Self.message(what, value: value, folder: $0) } ?? Self.message(what, value: value, id: id)
            }
            if configuration.configuration == context.workspace.manifest.configurations.first,
                let identifier = facts?.configIdentifier, identifier.value != id,
                let location = identifier.source.location
            {
                diagnostics.append(finding(message("clone_identifier", identifier.value), at: location))
            }
            if let setting = configuration.settings?.sourced("CLONE_IDENTIFIER"), setting.value != id,
                let location = setting.source.location
            {
                diagnostics.append(
                    finding(message("CLONE_IDENTIFIER in \(configuration.configuration)", setting.value), at: location))
            }
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
