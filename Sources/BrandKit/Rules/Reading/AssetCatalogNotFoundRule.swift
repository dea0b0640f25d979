import Documents

/// A clone's `Assets.xcassets` is not a folder.
public struct AssetCatalogNotFoundRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: AssetCatalogDiagnostics.notFoundRule, severity: .error,
        summary: "a clone's Assets.xcassets is not a folder",
        rationale:
            "Xcode compiles only a folder as an asset catalog; a file of that name leaves the app without icon or colours.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Assets.xcassets": "not a folder"],
                removing: ExampleWorkspace.files(under: "Brands/ALPHA/Assets.xcassets"),
                expecting: "Brands/ALPHA/Assets.xcassets", line: 1)
        ])
}
