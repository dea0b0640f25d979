import BrandFormats
import Support
import XCConfig

/// A clone sets a feature flag to the value it would have anyway.
public struct RedundantFlagRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "redundant_flag", severity: .note,
        summary: "a clone sets a feature flag to the value it already has",
        rationale:
            "An override equal to the default hides which brands really differ, and goes stale when the default changes.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"comments\": true", with: "\"comments\": true, \"podcasts\": false")
                ], expecting: "Brands/ALPHA/config.json", line: 7),
            // A Debug override equal to the clone's own value outside Debug.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"",
                        with: "\"overrides\": { \"Debug\": { \"features\": { \"paywall\": true } } },\n  \"theme\"")
                ], expecting: "Brands/ALPHA/config.json", line: 9),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"theme\"",
                    with: "\"overrides\": { \"Debug\": { \"features\": { \"paywall\": false } } },\n  \"theme\"")
            ]),
        ])

    /// `feature flag 'x' is set to its default value`.
    public static func message(flag: String, value: FlagValue, what: String) -> String {
        "feature flag '\(flag)' is set to \(value), which is already \(what); remove the line"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let document = facts.document
            let features = document.objectMembers("features")
            for member in features {
                guard let flag = context.schema.flag(named: member.key), let value = FlagValue(member.value.value),
                    value == flag.defaultValue
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(flag: flag.name, value: value, what: "the registry default"),
                        at: member.keyLocation))
            }
            for configuration in context.workspace.manifest.configurations {
                for member in document.overrideMembers("features", configuration: configuration) {
                    guard let flag = context.schema.flag(named: member.key), let value = FlagValue(member.value.value)
                    else { continue }
                    let below =
                        features.first { $0.key == member.key }.flatMap { FlagValue($0.value.value) }
                        ?? flag.defaultValue
                    guard value == below else { continue }
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(flag: flag.name, value: value, what: "its value outside \(configuration)"),
                            at: member.keyLocation))
                }
            }
        }
        return diagnostics
    }
}
