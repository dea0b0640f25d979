import Support
import XCConfig

/// A field the schema marks required is missing from a clone's `config.json`.
public struct MissingRequiredFieldRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_required_field", severity: .error,
        summary: "a required config.json field is missing",
        rationale: "The app reads these fields at launch; a clone without one crashes or shows a blank screen.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/config.json": #"{ "clone_identifier": "ALPHA", "analytics_key": "x" }"#],
                expecting: "Brands/ALPHA/config.json", line: 1)
        ])

    /// `missing required field 'x' (…)`.
    public static func message(field: FieldSpec, file: String = "config.json") -> String {
        var text = "missing required field '\(field.name)'"
        if !field.summary.isEmpty { text += " (\(field.summary.lowercasedFirst))" }
        return text + "; add it to \(file)"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.cloneFacts.flatMap { facts -> [Diagnostic] in
            let clone = facts.clone
            guard let config = clone.config, case .object(let members) = config.value else { return [] }
            let document = facts.document
            // Overrides in every configuration give a field a value everywhere, top level or not.
            return context.schema.fields.filter { field in
                field.isRequired && !members.contains { $0.key == field.name }
                    && !context.workspace.manifest.configurations.allSatisfy {
                        document.fieldMember(field.name, configuration: $0) != nil
                    }
            }.map { field in
                Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.message(field: field, file: Path.lastComponent(of: clone.configPath ?? "config.json")),
                    at: config.location)
            }
        }
    }
}

extension String {
    /// The string with its first character lowercased.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
