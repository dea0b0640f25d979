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

    /// The reading diagnostics of this rule, each include once.
    ///
    /// An xcconfig included through two chains (a Flutter app's `Debug.xcconfig`, included by each flavour's file) is
    /// read once for each, and the folders searched for its missing include differ with the chain: the engine's two
    /// findings differ only in that note. The first is kept.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var seen = Set<String>()
        return context.readingDiagnostics(rule: Self.description.id).filter { diagnostic in
            let location = diagnostic.location
            return seen.insert("\(location.file):\(location.line):\(location.column): \(diagnostic.message)").inserted
        }
    }
}
