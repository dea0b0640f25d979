import BrandFormats

/// `brands.json` has an unknown key, a value of the wrong type, or names an unknown rule.
public struct ManifestInvalidRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: ManifestDecoder.rule, severity: .error,
        summary: "the manifest brands.json has an unknown key or an invalid value",
        rationale: "A misspelt manifest key would silently leave a default in force.",
        triggeringExamples: [
            RuleExample(
                files: ["brands.json": "{\n  \"configuration\": [\"Debug\"]\n}\n"], expecting: "brands.json", line: 2),
            RuleExample(
                files: ["brands.json": "{\n  \"rules\": { \"no_such_rule\": \"off\" }\n}\n"], expecting: "brands.json",
                line: 2),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "brands.json":
                    #"{ "version": 1, "configurations": ["Debug", "Release"], "rules": { "missing_required_field": "warning" } }"#
            ]),
        ])
}
