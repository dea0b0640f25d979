/// An Info.plist of the brands folder or of a clone's folder that no clone and no target of the project uses.
public struct UnusedInfoPlistRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unused_info_plist", severity: .warning,
        summary: "an Info.plist of the brands folder is used by no clone and no target",
        rationale: "A leftover Info.plist of a removed or renamed brand is edited in vain: nothing builds with it.",
        triggeringExamples: [
            RuleExample(
                files: ["Brands/ALPHA/Old-Info.plist": ExampleWorkspace.infoPlist],
                expecting: "Brands/ALPHA/Old-Info.plist", line: 1),
            RuleExample(
                project: true, files: ["Brands/BETA/Legacy/Info.plist": ExampleWorkspace.infoPlist],
                expecting: "Brands/BETA/Legacy/Info.plist", line: 1),
        ],
        nonTriggeringExamples: [
            .baseline, .projectBaseline,
            // A property list that is no Info.plist is not looked at.
            RuleExample(project: true, files: ["Brands/ALPHA/GoogleService.plist": ExampleWorkspace.fontsPlist]),
        ])

    /// `Brands/A/Old-Info.plist is the Info.plist of no clone and no target`.
    public static func message(path: String) -> String {
        "'\(path)' is the Info.plist of no clone and no target (no INFOPLIST_FILE names it); delete it, or point "
            + "INFOPLIST_FILE at it"
    }
}
