import Documents

/// A colour in an asset catalog has an unknown colour space or components that cannot be read.
public struct AssetCatalogInvalidColorRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.invalidColorRule, severity: .error,
        summary: "a colour set has an unknown colour space or components that cannot be read",
        rationale: "actool rejects the colour, and the theme checks cannot compare it with config.json.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json": ExampleWorkspace.colorSet(
                        light: (0x1A, 0x4D, 0x8F), dark: (0x5B, 0x8D, 0xD6)
                    ).replacingFirst("\"red\" : \"26\"", with: "\"red\" : \"lots\"")
                ], expecting: "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json", line: 6),
            RuleExample(
                files: [
                    "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json": ExampleWorkspace.colorSet(
                        light: (0x1A, 0x4D, 0x8F), dark: (0x5B, 0x8D, 0xD6)
                    ).replacingFirst("\"srgb\"", with: "\"cmyk\"")
                ], expecting: "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json", line: 5),
        ],
        nonTriggeringExamples: [
            .baseline,
            // Every colour space Xcode writes, grey ones with a white component.
            RuleExample(files: [
                "Brands/ALPHA/Assets.xcassets/PrimaryColor.colorset/Contents.json": ExampleWorkspace.colorSet(
                    light: (0x1A, 0x4D, 0x8F), dark: (0x5B, 0x8D, 0xD6)
                ).replacingFirst("\"srgb\"", with: "\"display-p3\"").replacingFirst(
                    "\"srgb\"", with: "\"extended-linear-srgb\""),
                "Brands/BETA/Assets.xcassets/TextColor.colorset/Contents.json": ExampleWorkspace.colorSet(
                    light: (0x1C, 0x1C, 0x1E), dark: (0xF2, 0xF2, 0xF7)
                ).replacingFirst("\"srgb\"", with: "\"extended-srgb\""),
            ]),
        ])
}
