import XCConfig

/// Two clones have the same bundle identifier in the same configuration.
public struct DuplicateBundleIdentifierRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "duplicate_bundle_identifier", severity: .error,
        summary: "two clones share a bundle identifier in the same configuration",
        rationale: "The second upload overwrites the first brand on devices and in App Store Connect.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/BETA-Release.xcconfig":
                        "#include \"BETA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
                ],
                expecting: "Configs/BETA-Release.xcconfig", line: 2)
        ])

    /// `bundle identifier 'x' of B in Release is also used by A`.
    public static func message(identifier: String, clone: String, configuration: String, others: [String]) -> String {
        "bundle identifier '\(identifier)' of \(clone) in \(configuration) is also used by \(others.joined(separator: ", ")); every clone needs its own"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let byConfiguration = Dictionary(grouping: context.configurations, by: \.configuration)
        for (configurationName, configurations) in byConfiguration {
            let byIdentifier = Dictionary(grouping: configurations.filter { $0.bundleIdentifier != nil }) {
                $0.bundleIdentifier?.value.lowercased() ?? ""
            }
            for (_, sharing) in byIdentifier where sharing.count > 1 {
                let sorted = sharing.sorted { $0.clone < $1.clone }
                for configuration in sorted.dropFirst() {
                    guard let identifier = configuration.bundleIdentifier, let location = identifier.source.location
                    else { continue }
                    let others = sorted.map(\.clone).filter { $0 != configuration.clone }
                    let notes =
                        sorted.first.flatMap { first in
                            first.bundleIdentifier?.source.location.map {
                                [Diagnostic.Note("\(first.clone) sets it here", at: $0)]
                            }
                        } ?? []
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(
                                identifier: identifier.value, clone: configuration.clone,
                                configuration: configurationName, others: others),
                            at: location, notes: notes))
                }
            }
        }
        return diagnostics
    }
}
