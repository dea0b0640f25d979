import Support
import XCConfig

/// A clone has no xcconfig file for one of the workspace's configurations.
public struct MissingXCConfigRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_xcconfig", severity: .error,
        summary: "a clone has no xcconfig file for a configuration",
        rationale: "Without it the target builds with the base settings only: another brand's bundle id or none.",
        triggeringExamples: [
            RuleExample(removing: ["Configs/BETA-Release.xcconfig"], expecting: "Brands/BETA/config.json", line: 1)
        ])

    /// `no xcconfig for Release: expected 'Configs/X-Release.xcconfig'`.
    public static func message(configuration: String, expected: String) -> String {
        "no xcconfig for \(configuration): expected '\(expected)'; create it or list the configurations in brands.json"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.clones.flatMap { clone in
            clone.configurations.flatMap { configuration in
                configuration.missingFiles.map { path in
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(configuration: configuration.role, expected: context.workspace.relativePath(path)),
                        at: clone.location)
                }
            }
        }
    }
}
