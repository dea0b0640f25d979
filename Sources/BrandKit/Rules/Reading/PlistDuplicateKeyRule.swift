import Documents

/// A property list dictionary has the same key twice.
public struct PlistDuplicateKeyRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: PlistDiagnostics.duplicateKeyRule, severity: .error,
        summary: "a property list dictionary has the same key twice",
        rationale: "Only one of the values survives, and which one depends on the reader.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "<key>bodyFontName</key>", with: "<key>headlineFontName</key>")
                ], expecting: "Brands/ALPHA/custom_fonts.plist", line: 9)
        ])
}
