import Documents

/// A JSON file (config.json, the schema, the manifest, an asset catalog's Contents.json) is malformed.
public struct JSONSyntaxRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: JSONDiagnostics.syntaxRule, severity: .error,
        summary: "a JSON file is malformed (trailing comma, comment, missing quote, …)",
        rationale: "A file that does not parse is not checked at all, and Xcode or the app fails on it later.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"ALPHA\",", with: "\"ALPHA\",,")
                ], expecting: "Brands/ALPHA/config.json", line: 2),
            // An asset catalog's Contents.json is read by the same reader, which accepts only a trailing comma there
            // (`json_trailing_comma`), as Xcode does.
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/Contents.json":
                        "{\n  \"info\" : { \"version\" : 1 \"author\" : \"xcode\" }\n}\n"
                ],
                expecting: "Brands/ALPHA/Assets.xcassets/Contents.json", line: 2),
        ])
}
