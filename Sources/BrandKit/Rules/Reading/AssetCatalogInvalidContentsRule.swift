import Documents

/// An asset catalog's `Contents.json` has a value of the wrong kind, or a colour set one has a key Xcode does not
/// write (`"colours"`), whose contents are then ignored.
public struct AssetCatalogInvalidContentsRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.invalidContentsRule, severity: .error,
        summary: "an asset catalog's Contents.json has a value of the wrong kind, or a colour set has an unknown key",
        rationale: "actool rejects the set, so the icon or image is missing from the app.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Contents.json":
                        "{\n  \"images\" : \"Icon-1024.png\",\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
                ], expecting: "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Contents.json", line: 2),
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json": ExampleWorkspace.colorSet(
                        light: (0x1A, 0x4D, 0x8F), dark: (0x5B, 0x8D, 0xD6)
                    ).replacingFirst("\"colors\"", with: "\"colours\"")
                ], expecting: "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json", line: 2),
        ])
}
