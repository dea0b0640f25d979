import Testing

/// App icon and colour-role mistakes planted in a copy of the sample are reported where they are fixed, naming the
/// catalogs the target builds and the closest set.
@Suite struct CatalogPlantedTests {
    static let colorSet = "Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json"

    static let cases: [PlantedMistake] = {
        let (project, line) = PlantedMistake.project(
            inserting: "\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcn;", after: "ENABLE_PREVIEWS",
            following: "/* NWD-Debug.xcconfig */;")
        let (farProject, farLine) = PlantedMistake.project(
            inserting: "\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = Logo;", after: "ENABLE_PREVIEWS",
            following: "/* NWD-Debug.xcconfig */;")
        return [
            PlantedMistake(
                name: "misspelt app icon in the project file", changes: [PlantedMistake.projectFile: project],
                rule: "missing_app_icon", file: PlantedMistake.projectFile, line: line,
                messageContains: "app icon set 'AppIcn' is not in Brands/NWD/Assets.xcassets; did you mean 'AppIcon'?"),
            PlantedMistake(
                name: "unknown app icon in the project file", changes: [PlantedMistake.projectFile: farProject],
                rule: "missing_app_icon", file: PlantedMistake.projectFile, line: farLine,
                messageContains: "app icon set 'Logo' is not in Brands/NWD/Assets.xcassets; add 'Logo.appiconset' or "
                    + "fix ASSETCATALOG_COMPILER_APPICON_NAME (the catalogs have 'AppIcon')"),
            PlantedMistake(
                name: "renamed colour set",
                changes: [
                    colorSet: nil,
                    "Brands/NWD/Assets.xcassets/PrimaryColour.colorset/Contents.json": SampleWorkspace.read(colorSet),
                ],
                rule: "missing_color_role", file: "Brands/NWD/Assets.xcassets", line: 1,
                messageContains: "colour set 'PrimaryColor' for role 'primary' is not in NWD's asset catalog "
                    + "Brands/NWD/Assets.xcassets; did you mean 'PrimaryColour'?"),
        ]
    }()

    @Test(arguments: cases)
    func isReportedWhereItIsFixed(_ mistake: PlantedMistake) {
        mistake.expectReportedOnce()
    }
}
