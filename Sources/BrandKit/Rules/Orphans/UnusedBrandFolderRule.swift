/// A folder of the brands folder holds a config file, but no clone the project defines uses anything in it.
public struct UnusedBrandFolderRule: ReadingRule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "unused_brand_folder", severity: .warning,
        summary: "a folder of the brands folder holds a config file but no clone of the project uses it",
        rationale: "A brand removed from the project but not from the brands folder lingers: its files are edited, "
            + "reviewed and shipped nowhere.",
        triggeringExamples: [
            RuleExample(
                project: true, files: ["Brands/GAMMA/config.json": ExampleWorkspace.config("GAMMA")],
                expecting: "Brands/GAMMA/config.json", line: 1)
        ],
        nonTriggeringExamples: [
            .projectBaseline,
            // In the folder layout every such folder is a clone.
            RuleExample(files: ExampleWorkspace.cloneFiles("GAMMA", hostIndex: 2)),
            // A folder the manifest excludes is left alone.
            RuleExample(
                project: true,
                files: [
                    "Brands/GAMMA/config.json": ExampleWorkspace.config("GAMMA"),
                    "brands.json": "{ \"version\": 1, \"clones\": { \"exclude\": [\"GAMMA\"] } }\n",
                ]),
        ])

    /// `Brands/OLD is used by no clone`.
    public static func message(folder: String) -> String {
        "'\(folder)' is used by no clone: no scheme or target of the project builds anything in it; delete the "
            + "folder, or add the brand's target and scheme back"
    }
}
