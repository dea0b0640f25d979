import BrandsCLI
import Foundation
import Support
import Testing

/// `brands init` on a repository whose flavours' schemes build nothing explicitly and run the app in configurations
/// of their own, as flutter_flavorizr writes them.
@Suite struct InitFlavorSchemeTests {
    /// TargetPerBrand with a `Staging` configuration and a scheme `AcmeStaging` whose build action lists nothing and
    /// whose launch and archive actions run target `Acme` in `launch` and `archive`.
    static func repository(launch: String, archive: String) -> InMemoryWritableFileSystem {
        let project = FixtureRepository.acmeProjectWithStaging(inTarget: true)
        let schemes = "Acme.xcodeproj/xcshareddata/xcschemes/"
        var scheme = FixtureRepository.read("TargetPerBrand", schemes + "AcmeApp.xcscheme")
        if let start = scheme.range(of: "      <BuildActionEntries>"),
            let end = scheme.range(of: "      </BuildActionEntries>\n")
        {
            scheme.removeSubrange(start.lowerBound..<end.upperBound)
        }
        scheme = scheme.replacingOccurrences(
            of: "<LaunchAction\n      buildConfiguration = \"Debug\"",
            with: "<LaunchAction\n      buildConfiguration = \"\(launch)\""
        ).replacingOccurrences(
            of: "<ArchiveAction\n      buildConfiguration = \"Release\"",
            with: "<ArchiveAction\n      buildConfiguration = \"\(archive)\"")
        return FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "brands.json": nil, "Acme.xcodeproj/project.pbxproj": project, schemes + "AcmeStaging.xcscheme": scheme,
            ])
    }

    /// A scheme that runs and archives the app in configurations no scheme building it uses is a flavour's, and a
    /// clone: flutter_flavorizr's `apple` and `banana` (`Debug-apple`, `Release-apple`) were left out as schemes for
    /// tests, so a repository of flavours had Flutter's `Runner` as its only clone.
    @Test func aFlavorsSchemeWithAnEmptyBuildActionIsAClone() {
        let fileSystem = Self.repository(launch: "Staging", archive: "Staging")
        let run = FixtureRepository.run(["init"], on: fileSystem)
        #expect(
            run.standardError.contains("- with this manifest brands finds 3 clones: AcmeApp, AcmePro, AcmeStaging\n"),
            "\(run.standardError)")
        #expect(!run.standardError.contains("builds nothing for it"), "\(run.standardError)")
        #expect(run.standardError.contains("AcmeStaging (target Acme, in Staging/Staging)"), "\(run.standardError)")
        // `list` reads it so too.
        let list = FixtureRepository.run(["list"], on: fileSystem)
        #expect(list.standardOutput.contains("AcmeStaging"), "\(list.standardOutput)")
    }

    /// One that runs the app in a configuration a scheme building it uses is for tests, as before (Simplenote's
    /// `SimplenoteScreenshots`, in `Debug` as `Simplenote`).
    @Test func aSchemeRunningTheAppInItsOwnSchemesConfigurationIsNoClone() {
        let run = FixtureRepository.run(["init"], on: Self.repository(launch: "Debug", archive: "Staging"))
        #expect(
            run.standardError.contains("AcmeStaging (runs Acme, but builds nothing for it)"), "\(run.standardError)")
        #expect(
            run.standardError.contains("- with this manifest brands finds 2 clones: AcmeApp, AcmePro\n"),
            "\(run.standardError)")
    }
}
