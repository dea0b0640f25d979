import Documents

/// An XML property list holds bytes that are not UTF-8.
public struct PlistEncodingRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: PlistDiagnostics.encodingRule, severity: .error,
        summary: "an XML property list is not valid UTF-8",
        rationale: "The file declares UTF-8; other bytes are misread or rejected by the build.",
        triggeringExamples: [
            RuleExample(
                binaryFiles: [
                    "Brands/ALPHA/custom_fonts.plist": ExampleWorkspace.bytes(
                        ExampleWorkspace.fontsPlist.replacingFirst("Georgia-Bold", with: "Georgia\u{1}Bold"),
                        replacing: "\u{1}", with: 0xFF)
                ], expecting: "Brands/ALPHA/custom_fonts.plist", line: 6)
        ])
}
