import BrandsCLI
import Foundation
import Support
import Testing

/// The steps `brands new` lists for a clone read from a target, as seen on rn-base and WhiteLabelSampleApp: the
/// target builds a catalog of its own and one it shares with another clone.
@Suite struct NewCloneStepsTests {
    /// TargetPerBrand with AcmePro building `AcmePro/Brand.xcassets` too, beside the shared `Shared/Assets.xcassets`.
    static func workspace() -> InMemoryWritableFileSystem {
        let project = "Acme.xcodeproj/project.pbxproj"
        let written = FixtureRepository.acmeProject(
            adding: "AcmePro/Brand.xcassets", fileType: "folder.assetcatalog", as: "01",
            beside: "6971EB5535CE078BD8464FFB /* Assets.xcassets in Resources */")
        let info = "{\"info\":{\"author\":\"xcode\",\"version\":1}}\n"
        return FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                project: written, "AcmePro/Brand.xcassets/Contents.json": info,
                "AcmePro/Brand.xcassets/AppIcon.appiconset/Contents.json": "{\"images\":[],\"info\":{\"version\":1}}\n",
            ])
    }

    static func newGamma() -> String {
        let fileSystem = workspace()
        let run = FixtureRepository.run(["new", "Gamma", "--from", "AcmePro"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(fileSystem.exists("/repo/Gamma/Brand.xcassets/Contents.json"), "\(run.standardOutput)")
        #expect(!fileSystem.exists("/repo/Shared/Gamma"), "\(run.standardOutput)")
        return run.standardOutput
    }

    /// Only the copied catalog is named for new artwork: the shared one is the other clone's too.
    @Test func theArtworkStepNamesOnlyTheCopiedCatalogs() {
        let output = Self.newGamma()
        #expect(
            output.contains("replace AcmePro's app icon, colours and fonts with Gamma's own in Gamma/Brand.xcassets\n"),
            "\(output)")
        #expect(!output.contains("Shared/Assets.xcassets"), "\(output)")
    }

    /// The duplicated target is given the copied catalog, and its base configuration is named once.
    @Test func theDuplicatedTargetIsGivenTheCopiedCatalog() {
        let output = Self.newGamma()
        #expect(
            output.contains(
                "duplicate target 'AcmePro' as 'Gamma', set its base configurations to Configs/Gamma.xcconfig "
                    + "(Debug, Release), and give it Gamma/Brand.xcassets in place of AcmePro/Brand.xcassets\n"),
            "\(output)")
    }

    /// The source's path is shown as the project file writes it, never resolved to an absolute path of this machine.
    @Test func theInfoPlistStepShowsThePathAsWritten() {
        let output = Self.newGamma()
        #expect(
            output.contains(
                "set INFOPLIST_FILE to '$(SRCROOT)/Gamma/Gamma.plist': the copy keeps what AcmePro's target sets at "
                    + "Acme.xcodeproj/project.pbxproj:"), "\(output)")
        #expect(output.contains("('$(SRCROOT)/AcmePro/AcmePro.plist')\n"), "\(output)")
        #expect(!output.contains("'/repo/"), "\(output)")
    }

    /// The extensions a duplicated target embeds read the source's files until pointed at the copies: nightguard's
    /// watch app kept `nightguard WatchKit App/Info.plist` and no step said so.
    @Test func theEmbeddedExtensionsArePointedAtTheirCopies() {
        let project = "Acme.xcodeproj/project.pbxproj"
        let embed = "\t\t\t\tB30908B70ECBA386DD5F9F7D /* Embed Foundation Extensions */,\n"
        let resources = "\t\t\t\tC6936744729A377111F4322C /* Resources */,\n"
        // AcmePro, not AcmeApp, embeds the widget, whose Info.plist is named after AcmePro.
        let written = FixtureRepository.read("TargetPerBrand", project)
            .replacingOccurrences(of: embed, with: "")
            .replacingOccurrences(of: "\t\t\t\t88D394899FA2B33B5AA31A02 /* PBXTargetDependency */,\n", with: "")
            .replacingOccurrences(of: resources, with: resources + embed)
            .replacingOccurrences(
                of: "INFOPLIST_FILE = Widget/Info.plist;", with: "INFOPLIST_FILE = \"AcmePro Widget/Info.plist\";")
        let fileSystem = FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                project: written,
                "AcmePro Widget/Info.plist": FixtureRepository.read("TargetPerBrand", "Widget/Info.plist"),
            ])
        let run = FixtureRepository.run(["new", "Gamma", "--from", "AcmePro"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(fileSystem.exists("/repo/Gamma Widget/Info.plist"), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                "in the copy of target 'AcmeWidget', set INFOPLIST_FILE to 'Gamma Widget/Info.plist': the copy keeps "
                    + "what target 'AcmeWidget' sets at Acme.xcodeproj/project.pbxproj:"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("('AcmePro Widget/Info.plist')\n"), "\(run.standardOutput)")
    }
}
