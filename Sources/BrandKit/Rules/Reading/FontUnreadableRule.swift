import Documents

/// A font file in a clone's folder is not a font whose PostScript name can be read.
public struct FontUnreadableRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: FontDiagnostics.unreadableRule, severity: .error,
        summary: "a bundled font file is corrupt or has no PostScript name",
        rationale: "UIFont(name:) needs the PostScript name; a broken font silently falls back to the system font.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Fonts/Broken.ttf": "this is no font"], expecting: "Brands/ALPHA/Fonts/Broken.ttf",
                line: 1)
        ])
}
