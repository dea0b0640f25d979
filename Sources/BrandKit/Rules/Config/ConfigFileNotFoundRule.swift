import Support

/// A clone's config file is not there.
///
/// Reported while reading (``CloneReader``), where the file is named: the target that copies it (eduvpn's targets
/// copy `Config/iOS/config.json`, which git ignores and a set-up step copies from a template), the manifest's entry,
/// else the path itself.
public struct ConfigFileNotFoundRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "config_file_not_found", severity: .error,
        summary: "a clone's config file, which its target copies or brands.json names, does not exist",
        rationale:
            "Xcode stops with 'Build input file cannot be found' when a target copies a file that is not there, and "
            + "without its config file a clone's flags and theme are the defaults.",
        triggeringExamples: [
            RuleExample(
                project: true, removing: ["Brands/BETA/config.json"], expecting: ExampleWorkspace.projectFile, line: 34)
        ])

    /// The finding that `path` (shown as `shown`), the config file of `clone`, is missing, where `namer` names it.
    static func finding(clone: String, path: String, shownAs shown: String, namer: ConfigFileNamer?) -> Diagnostic {
        switch namer {
        case .target(let target, let location):
            Diagnostic(
                description.severity, rule: description.id,
                "target '\(target)' copies '\(shown)' (the config file of clone \(clone)), which does not exist, so Xcode "
                    + "stops with 'Build input file cannot be found'; create the file or remove it from the target's "
                    + "resources",
                at: location)
        case .manifest(let location, let explicit):
            Diagnostic(
                description.severity, rule: description.id,
                explicit
                    ? "'\(shown)', the config file of clone \(clone) that brands.json names, does not exist; create it "
                        + "or fix 'config_file'"
                    : "'\(shown)', the config file of clone \(clone) in the folder brands.json gives it, does not exist; "
                        + "create it or name the clone's config file with 'config_file'",
                at: location)
        case nil:
            Diagnostic(
                description.severity, rule: description.id,
                "'\(shown)', the config file of clone \(clone), does not exist; create it or set 'clones.config_file' "
                    + "in brands.json",
                at: .start(of: path))
        }
    }
}
