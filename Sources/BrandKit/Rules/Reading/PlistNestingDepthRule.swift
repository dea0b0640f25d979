import Documents

/// A property list nests arrays and dictionaries deeper than the reader allows.
public struct PlistNestingDepthRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: PlistDiagnostics.nestingDepthRule, severity: .error,
        summary: "a property list nests arrays or dictionaries too deeply",
        rationale:
            "No configuration needs hundreds of levels; such a file is corrupt or hostile, and the limit keeps reading safe.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "<dict>\n",
                        with: "<dict>\n\t<key>deep</key>\n\t"
                            + String(repeating: "<array>", count: PlistParser.maximumDepth + 1)
                            + String(repeating: "</array>", count: PlistParser.maximumDepth + 1) + "\n")
                ], expecting: "Brands/ALPHA/custom_fonts.plist", line: 6)
        ])
}
