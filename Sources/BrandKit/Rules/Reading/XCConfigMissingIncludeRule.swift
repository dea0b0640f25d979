import Support
import XCConfig

/// An `#include` names a file that does not exist.
public struct XCConfigMissingIncludeRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.missingIncludeRule, severity: .error,
        summary: "an xcconfig #include names a file that does not exist",
        rationale: "Xcode only warns, and every setting the missing file should give is silently absent.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                        "Configs/ALPHA-Debug.xcconfig", default: ""
                    ].replacingFirst("Base.xcconfig", with: "Bsae.xcconfig")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 1)
        ])

    /// The reading diagnostics of this rule, each include once (see ``Diagnostic/placeAndMessage``).
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var seen = Set<String>()
        return context.readingDiagnostics(rule: Self.description.id).filter { seen.insert($0.placeAndMessage).inserted }
    }
}
