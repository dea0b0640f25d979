import XCConfig

/// An xcconfig value uses `${X}` or `$[X]` instead of `$(X)`.
public struct XCConfigDeprecatedReferenceRule: ReadingRule {
    public init() {}

    public static let description = RuleDescription(
        id: EvaluationDiagnostics.deprecatedReferenceRule, severity: .warning,
        summary: "an xcconfig value uses the deprecated ${X} or $[X] reference syntax",
        rationale: "Xcode still accepts these forms but deprecates them; $(X) is the one every tool understands.",
        triggeringExamples: [
            RuleExample(
                files: ["Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig + "APP_GROUP = group.${PRODUCT_NAME}\n"],
                expecting: "Configs/Base.xcconfig", line: 6)
        ])
}
