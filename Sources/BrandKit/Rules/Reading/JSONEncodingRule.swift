import Documents

/// A JSON file holds bytes that are not UTF-8.
public struct JSONEncodingRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: JSONDiagnostics.encodingRule, severity: .error,
        summary: "a JSON file is not valid UTF-8",
        rationale:
            "JSON must be UTF-8; a file saved in another encoding shows garbled text in the app or fails to load.",
        triggeringExamples: [
            RuleExample(
                binaryFiles: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.bytes(
                        ExampleWorkspace.config("ALPHA").replacingFirst("\"ALPHA\",", with: "\"ALPHA\u{1}\","),
                        replacing: "\u{1}", with: 0xFF)
                ], expecting: "Brands/ALPHA/config.json", line: 2)
        ])
}
