import BrandFormats
import Support
import XCConfig

/// A feature flag has the same value in every clone and every configuration.
public struct ConstantFlagRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `true`: findings on a clone depend on the other clones.
    public static let comparesClones = true

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "constant_flag", severity: .note,
        summary: "a feature flag has the same value in every clone and configuration",
        rationale: "A flag nobody varies is a candidate for removal: the code can take the value as a constant.",
        triggeringExamples: [
            // BETA already turns podcasts on; turning it on in ALPHA too makes it the same everywhere.
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"paywall\": true,", with: "\"paywall\": true, \"podcasts\": true,")
                ], expecting: "Brands/ALPHA/config.json", line: 6)
        ],
        nonTriggeringExamples: [
            .baseline,
            // The same in both clones' features, but ALPHA turns it off in Debug: it varies.
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"paywall\": true,", with: "\"paywall\": true, \"podcasts\": true,"
                ).replacingFirst(
                    "\"theme\"",
                    with: "\"overrides\": { \"Debug\": { \"features\": { \"podcasts\": false } } },\n  \"theme\"")
            ]),
        ])

    /// `feature flag 'x' is true in every clone and configuration; …`.
    public static func message(flag: String, value: FlagValue) -> String {
        "feature flag '\(flag)' is \(value) in every clone and configuration; consider removing it"
    }

    /// Every finding of this rule in `context`.
    ///
    /// Every clone in every configuration is compared, whatever the selection: with `--configuration Release`, a
    /// flag that only Debug overrides would look constant. A finding is reported when a selected clone sets the flag.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        guard context.workspace.clones.count >= 2 else { return [] }
        // The flags with one value in every clone and configuration, of every clone: made once for every selection of
        // a validation (a sheet's cards).
        let constant = context.tables.table(Self.description.id) {
            context.schema.flags.indices.compactMap { index -> ConstantFlag? in
                let values = context.workspaceConfigurations.compactMap { $0.feature(context.schema.flags[index].name) }
                // A flag nobody sets is simply at its default; only flags that clones set are candidates.
                guard let first = values.first, values.allSatisfy({ $0.value == first.value }),
                    values.contains(where: { $0.source.origin != .schemaDefault })
                else { return nil }
                return ConstantFlag(index: index, value: first.value)
            }
        }
        return constant.compactMap { constant in
            let flag = context.schema.flags[constant.index]
            guard FlagUsage.firstUse(of: flag.name, in: context) != nil,
                let location = FlagUsage.anchor(of: flag, in: context)
            else { return nil }
            return Diagnostic(
                Self.description.severity, rule: Self.description.id,
                Self.message(flag: flag.name, value: constant.value), at: location)
        }
    }

    /// A flag of the schema (by position) with one value in every clone and configuration.
    private struct ConstantFlag: Sendable {
        var index: Int
        var value: FlagValue
    }
}
