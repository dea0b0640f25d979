import BrandFormats
import Support
import XCConfig

/// A feature flag is past its expiry date.
public struct ExpiredFlagRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "expired_flag", severity: .warning,
        summary: "a feature flag is past its expiry date",
        rationale:
            "Flags are meant to be temporary; an expired one is dead code in every brand and a risk when toggled.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/schema.json": Schema.builtInJSON.replacingFirst("\"2027-06-30\"", with: "\"2026-01-31\"")
                ],
                expecting: "Brands/schema.json", line: 22),
            // Without an owner the message says nothing about one, but the flag is still expired.
            RuleExample(
                files: [
                    "Brands/schema.json": Schema.builtInJSON.replacingFirst(
                        "\"owner\": \"apps\", \"expires\": \"2027-06-30\"", with: "\"expires\": \"2026-11-20\"")
                ],
                expecting: "Brands/schema.json", line: 22),
        ],
        nonTriggeringExamples: [
            .baseline,
            // A flag expires at the end of its day: on the day itself it is not reported yet.
            RuleExample(files: [
                "Brands/schema.json": Schema.builtInJSON.replacingFirst("\"2027-06-30\"", with: "\"2026-11-21\"")
            ]),
        ])

    /// `flag 'x' expired on D (owner: o); remove it or extend its expiry`.
    public static func message(flag: FlagSpec, expiry: CalendarDay) -> String {
        let owner = flag.owner.map { " (owner: \($0))" } ?? ""
        return
            "feature flag '\(flag.name)' expired on \(expiry)\(owner); remove it from the registry and the code, or extend its expiry"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.schema.flags.compactMap { flag in
            guard let text = flag.expires, let expiry = CalendarDay(text), expiry < context.today,
                let location = FlagUsage.anchor(of: flag, in: context)
            else { return nil }
            return Diagnostic(
                Self.description.severity, rule: Self.description.id, Self.message(flag: flag, expiry: expiry),
                at: location)
        }
    }
}
