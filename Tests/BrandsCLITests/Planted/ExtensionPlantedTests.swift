import Testing

/// An embedded widget drifting from its app in a copy of the sample is reported at the project file's line that
/// makes it drift.
@Suite struct ExtensionPlantedTests {
    /// The sample's project file with NWD's widget's Debug settings changed: `line` inserted after its
    /// `INFOPLIST_FILE`, or its `PRODUCT_BUNDLE_IDENTIFIER` line replaced; and the 1-based line changed.
    static func widgetDebug(inserting line: String? = nil, bundleIdentifier: String? = nil) -> (String, Int) {
        var lines = SampleWorkspace.read(PlantedMistake.projectFile).components(separatedBy: "\n")
        guard
            let base = lines.indices.first(where: { index in
                lines[index].contains("/* NWD-Debug.xcconfig */;") && index + 2 < lines.count
                    && lines[index + 2].contains("INFOPLIST_FILE = Widget/Info.plist;")
            }),
            let bundle = lines[base...].firstIndex(where: { $0.contains("PRODUCT_BUNDLE_IDENTIFIER") })
        else { return ("", 0) }
        if let line {
            lines.insert(line, at: base + 3)
            return (lines.joined(separator: "\n"), base + 4)
        }
        lines[bundle] = "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \(bundleIdentifier ?? "");"
        return (lines.joined(separator: "\n"), bundle + 1)
    }

    static let cases: [PlantedMistake] = {
        let (version, versionLine) = widgetDebug(inserting: "\t\t\t\tMARKETING_VERSION = 9.9;")
        let (build, buildLine) = widgetDebug(inserting: "\t\t\t\tCURRENT_PROJECT_VERSION = 7;")
        let (team, teamLine) = widgetDebug(inserting: "\t\t\t\tDEVELOPMENT_TEAM = ZZZZZ99999;")
        let (bundle, bundleLine) = widgetDebug(bundleIdentifier: "de.nordwestdaily.widget")
        return [
            PlantedMistake(
                name: "widget version", changes: [PlantedMistake.projectFile: version], rule: "extension_mismatch",
                file: PlantedMistake.projectFile, line: versionLine,
                messageContains: "extension 'NWDWidget' ships CFBundleShortVersionString '9.9' but its app 'NWD' ships"),
            PlantedMistake(
                name: "widget build", changes: [PlantedMistake.projectFile: build], rule: "extension_mismatch",
                file: PlantedMistake.projectFile, line: buildLine,
                messageContains: "extension 'NWDWidget' ships CFBundleVersion '7' but its app 'NWD' ships"),
            PlantedMistake(
                name: "widget team", changes: [PlantedMistake.projectFile: team], rule: "extension_mismatch",
                file: PlantedMistake.projectFile, line: teamLine,
                messageContains: "extension 'NWDWidget' ships DEVELOPMENT_TEAM 'ZZZZZ99999' but its app 'NWD' ships"),
            PlantedMistake(
                name: "widget bundle identifier", changes: [PlantedMistake.projectFile: bundle],
                rule: "extension_mismatch", file: PlantedMistake.projectFile, line: bundleLine,
                messageContains: "bundle identifier 'de.nordwestdaily.widget' of extension 'NWDWidget' does not start "
                    + "with its app's 'de.nordwestdaily.news.debug.' in Debug"),
        ]
    }()

    @Test(arguments: cases)
    func isReportedWhereItIsFixed(_ mistake: PlantedMistake) {
        mistake.expectReportedOnce()
    }
}
