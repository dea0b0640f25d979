import Support
import XCConfig

/// An xcconfig condition uses a parameter Xcode does not know, as in `[confg=Debug]`.
public struct XCConfigUnknownConditionRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: EvaluationDiagnostics.unknownConditionRule, severity: .warning,
        summary: "an xcconfig condition uses a parameter Xcode does not know",
        rationale:
            "Xcode never binds an unknown parameter such as [confg=Debug], so the assignment is silently ignored "
            + "unless its pattern is *; the parameters are sdk, arch, config, variant and target.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                        + "OTHER_SWIFT_FLAGS[confg=Debug] = $(inherited) -DVERBOSE\n"
                ], expecting: "Configs/Base.xcconfig", line: 6)
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "OTHER_SWIFT_FLAGS[config=Debug][sdk=iphonesimulator*][arch=*] = $(inherited) -DVERBOSE\n"
            ]),
        ])
}
