import BrandKit
import Testing

/// Another brand's catalog ticked into a target in a copy of the sample: each set both catalogs have is reported at
/// the set's Contents.json in the catalog added.
@Suite struct CollisionPlantedTests {
    /// SBT's catalog's file reference in the sample's project.
    static let sbtCatalog = "FB3353CFA8593FC0C86AC4A8"

    @Test func twoCatalogsWithTheSameSetsAreReportedAtTheSecondCatalogsSets() {
        let (project, line) = PlantedMistake.project(
            copying: "Assets.xcassets in Resources", reference: Self.sbtCatalog, into: "NWD")
        #expect(line > 0)
        let all = PlantedMistake(
            name: "SBT's catalog in NWD", changes: [PlantedMistake.projectFile: project], rule: "resource_collision",
            file: "", line: 0, messageContains: ""
        ).findings()
        let findings = all.filter { $0.rule == "resource_collision" }
        #expect(
            findings.map { "\($0.file):\($0.line)" } == [
                "Brands/SBT/Assets.xcassets/AccentColor.colorset/Contents.json:1",
                "Brands/SBT/Assets.xcassets/AppIcon.appiconset/Contents.json:1",
                "Brands/SBT/Assets.xcassets/BackgroundColor.colorset/Contents.json:1",
                "Brands/SBT/Assets.xcassets/PrimaryColor.colorset/Contents.json:1",
                "Brands/SBT/Assets.xcassets/SecondaryColor.colorset/Contents.json:1",
                "Brands/SBT/Assets.xcassets/TextColor.colorset/Contents.json:1",
            ], "\(all)")
        #expect(
            findings.first?.message
                == "colour set 'AccentColor' is in both Brands/NWD/Assets.xcassets and Brands/SBT/Assets.xcassets, "
                + "which NWD builds; the build takes one of them silently: rename or remove one")
        // The catalog is SBT's: target membership reports it at the build file that adds it.
        #expect(all.filter { $0.rule == "foreign_target_member" }.map(\.line) == [line], "\(all)")
    }

    /// HBC's `config.json` file reference in the sample's project.
    static let hbcConfig = "31D3AC750EA8A66871DC6B1B"

    @Test func twoResourcesOfOneNameInATargetAreReportedAtTheSecondBuildFile() {
        let (project, line) = PlantedMistake.project(
            copying: "config.json in Resources", reference: Self.hbcConfig, into: "NWD")
        #expect(line > 0)
        let all = PlantedMistake(
            name: "HBC's config.json in NWD", changes: [PlantedMistake.projectFile: project],
            rule: "resource_collision", file: "", line: 0, messageContains: ""
        ).findings()
        let findings = all.filter { $0.rule == "resource_collision" }
        #expect(findings.map { "\($0.file):\($0.line)" } == ["\(PlantedMistake.projectFile):\(line)"], "\(all)")
        #expect(
            findings.first?.message
                == ResourceCollisionRule.file(
                    name: "config.json", first: "Brands/NWD/config.json", second: "Brands/HBC/config.json",
                    target: "NWD"))
    }
}
