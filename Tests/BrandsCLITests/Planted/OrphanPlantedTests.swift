import Testing

/// What a half-removed brand leaves in a copy of the sample is reported at the file to delete.
@Suite struct OrphanPlantedTests {
    /// A manifest listing the sample's clones by scheme, without RVG.
    static let listingWithoutRVG = """
        { "version": 1, "clones": [
          { "id": "ALP", "scheme": "ALP" }, { "id": "HBC", "scheme": "HBC" }, { "id": "NWD", "scheme": "NWD" },
          { "id": "SBT", "scheme": "SBT" }
        ] }

        """

    static let cases: [PlantedMistake] = [
        PlantedMistake(
            name: "a brand folder no target builds",
            changes: [
                "Brands/OLD/config.json": SampleWorkspace.read("Brands/NWD/config.json"),
                "Brands/OLD/Info.plist": SampleWorkspace.read("Brands/NWD/Info.plist"),
            ],
            rule: "unused_brand_folder", file: "Brands/OLD/config.json", line: 1,
            messageContains: "'Brands/OLD' is used by no clone"),
        PlantedMistake(
            name: "a leftover Info.plist",
            changes: ["Brands/NWD/Old-Info.plist": SampleWorkspace.read("Brands/NWD/Info.plist")],
            rule: "unused_info_plist", file: "Brands/NWD/Old-Info.plist", line: 1,
            messageContains: "'Brands/NWD/Old-Info.plist' is the Info.plist of no clone and no target"),
        PlantedMistake(
            name: "a brand's image no target copies", changes: ["Brands/NWD/Logo.png": "PNG"],
            rule: "unbuilt_clone_resource", file: "Brands/NWD/Logo.png", line: 1,
            messageContains: "'Brands/NWD/Logo.png' is in NWD's folder but no target of NWD builds or copies it"),
        PlantedMistake(
            name: "the scheme of a brand the manifest no longer lists",
            changes: ["brands.json": listingWithoutRVG],
            rule: "unused_scheme", file: "Newsroom.xcodeproj/xcshareddata/xcschemes/RVG.xcscheme", line: 1,
            messageContains: "scheme 'RVG' builds the application 'RVG', which is no clone"),
    ]

    @Test(arguments: cases)
    func isReportedAtTheFileToDelete(_ mistake: PlantedMistake) {
        let all = mistake.expectReportedOnce()
        // Nothing else is reported because of it: the brand folder's Info.plist is part of the folder's finding.
        #expect(all.filter { $0.severity == "error" } == [], "\(all)")
        // Without RVG its folder is unused too (and a flag RVG alone turned off becomes constant, a note).
        let warnings = all.filter { $0.severity == "warning" }.map(\.rule)
        #expect(
            warnings == (mistake.rule == "unused_scheme" ? ["unused_brand_folder", "unused_scheme"] : [mistake.rule]),
            "\(all)")
    }
}
