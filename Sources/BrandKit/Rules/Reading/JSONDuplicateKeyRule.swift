import Documents

/// A JSON object has the same key twice.
public struct JSONDuplicateKeyRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: JSONDiagnostics.duplicateKeyRule, severity: .error,
        summary: "a JSON object has the same key twice",
        rationale:
            "Readers disagree on which duplicate wins, so the value the app sees may not be the one the team reviewed.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "  \"api_base_url\"", with: "  \"clone_identifier\": \"ALPHA\",\n  \"api_base_url\"")
                ], expecting: "Brands/ALPHA/config.json", line: 3)
        ])
}
