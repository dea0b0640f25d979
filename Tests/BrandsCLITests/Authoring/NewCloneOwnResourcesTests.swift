import BrandsCLI
import Support
import Testing

/// `brands new` from a clone whose app target copies resources no other clone's target does, outside what `new`
/// copies (rn-base's `GreenMonkeys/GreenMonkeysLaunchScreen.storyboard`): the duplicated target copies them too, and a
/// step says to give the copy its own.
@Suite struct NewCloneOwnResourcesTests {
    /// The Copy Bundle Resources build file of AcmePro's catalog, beside which resources are added.
    static let beside = "6971EB5535CE078BD8464FFB /* Assets.xcassets in Resources */"

    /// NewCloneStepsTests's TargetPerBrand (AcmePro copying `AcmePro/Brand.xcassets`, which `new` copies, and the
    /// shared `Shared/Assets.xcassets`) with AcmePro copying `resources` too, in order, each a file of `AcmePro/`, and its
    /// Info.plist naming `launchScreen` when given.
    static func workspace(adding resources: [String], launchScreen: String? = nil) -> InMemoryWritableFileSystem {
        let project = "Acme.xcodeproj/project.pbxproj"
        var written = FixtureRepository.acmeProject(
            adding: "AcmePro/Brand.xcassets", fileType: "folder.assetcatalog", as: "01", beside: beside)
        var changes: [String: String?] = [
            "AcmePro/Brand.xcassets/Contents.json": "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n",
            "AcmePro/Brand.xcassets/AppIcon.appiconset/Contents.json": "{\"images\":[],\"info\":{\"version\":1}}\n",
        ]
        for (index, resource) in resources.enumerated() {
            written = FixtureRepository.acmeProject(
                adding: "AcmePro/\(resource)", fileType: "file", as: "R\(index)",
                beside: index == 0 ? beside : "BFR\(index - 1)", to: written)
            changes["AcmePro/\(resource)"] = "<document/>\n"
        }
        changes[project] = written
        if let launchScreen {
            changes["AcmePro/AcmePro.plist"] = FixtureRepository.read(
                "TargetPerBrand", "AcmePro/AcmePro.plist", replacing: "<dict>\n",
                with: "<dict>\n\t<key>UILaunchStoryboardName</key>\n\t<string>\(launchScreen)</string>\n")
        }
        return FixtureRepository.load("TargetPerBrand", changing: changes)
    }

    static func newGamma(adding resources: [String], launchScreen: String? = nil) -> String {
        let fileSystem = workspace(adding: resources, launchScreen: launchScreen)
        let run = FixtureRepository.run(["new", "Gamma", "--from", "AcmePro"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(fileSystem.exists("/repo/Gamma/Brand.xcassets/Contents.json"), "\(run.standardOutput)")
        return run.standardOutput
    }

    @Test func resourcesOnlyTheSourcesTargetCopiesAreNamed() {
        let output = Self.newGamma(adding: ["ProLaunchScreen.storyboard", "Pro.strings"])
        #expect(
            output.contains(
                "in target 'Gamma', copy Gamma's own resources in place of AcmePro's: the copy of target 'AcmePro' "
                    + "copies 'AcmePro/ProLaunchScreen.storyboard', 'AcmePro/Pro.strings', which no other clone's "
                    + "target does and 'brands new' did not copy; make Gamma's own, put them in place of AcmePro's "
                    + "in the copy's Copy Bundle Resources phase\n"),
            "\(output)")
    }

    /// rn-base's Info.plist names its launch screen (`UILaunchStoryboardName`), and its copy still does.
    @Test func theCopiedFilesNamingThemAreNamed() {
        let output = Self.newGamma(adding: ["ProLaunchScreen.storyboard"], launchScreen: "ProLaunchScreen")
        #expect(
            output.contains(
                "copies 'AcmePro/ProLaunchScreen.storyboard', which no other clone's target does and 'brands new' "
                    + "did not copy; make Gamma's own, put it in place of AcmePro's in the copy's Copy Bundle "
                    + "Resources phase, and use its name where Gamma/Gamma.plist names AcmePro's\n"),
            "\(output)")
    }

    /// The catalog `new` copied (and whose copy the target is given) and the catalog other clones copy too are no
    /// brand's own resources left to make.
    @Test func copiedAndSharedResourcesAreNotNamed() {
        let output = Self.newGamma(adding: ["ProLaunchScreen.storyboard"])
        let step = output.split(separator: "\n").first { $0.contains("own resources") }.map(String.init) ?? ""
        #expect(step.contains("'AcmePro/ProLaunchScreen.storyboard'"), "\(output)")
        #expect(!step.contains("Brand.xcassets"), "\(output)")
        #expect(!step.contains("Shared/Assets.xcassets"), "\(output)")
        #expect(!Self.newGamma(adding: []).contains("own resources"))
    }

    /// A long list is cut after six names.
    @Test func aLongListIsCut() {
        let output = Self.newGamma(adding: (1...8).map { "Pro\($0).strings" })
        #expect(output.contains("'AcmePro/Pro6.strings' and 2 more, which no other clone's target"), "\(output)")
    }
}
