import Documents
import Support
import XCConfig

/// A `config.json` theme colour differs from the light colour of the same role's colour set in the catalog.
public struct ThemeCatalogMismatchRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "theme_catalog_mismatch", severity: .warning,
        summary: "a config.json theme colour differs from the asset catalog's colour for the same role",
        rationale:
            "The catalog wins, so the config.json value is dead; code reading the JSON theme at run time draws another colour than the storyboards.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"primary_color\": \"#1A4D8F\"", with: "\"primary_color\": \"#1A4D90\"")
                ], expecting: "Brands/ALPHA/config.json", line: 10)
        ],
        nonTriggeringExamples: [
            .baseline,
            // Case and the short form do not matter: #fff is #FFFFFF.
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"background_color\": \"#FFFFFF\"", with: "\"background_color\": \"#fff\"")
            ]),
            // A reference is resolved elsewhere, not compared here.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"accent_color\": \"#D7263D\"", with: "\"accent_color\": \"@primary\"")
                ], removing: ["Brands/ALPHA/Assets.xcassets/AccentColor.colorset/Contents.json"]),
        ])

    /// `theme 'primary_color' is #X in config.json, but colour set 'PrimaryColor' is #Y; …`.
    public static func message(
        key: String, theme: RGBAColor, set: String, catalog: RGBAColor, file: String = "config.json"
    ) -> String {
        "theme '\(key)' is \(theme) in \(file), but colour set '\(set)' is \(catalog) and wins; make them equal or remove the \(file) value"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let theme = facts.document.objectMembers("theme")
            for role in context.schema.colorRoles {
                guard let member = theme.first(where: { $0.key == role.themeKey }),
                    case .string(let text) = member.value.value, let written = RGBAColor(hex: text),
                    let catalog = facts.clone.colorSet(named: role.colorSetName)?.lightColor,
                    !written.hasSameHexString(as: catalog)
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(
                            key: role.themeKey, theme: written, set: role.colorSetName, catalog: catalog,
                            file: Path.lastComponent(of: facts.clone.configPath ?? "config.json")),
                        at: member.value.location))
            }
        }
        return diagnostics
    }
}
