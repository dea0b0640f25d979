import XCConfig

/// Two clones have the same bundle identifier in the same configuration.
public struct DuplicateBundleIdentifierRule: Rule {
    /// Creates the rule.
    public init() {}

    /// `true`: findings on a clone depend on the other clones.
    public static let comparesClones = true

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
        "bundle identifier '\(identifier)' of \(clone) in \(configuration) is also used by \(NameList.joined(others)); every clone needs its own"
    }

    /// Every finding of this rule in `context`.
    ///
    /// Every clone of the workspace is compared, selected or not, so a collision with an unselected clone is
    /// found; it is reported for the selected clones it concerns: each one but the first of the clones sharing the
    /// identifier (in id order), or the first when it is the only selected one. A clone never collides with itself.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let selectedClones = context.selectedCloneIDs
        let selectedNames = Set(context.configurations.map(\.configuration))
        // Positions, not copies: a workspace of thousands of clones has thousands of configurations to group.
        let all = context.workspaceConfigurations
        var groups: [String: [Int]] = [:]
        for (position, configuration) in all.enumerated() where selectedNames.contains(configuration.configuration) {
            guard let identifier = configuration.bundleIdentifier else { continue }
            groups[configuration.configuration + "\u{0}" + identifier.value.lowercased(), default: []].append(position)
        }
        for positions in groups.values where positions.count > 1 {
            var seen = Set<String>()
            let sorted = positions.map { all[$0] }.sorted { $0.clone < $1.clone }.filter {
                seen.insert($0.clone).inserted
            }
            guard sorted.count > 1 else { continue }
            let configurationName = sorted[0].configuration
            var reported = sorted.dropFirst().filter { selectedClones.contains($0.clone) }
            if reported.isEmpty, selectedClones.contains(sorted[0].clone) { reported = [sorted[0]] }
            for configuration in reported {
                guard let identifier = configuration.bundleIdentifier, let location = identifier.source.location
                else { continue }
                let others = sorted.filter { $0.clone != configuration.clone }
                let notes =
                    others.first.flatMap { other in
                        other.bundleIdentifier?.source.location.map {
                            [Diagnostic.Note("\(other.clone) sets it here", at: $0)]
                        }
                    } ?? []
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(
                            identifier: identifier.value, clone: configuration.clone,
                            configuration: configurationName, others: others.map(\.clone)),
                        at: location, notes: notes))
            }
        }
        return diagnostics
    }
}
