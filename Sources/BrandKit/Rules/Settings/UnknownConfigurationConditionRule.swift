import Support
import XCConfig

/// An xcconfig `[config=…]` condition matches no configuration the clones are built in, so its assignment never
/// applies.
public struct UnknownConfigurationConditionRule: Rule {
    /// Creates the rule.
    public init() {}

    static let debugXCConfig = ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)["Configs/ALPHA-Debug.xcconfig"] ?? ""

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unknown_configuration_condition", severity: .warning,
        summary: "an xcconfig [config=…] condition matches no configuration the clones are built in",
        rationale:
            "Conditions are case-sensitive globs: [config=Releas] or [config=release] never matches, so the "
            + "assignment is silently skipped in every build.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": debugXCConfig
                        + "PRODUCT_BUNDLE_IDENTIFIER[config=Releas] = com.example.alpha.store\n"
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 11),
            RuleExample(
                files: [
                    "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                        + "SWIFT_OPTIMIZATION_LEVEL[config=debug] = -Onone\n"
                ],
                expecting: "Configs/Base.xcconfig", line: 6),
        ],
        nonTriggeringExamples: [
            .baseline,
            // Globs that match some configuration, and conditions on other parameters.
            RuleExample(files: [
                "Configs/Base.xcconfig": ExampleWorkspace.baseXCConfig
                    + "OTHER_SWIFT_FLAGS[config=Rel*] = -DSTORE\nOTHER_LDFLAGS[sdk=iphoneos*][config=*] = -ObjC\n"
            ]),
        ])

    /// `condition [config=Releas] matches no configuration, so the assignment never applies; did you mean 'Release'?`.
    public static func message(pattern: String, configurations: [String]) -> String {
        var text = "condition [config=\(pattern)] matches no configuration, so the assignment never applies"
        if let suggestion = Suggestion.closest(to: pattern, in: configurations) {
            text += "; did you mean '\(suggestion)'?"
        } else {
            text += "; the configurations are \(NameList.joined(configurations))"
        }
        return text
    }

    /// Every finding of this rule in `context`.
    ///
    /// The configurations in use are the manifest's, the ones clones build, and every one of their projects; each
    /// assignment of the selected clones' xcconfig chains is
    /// checked once, however many chains include its file.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let configurations = context.workspace.manifest.configurations
        // `[config=…]` matches the real build configuration, which a clone source may name otherwise than the role.
        // A project's other configurations (used by CI, or by other schemes) are real ones too.
        let names = context.workspace.buildConfigurationNames.union(configurations)
        var checked = Set<SourceLocation>()
        var seenAssignments = Set<ObjectIdentifier>()
        var diagnostics: [Diagnostic] = []
        for clone in context.clones {
            for configuration in clone.configurations {
                // Most assignments have no condition: their levels are walked without copying them into a list. Every
                // clone's chain holds the shared files' assignments again: those are skipped by identity, which costs
                // less than hashing their conditions' locations.
                for level in configuration.levels where level.source.kind.isFromFiles {
                    for assignment in level.assignments
                    where !assignment.conditions.isEmpty && seenAssignments.insert(assignment.identity).inserted {
                        checkConditions(
                            of: assignment, names: names, checked: &checked, into: &diagnostics, context: context)
                    }
                }
            }
        }
        return diagnostics
    }

    /// Reports the `[config=…]` conditions of `assignment` that match no configuration in `names`, once per place.
    private func checkConditions(
        of assignment: SettingAssignment, names: Set<String>, checked: inout Set<SourceLocation>,
        into diagnostics: inout [Diagnostic], context: ValidationContext
    ) {
        let configurations = context.workspace.manifest.configurations
        for condition in assignment.conditions where condition.parameter == "config" {
            guard checked.insert(condition.location).inserted,
                !names.contains(where: { GlobPattern.matches(condition.pattern, $0) })
            else { continue }
            let known = configurations + names.subtracting(configurations).sorted()
            diagnostics.append(
                Diagnostic(
                    Self.description.severity, rule: Self.description.id,
                    Self.message(pattern: condition.pattern, configurations: known), at: condition.location))
        }
    }
}
