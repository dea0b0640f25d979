import BrandFormats
import Support
import XCConfig

/// An `overrides` entry of `config.json` sets something that cannot differ between configurations: the clone's
/// identifier or its theme.
public struct UnsupportedOverrideRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unsupported_override", severity: .error,
        summary: "a config.json override sets the clone identifier or the theme, which every configuration shares",
        rationale:
            "brands applies field and flag overrides; one it cannot apply would be silently ignored, and the app would "
            + "not look or behave as the file says.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"",
                        with:
                            "\"overrides\": { \"Debug\": {\n \"theme\": { \"primary_color\": \"#FF0000\" } } },\n  \"theme\""
                    )
                ], expecting: "Brands/ALPHA/config.json", line: 10),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"",
                        with: "\"overrides\": { \"Debug\": {\n \"clone_identifier\": \"BETA\" } },\n  \"theme\"")
                ], expecting: "Brands/ALPHA/config.json", line: 10),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"theme\"",
                    with:
                        "\"overrides\": { \"Debug\": { \"analytics_key\": \"kdebug0123456789abcdef\", \"features\": { \"comments\": false } } },\n  \"theme\""
                )
            ]),
        ])

    /// `'theme' cannot be overridden per configuration: <why>; set it at the top level of config.json`.
    public static func message(key: String, reason: String) -> String {
        "'\(key)' cannot be overridden per configuration: \(reason); set it at the top level of config.json"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let document = facts.document
            for group in document.fieldGroups where group.configuration != nil {
                for member in group.members {
                    guard let entry = Schema.notOverridable.first(where: { $0.key == member.key }) else {
                        continue
                    }
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(key: entry.key, reason: entry.reason), at: member.keyLocation))
                }
            }
        }
        return diagnostics
    }
}
