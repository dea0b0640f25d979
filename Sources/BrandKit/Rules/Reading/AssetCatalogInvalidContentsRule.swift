import Documents

/// An asset catalog's `Contents.json` has a value of the wrong kind.
public struct AssetCatalogInvalidContentsRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.invalidContentsRule, severity: .error,
        summary: "an asset catalog's Contents.json has a value of the wrong kind",
        rationale: "actool rejects the set, so the icon or image is missing from the app.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Contents.json":
                        "{\n  \"images\" : \"Icon-1024.png\",\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
                ], expecting: "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Contents.json", line: 2)
        ])
}
