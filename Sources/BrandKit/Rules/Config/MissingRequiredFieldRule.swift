import BrandFormats
import Documents
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

    /// `missing field 'bundle_id', which brands.json's identity reads the bundle identifier from; add it to info.json`.
    public static func identityMessage(field: String, part: IdentityDeclaration.Part, file: String) -> String {
        let words =
            switch part {
            case .bundleIdentifier: "bundle identifier"
            case .version: "version"
            case .build: "build"
            case .displayName: "display name"
            case .team: "team"
            }
        return "missing field '\(field)', which brands.json's identity reads the \(words) from; add it to \(file)"
    }

    /// Every finding of this rule in `context`: the schema's required fields, and the fields the manifest's
    /// `identity` names when no configuration of the clone has that part of its identity (kiwix-apple-custom's
    /// `testapp` has no `bundle_id`, and listed a blank bundle identifier without a word).
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.cloneFacts.flatMap { facts -> [Diagnostic] in
            let clone = facts.clone
            guard let config = clone.config, case .object(let members) = config.value else { return [] }
            let file = Path.lastComponent(of: clone.configPath ?? "config.json")
            let configurations = context.configurations(of: clone.id)
            let declared = context.workspace.manifest.identity.fields
            let identity = IdentityDeclaration.Part.allCases.compactMap { part -> Diagnostic? in
                guard let field = declared[part], !members.contains(where: { $0.key == field }),
                    !configurations.contains(where: { Self.has(part, $0) })
                else { return nil }
                return Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.identityMessage(field: field, part: part, file: file), at: config.location)
            }
            return identity + schemaFindings(facts, config: config, members: members, file: file, in: context)
        }
    }

    /// Whether `configuration` has `part` of its identity.
    private static func has(_ part: IdentityDeclaration.Part, _ configuration: CloneConfiguration) -> Bool {
        switch part {
        case .bundleIdentifier: configuration.bundleIdentifier != nil
        case .version: configuration.version != nil
        case .build: configuration.build != nil
        case .displayName: configuration.displayName != nil
        case .team: configuration.team != nil
        }
    }

    /// The schema's required fields missing from `config`.
    private func schemaFindings(
        _ facts: CloneFacts, config: JSONNode, members: [JSONMember], file: String, in context: ValidationContext
    ) -> [Diagnostic] {
        let document = facts.document
        // Overrides in every configuration give a field a value everywhere, top level or not.
        return context.schema.fields.filter { field in
            field.isRequired && !members.contains { $0.key == field.name }
                && !context.workspace.manifest.configurations.allSatisfy {
                    document.fieldMember(field.name, configuration: $0) != nil
                }
        }.map { field in
            Diagnostic(
                Self.description.severity, rule: Self.description.id, Self.message(field: field, file: file),
                at: config.location)
        }
    }
}

extension String {
    /// The string with its first character lowercased.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
