import Support
import XCConfig

/// A clone's Info.plist lacks a key the schema requires.
public struct MissingInfoPlistKeyRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "missing_info_plist_key", severity: .error,
        summary: "an Info.plist lacks a key the schema requires",
        rationale:
            "App Store Connect rejects a binary without its version keys; a missing display name shows the target name.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/Info.plist": ExampleWorkspace.infoPlist.replacingFirst(
                        "\t<key>CFBundleVersion</key>\n\t<string>$(CURRENT_PROJECT_VERSION)</string>\n", with: "")
                ],
                expecting: "Brands/ALPHA/Info.plist", line: 4)
        ])

    /// `Info.plist has no 'X'`.
    public static func message(key: String) -> String { "Info.plist has no '\(key)'; the schema requires it" }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for clone in context.clones {
            for (_, plist) in clone.infoPlists.sorted(by: { $0.path < $1.path }) {
                guard case .dictionary(let members) = plist.value else { continue }
                for key in context.schema.requiredInfoPlistKeys where !members.contains(where: { $0.key == key }) {
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(key: key), at: plist.location))
                }
            }
        }
        return diagnostics
    }
}
