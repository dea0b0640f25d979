import BrandFormats
import BrandKit
import Testing

/// Entitlement mistakes planted in a copy of the sample are reported where they are fixed: the project file's
/// `CODE_SIGN_ENTITLEMENTS` line, or the entitlements file's line.
@Suite struct EntitlementsPlantedTests {
    static let entitlementsPath = "Brands/NWD/NWD.entitlements"

    /// NWD's Debug configuration in the project file naming `path` as its entitlements.
    static func naming(_ path: String) -> (String, Int) {
        PlantedMistake.project(
            inserting: "\t\t\t\tCODE_SIGN_ENTITLEMENTS = \(path);", after: "ENABLE_PREVIEWS",
            following: "/* NWD-Debug.xcconfig */;")
    }

    static func entitlements(groups: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>com.apple.security.application-groups</key>
        \t<array>
        \(groups.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n"))
        \t</array>
        </dict>
        </plist>

        """
    }

    static let cases: [PlantedMistake] = {
        let (project, line) = naming(entitlementsPath)
        // The built-in schema, with app groups tied to the bundle identifier.
        let identitySchema = Schema.builtInJSON.replacingOccurrences(
            of: "\"group.*\"", with: "\"group.$(PRODUCT_BUNDLE_IDENTIFIER)\"")
        let (widget, widgetLine) = ExtensionPlantedTests.widgetDebug(
            inserting: "\t\t\t\tCODE_SIGN_ENTITLEMENTS = Widget/Widget.entitlements;")
        return [
            PlantedMistake(
                name: "missing entitlements file of the widget", changes: [PlantedMistake.projectFile: widget],
                rule: "entitlements_not_found", file: PlantedMistake.projectFile, line: widgetLine,
                messageContains: "CODE_SIGN_ENTITLEMENTS 'Widget/Widget.entitlements' of Debug does not exist"),
            PlantedMistake(
                name: "missing entitlements file", changes: [PlantedMistake.projectFile: project],
                rule: "entitlements_not_found", file: PlantedMistake.projectFile, line: line,
                messageContains: "CODE_SIGN_ENTITLEMENTS '\(entitlementsPath)' of Debug does not exist"),
            PlantedMistake(
                name: "app group without group. prefix",
                changes: [
                    PlantedMistake.projectFile: project,
                    entitlementsPath: entitlements(groups: ["group.de.nordwestdaily.news", "de.nordwestdaily.news"]),
                ],
                rule: "entitlement_mismatch", file: entitlementsPath, line: 8,
                messageContains: "'de.nordwestdaily.news' of com.apple.security.application-groups does not match"),
            PlantedMistake(
                name: "another brand's app group",
                changes: [
                    PlantedMistake.projectFile: project, "Brands/schema.json": identitySchema,
                    entitlementsPath: entitlements(groups: ["group.$(PRODUCT_BUNDLE_IDENTIFIER)", "group.sbt"]),
                ],
                rule: "entitlement_mismatch", file: entitlementsPath, line: 8,
                messageContains: "'group.sbt' of com.apple.security.application-groups does not match the schema's "
                    + "pattern 'group.$(PRODUCT_BUNDLE_IDENTIFIER)', which is 'group."),
        ]
    }()

    @Test(arguments: cases)
    func isReportedWhereItIsFixed(_ mistake: PlantedMistake) {
        mistake.expectReportedOnce()
    }

    @Test func aValidEntitlementsFileIsClean() {
        let (project, _) = Self.naming(Self.entitlementsPath)
        let run = SampleWorkspace.run(
            ["validate", "--format", "json"],
            changing: [
                PlantedMistake.projectFile: project,
                Self.entitlementsPath: Self.entitlements(groups: ["group.de.nordwestdaily.news"]),
            ])
        #expect(ValidationReport(run.standardOutput)?.findings == [], "\(run.standardOutput)")
    }
}
