import Support
import XCConfig

/// An xcconfig `#include` finds its file only when case is ignored.
public struct XCConfigIncludeCaseRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: XCConfigLoadDiagnostics.includeCaseRule, severity: .warning,
        summary: "an xcconfig #include spells its file's name in another case",
        rationale:
            "macOS's default file system ignores case, so Xcode there finds the file; on a case-sensitive volume or "
            + "in a Linux CI job the include finds nothing and every setting of the file is silently absent.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                        "Configs/ALPHA-Debug.xcconfig", default: ""
                    ].replacingFirst("Base.xcconfig", with: "base.xcconfig")
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 1)
        ])
}
