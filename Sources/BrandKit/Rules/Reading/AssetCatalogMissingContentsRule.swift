import Documents

/// An asset set folder in a catalog has no `Contents.json`.
public struct AssetCatalogMissingContentsRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.missingContentsRule, severity: .error,
        summary: "an asset set folder has no Contents.json",
        rationale:
            "Xcode skips a set without Contents.json, so the colour or image it should hold is missing at run time.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/notes.txt": "moved"],
                removing: ["Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json"],
                expecting: "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json", line: 1)
        ])
}
