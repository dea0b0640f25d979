import Documents

/// A JSON file nests arrays and objects deeper than the reader allows.
public struct JSONNestingDepthRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: JSONDiagnostics.nestingDepthRule, severity: .error,
        summary: "a JSON file nests arrays or objects too deeply",
        rationale:
            "No configuration needs hundreds of levels; such a file is corrupt or hostile, and the limit keeps reading safe.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": "{\n  \"clone_identifier\": \"ALPHA\",\n  \"deep\": "
                        + String(repeating: "[", count: JSONParser.maximumDepth + 1)
                        + String(repeating: "]", count: JSONParser.maximumDepth + 1) + "\n}\n"
                ], expecting: "Brands/ALPHA/config.json", line: 3)
        ])
}
