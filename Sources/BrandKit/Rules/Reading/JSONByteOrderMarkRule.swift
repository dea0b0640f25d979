import Documents

/// A JSON file starts with a UTF-8 byte order mark.
public struct JSONByteOrderMarkRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: JSONDiagnostics.byteOrderMarkRule, severity: .warning,
        summary: "a JSON file starts with a byte order mark",
        rationale:
            "RFC 8259 forbids the mark; some JSON readers reject the file or read the mark as part of the first key.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/config.json": "\u{FEFF}" + ExampleWorkspace.config("ALPHA")],
                expecting: "Brands/ALPHA/config.json", line: 1)
        ])
}
