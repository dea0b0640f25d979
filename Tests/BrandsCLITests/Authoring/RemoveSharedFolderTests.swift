import BrandsCLI
import Support
import Testing

/// `brands remove` lists as kept the catalogs (and other folders) the clone reads with other clones, as it does the
/// single files it shares: rn-base's GreenMonkeys builds `PurpleParrots/Images.xcassets` too, and the plan left it
/// out without a word.
@Suite struct RemoveSharedFolderTests {
    /// The kept files `remove clone` lists on `fileSystem`, one a line, after the files it would delete.
    static func kept(removing clone: String, on fileSystem: InMemoryWritableFileSystem) -> (String, String) {
        let run = FixtureRepository.run(["remove", clone], on: fileSystem)
        let output = run.standardOutput
        let kept = output.components(separatedBy: "shares with other clones:\n").dropFirst().first ?? ""
        return (kept.components(separatedBy: "and by hand:").first ?? "", output + run.standardError)
    }

    /// TargetPerBrand's AcmeApp and AcmePro both build `Shared/Assets.xcassets`.
    @Test func aCatalogSharedWithAnotherClonesTargetIsKept() {
        let (kept, output) = Self.kept(removing: "AcmePro", on: FixtureRepository.load("TargetPerBrand"))
        #expect(kept.contains("  Shared/Assets.xcassets  (AcmeApp)\n"), "\(output)")
    }

    /// AcmeApp's target builds the catalog of AcmePro's folder (`AcmePro/Brand.xcassets`), as rn-base's GreenMonkeys
    /// builds PurpleParrots's: kept, and shared with AcmePro.
    @Test func anotherClonesCatalogIsKeptAsTheirs() {
        let project = "Acme.xcodeproj/project.pbxproj"
        let acme = "CD4D2C4E463400EAED786D4E /* Assets.xcassets in Resources */"
        let written = FixtureRepository.acmeProject(
            adding: "AcmePro/Brand.xcassets", fileType: "folder.assetcatalog", as: "01",
            beside: "6971EB5535CE078BD8464FFB /* Assets.xcassets in Resources */"
        )
        .replacingOccurrences(
            of: "\t\t\(acme) = {", with: "\t\tBF02 = {isa = PBXBuildFile; fileRef = FR01; };\n\t\t\(acme) = {"
        )
        .replacingOccurrences(of: "\t\t\t\t\(acme),", with: "\t\t\t\t\(acme),\n\t\t\t\tBF02,")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                project: written,
                "AcmePro/Brand.xcassets/Contents.json": "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n",
            ])
        let (kept, output) = Self.kept(removing: "AcmeApp", on: fileSystem)
        #expect(kept.contains("  AcmePro/Brand.xcassets  (AcmePro)\n"), "\(output)")
        #expect(kept.contains("  Shared/Assets.xcassets  (AcmePro)\n"), "\(output)")
        #expect(!kept.contains("AcmePro/Brand.xcassets/"), "the catalog is listed once, not file by file: \(output)")
    }
}
