/// A shared scheme builds and runs an application that is no clone.
public struct UnusedSchemeRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unused_scheme", severity: .warning,
        summary: "a shared scheme builds an application that is no clone",
        rationale: "The scheme of a removed brand, or of one the manifest forgot, is still offered in Xcode and CI; "
            + "nothing checks what it builds.",
        triggeringExamples: [
            // The manifest lists ALPHA only: BETA's scheme builds an app that is no clone.
            RuleExample(
                project: true,
                files: [
                    "brands.json": "{ \"version\": 1, \"clones\": [{ \"id\": \"ALPHA\", \"scheme\": \"ALPHA\" }] }\n"
                ],
                expecting: ExampleWorkspace.schemeFile("BETA"), line: 1)
        ],
        nonTriggeringExamples: [
            .projectBaseline,
            // A scheme the manifest excludes is left alone.
            RuleExample(
                project: true, files: ["brands.json": "{ \"version\": 1, \"clones\": { \"exclude\": [\"BETA\"] } }\n"]),
        ])

    /// `scheme 'X' builds the application 'T', which is no clone`.
    public static func message(scheme: String, target: String) -> String {
        "scheme '\(scheme)' builds the application '\(target)', which is no clone; delete the scheme, or add the "
            + "clone to brands.json ('clones', or remove it from 'exclude')"
    }
}
