import BrandFormats
import Support
import XCConfig

/// A field the schema marks secret holds a literal value instead of a reference.
public struct LiteralSecretRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "literal_secret", severity: .error,
        summary: "a secret config.json field holds a literal value (at the top level or in an override)",
        rationale: "A token written into config.json ends up in git history and in every app binary.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"features\"", with: "\"api_token\": \"sk_live_51Hx\",\n  \"features\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 5),
            // A secret in an override is as visible as one at the top level.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"",
                        with: "\"overrides\": { \"Release\": {\n \"api_token\": \"sk_live_51Hx\" } },\n  \"theme\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 10),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"features\"", with: "\"api_token\": \"${env:ALPHA_API_TOKEN}\",\n  \"features\"")
            ]),
        ])

    /// `field 'x' is secret but holds a literal value; …`.
    public static func message(field: String) -> String {
        "field '\(field)' is secret but holds a literal value; write \"$(SETTING_NAME)\" or \"${env:NAME}\" and keep the value out of the repository"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.cloneFacts.flatMap { facts -> [Diagnostic] in
            let groups = facts.document.fieldGroups
            return groups.flatMap { group in
                context.schema.fields.filter(\.isSecret).map { (group, $0) }
            }.compactMap { group, field in
                guard let member = group.member(field.name), case .string(let text) = member.value.value,
                    !text.isEmpty,
                    !SecretReference.isReference(text)
                else { return nil }
                return Diagnostic(
                    Self.description.severity, rule: Self.description.id, Self.message(field: field.name),
                    at: member.value.location)
            }
        }
    }
}
