import Documents

/// An asset catalog's `Contents.json` has a trailing comma, which Xcode reads but JSON does not allow.
public struct JSONTrailingCommaRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: JSONDiagnostics.trailingCommaRule, severity: .warning,
        summary: "an asset catalog's Contents.json has a trailing comma",
        rationale:
            "Xcode's asset catalog compiler reads it, so the app builds, but other tools that read the catalog "
            + "(code generators, scripts) stop at it; everywhere else brands reads JSON it is an error.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Assets.xcassets/Contents.json": "{\n  \"info\" : { \"version\" : 1, }\n}\n"],
                expecting: "Brands/ALPHA/Assets.xcassets/Contents.json", line: 2)
        ],
        nonTriggeringExamples: [.baseline])
}
