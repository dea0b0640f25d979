import Documents

/// An XML property list starts with a UTF-8 byte order mark.
public struct PlistByteOrderMarkRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: PlistDiagnostics.byteOrderMarkRule, severity: .warning,
        summary: "an XML property list starts with a byte order mark",
        rationale: "Some tools reject a mark before the XML declaration; Xcode never writes one.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/custom_fonts.plist": "\u{FEFF}" + ExampleWorkspace.fontsPlist],
                expecting: "Brands/ALPHA/custom_fonts.plist", line: 1)
        ])
}
