import Documents

/// A property list (Info.plist, custom_fonts.plist) is malformed or is no property list at all.
public struct PlistSyntaxRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: PlistDiagnostics.syntaxRule, severity: .error,
        summary: "a property list is malformed or not a property list",
        rationale: "Xcode refuses to process a broken Info.plist, and the app cannot read a broken resource plist.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "<string>Georgia-Bold</string>", with: "<string>Georgia-Bold</strin>")
                ], expecting: "Brands/ALPHA/custom_fonts.plist", line: 6)
        ])
}
