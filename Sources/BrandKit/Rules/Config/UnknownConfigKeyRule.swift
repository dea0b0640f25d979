import BrandFormats
import Documents
import Foundation
import Support
import XCConfig

/// A `config.json` key, a key of its `theme` or of an `overrides` entry, or a `custom_fonts.plist` key, is not in the
/// schema, or an `overrides` entry names no configuration of the manifest.
public struct UnknownConfigKeyRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unknown_key", severity: .error,
        summary:
            "a config.json or custom_fonts.plist key is not declared in the schema, or an override names no configuration",
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
            // A misspelt configuration: the override would never apply.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"", with: "\"overrides\": { \"Debgu\": {} },\n  \"theme\"")
                ], expecting: "Brands/ALPHA/config.json", line: 9),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"", with: "\"overrides\": { \"Debug\": {\n \"api_base_ulr\": \"x\" } },\n  \"theme\"")
                ], expecting: "Brands/ALPHA/config.json", line: 10),
            RuleExample(
                files: [
                    "Brands/BETA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "headlineFontName", with: "headlinFontName")
                ], expecting: "Brands/BETA/custom_fonts.plist", line: 5),
        ],
        nonTriggeringExamples: [
            .baseline,
            // Editors find the JSON Schema of `brands schema` through `$schema`.
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "{\n", with: "{\n  \"$schema\": \"../config.schema.json\",\n")
            ]),
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"theme\"",
                    with:
                        "\"overrides\": { \"Debug\": { \"api_base_url\": \"http://localhost:8080\", \"features\": {} } },\n  \"theme\""
                )
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

    /// `unknown configuration 'Debgu' in overrides; did you mean 'Debug'?`.
    public static func unknownConfiguration(_ name: String, known: [String]) -> String {
        var text = "unknown configuration '\(name)' in overrides"
        if let suggestion = Suggestion.closest(to: name, in: known) {
            text += "; did you mean '\(suggestion)'?"
        } else {
            text += "; the configurations are \(NameList.joined(known))"
        }
        return text
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        // Without a schema (`"schema": null`) config files follow a format of their own.
        guard context.workspace.manifest.usesSchema else { return [] }
        let schema = context.schema
        let topLevel = schema.fields.map(\.name) + Schema.reservedConfigKeys
        let themeKeys = schema.colorRoles.map(\.themeKey)
        let schemaFile = context.workspace.manifest.schemaPath
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let clone = facts.clone
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
            diagnostics += overrideFindings(facts.document, in: context)
        }
        for clone in context.clones {
            for found in FontsPlistCheck.unknownKeys(of: clone, schema: schema) {
                diagnostics.append(
                    Diagnostic(Self.description.severity, rule: Self.description.id, found.message, at: found.location))
            }
        }
        return diagnostics
    }

    /// Entries of `overrides` that name no configuration, and keys of an entry that are neither a field nor
    /// `features` (keys that cannot be overridden are `unsupported_override`'s).
    private func overrideFindings(_ document: ConfigDocument, in context: ValidationContext) -> [Diagnostic] {
        let configurations = context.workspace.manifest.configurations
        let keys = context.schema.fields.map(\.name).filter(Schema.isOverridable) + ["features"]
        var diagnostics: [Diagnostic] = []
        for entry in document.objectMembers("overrides") {
            if !configurations.contains(entry.key) {
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.unknownConfiguration(entry.key, known: configurations), at: entry.keyLocation))
            }
            guard case .object(let members) = entry.value.value else { continue }
            for member in members where !keys.contains(member.key) && Schema.isOverridable(member.key) {
                diagnostics.append(
                    finding(
                        member, place: "overrides.\(entry.key)", known: keys,
                        schema: context.workspace.manifest.schemaPath))
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
