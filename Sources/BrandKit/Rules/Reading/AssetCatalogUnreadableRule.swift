import Documents

/// An asset set's `Contents.json` exists but cannot be read.
public struct AssetCatalogUnreadableRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.unreadableRule, severity: .error,
        summary: "an asset set's Contents.json exists but cannot be read",
        rationale: "Xcode cannot read it either, so the build fails or the asset is missing.",
        triggeringExamples: [
            // A folder where the file should be.
            RuleExample(
                files: ["Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json/Contents.json": "{}"],
                removing: ["Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json"],
                expecting: "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json", line: 1)
        ])
}
