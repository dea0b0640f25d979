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

    /// `clone_identifier 'X' does not match the folder 'Y'`.
    public static func message(_ what: String, value: String, folder: String) -> String {
        "\(what) '\(value)' does not match the clone's folder 'Brands/\(folder)'; make them equal"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for configuration in context.configurations {
            let folder = configuration.clone
            if configuration.configuration == context.workspace.manifest.configurations.first,
                let identifier = configuration.identifier, identifier.value != folder,
                let location = identifier.source.location
            {
                diagnostics.append(
                    finding(Self.message("clone_identifier", value: identifier.value, folder: folder), at: location))
            }
            if let setting = configuration.settings?.sourced("CLONE_IDENTIFIER"), setting.value != folder,
                let location = setting.source.location
            {
                diagnostics.append(
                    finding(
                        Self.message(
                            "CLONE_IDENTIFIER in \(configuration.configuration)", value: setting.value, folder: folder),
                        at: location))
            }
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
