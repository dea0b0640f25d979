import Support
import XCConfig

/// `INFOPLIST_FILE` names a file that does not exist.
public struct InfoPlistNotFoundRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "info_plist_not_found", severity: .error,
        summary: "INFOPLIST_FILE points to a file that does not exist",
        rationale: "Xcode stops the build with 'Build input file cannot be found', after minutes of compiling.",
        triggeringExamples: [
            RuleExample(removing: ["Brands/BETA/Info.plist"], expecting: "Configs/BETA-Debug.xcconfig", line: 5)
        ])

    /// `INFOPLIST_FILE 'x' of Release does not exist`; `base` names what the path is relative to.
    public static func message(path: String, configuration: String, base: String = "the workspace root") -> String {
        "INFOPLIST_FILE '\(path)' of \(configuration) does not exist; fix the path (it is relative to \(base))"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.configurations.compactMap { configuration in
            guard let loaded = configuration.loaded, loaded.isInfoPlistMissing,
                let setting = configuration.settings?.sourced("INFOPLIST_FILE"), let location = setting.source.location
            else { return nil }
            let directory = loaded.definition.projectDirectory
            let base =
                Path.normalize(directory) == Path.normalize(context.workspace.root)
                ? "the workspace root" : "'\(context.workspace.relativePath(directory))'"
            return Diagnostic(
                Self.description.severity, rule: Self.description.id,
                Self.message(path: setting.value, configuration: configuration.configuration, base: base), at: location)
        }
    }
}
