import BrandFormats

/// `Brands/schema.json` is not a valid schema.
public struct SchemaInvalidRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: SchemaDecoder.rule, severity: .error,
        summary: "the schema Brands/schema.json has an unknown key or an invalid declaration",
        rationale: "Every other check trusts the schema; a mistake in it silently weakens them all.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/schema.json": "{\n  \"fields\": {\n    \"x\": { \"type\": \"strng\" }\n  }\n}\n"],
                expecting: "Brands/schema.json", line: 3)
        ],
        nonTriggeringExamples: [.baseline, RuleExample(files: ["Brands/schema.json": Schema.builtInJSON])])
}
