import BrandFormats
import Support
import XCConfig

/// A clone sets a feature flag the registry does not declare.
public struct UnknownFeatureFlagRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unknown_feature_flag", severity: .error,
        summary: "a feature flag is not declared in the schema's registry",
        rationale: "A misspelt flag is never read: the feature silently stays at its default.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"paywall\"", with: "\"paywal\"")
                ], expecting: "Brands/ALPHA/config.json", line: 6),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"features\"",
                        with:
                            "\"overrides\": { \"Debug\": { \"features\": { \"experimental_readr\": true } } },\n  \"features\""
                    )
                ],
                expecting: "Brands/ALPHA/config.json", line: 5),
        ])

    /// `unknown feature flag 'x'; did you mean 'y'?`.
    public static func message(flag: String, known: [String]) -> String {
        var text = "unknown feature flag '\(flag)'"
        if let suggestion = Suggestion.closest(to: flag, in: known) {
            text += "; did you mean '\(suggestion)'?"
        } else {
            text += "; declare it in the schema's 'features' registry"
        }
        return text
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        // Without a schema (`"schema": null`) config files follow a format of their own.
        guard context.workspace.manifest.usesSchema else { return [] }
        let known = context.schema.flags.map(\.name)
        return context.cloneFacts.flatMap { facts -> [Diagnostic] in
            let document = facts.document
            let groups =
                [document.objectMembers("features")]
                + context.workspace.manifest.configurations.map {
                    document.overrideMembers("features", configuration: $0)
                }
            return groups.joined().filter { !known.contains($0.key) }.map { member in
                Diagnostic(
                    Self.description.severity, rule: Self.description.id, Self.message(flag: member.key, known: known),
                    at: member.keyLocation)
            }
        }
    }
}
