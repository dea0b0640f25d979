import Support
import XCConfig

/// xcconfig files include the same files so many times over that loading stops.
public struct XCConfigIncludeLimitRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.includeLimitRule, severity: .error,
        summary: "xcconfig files include each other too many times over",
        rationale:
            "Each repeated include doubles the work; a bound keeps loading fast, but settings past it are missing.",
        triggeringExamples: [
            // The Release chain includes ALPHA-Debug and Base (2 includes) before the 10,000 here, so the
            // 10,001st include is the 9,999th line added: line 3 + 9,999.
            RuleExample(
                files: [
                    "Configs/Empty.xcconfig": "// Intentionally empty.\n",
                    "Configs/ALPHA-Release.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                        "Configs/ALPHA-Release.xcconfig", default: ""
                    ] + String(repeating: "#include \"Empty.xcconfig\"\n", count: 10_000),
                ], expecting: "Configs/ALPHA-Release.xcconfig", line: 10_002)
        ])
}
