import Documents

/// A colour in an asset catalog has components that cannot be read.
public struct AssetCatalogInvalidColorRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.invalidColorRule, severity: .error,
        summary: "a colour set has components that cannot be read",
        rationale: "actool rejects the colour, and the theme checks cannot compare it with config.json.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json": ExampleWorkspace.colorSet(
                        light: (0x1A, 0x4D, 0x8F), dark: (0x5B, 0x8D, 0xD6)
                    ).replacingFirst("\"red\" : \"26\"", with: "\"red\" : \"lots\"")
                ], expecting: "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json", line: 6)
        ])
}
