import Documents
import Foundation
import XCConfig

/// A `config.json` key, or a key of its `theme`, is not in the schema.
public struct UnknownConfigKeyRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unknown_key", severity: .error,
        summary: "a config.json key is not declared in the schema",
        rationale: "A misspelt key is silently ignored by the app, which then uses its default instead.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"analytics_key\"", with: "\"analytics_kye\"")
                ], expecting: "Brands/ALPHA/config.json", line: 4),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"text_color\"", with: "\"txt_color\"")
                ], expecting: "Brands/ALPHA/config.json", line: 14),
        ],
        nonTriggeringExamples: [
            .baseline,
            // Editors find the JSON Schema of `brands schema` through `$schema`.
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "{\n", with: "{\n  \"$schema\": \"../config.schema.json\",\n")
            ]),
        ])

    /// `unknown key 'x' in config.json; did you mean 'y'?`.
    public static func message(key: String, in place: String, known: [String], schema: String = "Brands/schema.json")
        -> String
    {
        var text = "unknown key '\(key)' in \(place)"
        if let suggestion = Suggestion.closest(to: key, in: known) {
            text += "; did you mean '\(suggestion)'?"
        } else {
            text += "; declare it in \(schema) or remove it"
        }
        return text
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let schema = context.schema
        let topLevel = schema.fields.map(\.name) + Schema.reservedConfigKeys
        let themeKeys = schema.colorRoles.map(\.themeKey)
        let schemaFile = context.workspace.manifest.schemaPath
        var diagnostics: [Diagnostic] = []
        for clone in context.clones {
            guard let config = clone.config, case .object(let members) = config.value else { continue }
            let file = Path.lastComponent(of: clone.configPath ?? "config.json")
            for member in members where !topLevel.contains(member.key) {
                diagnostics.append(finding(member, place: file, known: topLevel, schema: schemaFile))
            }
            for member in members where member.key == "theme" {
                guard case .object(let theme) = member.value.value else { continue }
                for entry in theme where !themeKeys.contains(entry.key) {
                    diagnostics.append(finding(entry, place: "the theme", known: themeKeys, schema: schemaFile))
                }
            }
        }
        return diagnostics
    }

    private func finding(_ member: JSONMember, place: String, known: [String], schema: String) -> Diagnostic {
        Diagnostic(
            Self.description.severity, rule: Self.description.id,
            Self.message(key: member.key, in: place, known: known, schema: schema), at: member.keyLocation)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced (for building examples).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
