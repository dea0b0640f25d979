import BrandsCLI
import Foundation
import Support
import Testing
import XCConfig

/// `--configuration` for a clone that a scheme runs and archives in a configuration of its own.
///
/// `News Beta` builds both roles in `Beta`, as the environment schemes of real repositories build `Release-Prod`.
/// Users type the name Xcode shows them; the roles stay what `brands.json` declares.
@Suite struct SchemeConfigurationSelectionTests {
    static func run(_ arguments: [String]) -> CapturedRun {
        FixtureRepository.run(arguments, on: FixtureRepository.load("ChannelXCConfigs"))
    }

    @Test func showNamesTheXcodeConfigurationBesideTheRole() {
        let beta = Self.run(["show", "News-Beta"])
        #expect(beta.status == .success, "\(beta.standardError)")
        #expect(beta.standardOutput.hasPrefix("News-Beta: News (Release, configuration 'Beta')\n"))
        // A clone whose configurations are its roles reads as before.
        #expect(Self.run(["show", "News"]).standardOutput.hasPrefix("News: News (Release)\n"))
    }

    @Test(arguments: [
        ["show", "News-Beta", "-c", "Beta"], ["show", "News-Beta", "--configuration", "beta"],
        ["settings", "News-Beta", "-c", "beta"], ["diff", "News-Beta", "News", "-c", "Beta", "--against", "Release"],
    ])
    func theXcodeConfigurationSelectsTheRoleBuiltInIt(arguments: [String]) {
        let run = Self.run(arguments)
        #expect(run.status == .success, "\(run.standardError)")
        switch arguments[0] {
        case "show": #expect(run.standardOutput.hasPrefix("News-Beta: News (Release, configuration 'Beta')\n"))
        case "settings": #expect(run.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.news.beta\n"))
        default:
            #expect(
                run.standardOutput.hasPrefix("News-Beta vs News in Release (configurations 'Beta' and 'Release'): "),
                "\(run.standardOutput)")
        }
    }

    @Test func diffNamesTheXcodeConfigurationsBesideTheRoles() {
        let roles = Self.run(["diff", "News-Beta", "-c", "Debug", "--against", "Release"])
        #expect(roles.status == .success, "\(roles.standardError)")
        #expect(
            roles.standardOutput.hasPrefix(
                "News-Beta: Debug (configuration 'Beta') vs Release (configuration 'Beta'): no differences\n"),
            "\(roles.standardOutput)")
        let clones = Self.run([
            "diff", "News", "News-Beta", "-c", "Debug", "--against", "Release", "--format", "markdown",
        ])
        #expect(
            clones.standardOutput.hasPrefix("### News (Debug) vs News-Beta (Release, configuration 'Beta'): "),
            "\(clones.standardOutput)")
        // Clones whose configurations are their roles read as before.
        #expect(
            Self.run(["diff", "News", "News", "-c", "Debug", "--against", "Release"]).standardOutput.hasPrefix(
                "News: Debug vs Release: "))
    }

    @Test func diffJSONNamesTheXcodeConfigurationBesideTheRole() throws {
        let run = Self.run(["diff", "News", "News-Beta", "--format", "json"])
        #expect(run.status == .success, "\(run.standardError)")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let left = try #require(object["left"] as? [String: String])
        let right = try #require(object["right"] as? [String: String])
        // News builds Release as 'Release': no Xcode name beside the role; News-Beta builds it as 'Beta'.
        #expect(left == ["clone": "News", "configuration": "Release"])
        #expect(right == ["clone": "News-Beta", "configuration": "Release", "xcodeConfiguration": "Beta"])
    }

    @Test func aConfigurationTheCloneDoesNotBuildIsRefusedNamingWhatItBuilds() {
        let news = Self.run(["show", "News", "-c", "Beta"])
        #expect(news.status == .usageError)
        #expect(
            news.standardError.contains(
                "error: unknown configuration 'Beta'; the workspace has: Debug, Release (in --configuration)\n"),
            "\(news.standardError)")
        // Both clones of a diff are in one configuration, which News does not build.
        let both = Self.run(["diff", "News", "News-Beta", "-c", "Beta"])
        #expect(both.status == .usageError)
        #expect(
            both.standardError.contains(
                "error: unknown configuration 'Beta'; the workspace has: Debug, Release; News-Beta builds Debug in "
                    + "'Beta', Release in 'Beta' (in --configuration)\n"), "\(both.standardError)")
    }
}

/// Every shared scheme's actions are checked for configurations the project lacks, a clone's or not.
///
/// A developer who picks an extension's scheme or a tool's gets the project's default configuration from Xcode as
/// well (CovidCertificate's `Translation` archives `Release-Internal`). Only a whole validation reports a scheme no
/// selected clone reads.
@Suite struct NonCloneSchemeConfigurationTests {
    @Test func anExtensionSchemeArchivingAMissingConfigurationIsReported() {
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeWidget.xcscheme"
        let text = FixtureRepository.read(
            "TargetPerBrand", scheme, replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
            with: "<ArchiveAction\n      buildConfiguration = \"Relase\"")
        #expect(text != FixtureRepository.read("TargetPerBrand", scheme))
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: [scheme: text])
        let line = (FixtureRepository.line(of: "<ArchiveAction", in: "TargetPerBrand", scheme) ?? 0)
        let finding =
            "\(scheme):\(line):4: error: the archive action of scheme 'AcmeWidget' uses configuration 'Relase', which "
            + "project 'Acme' does not have; did you mean 'Release'? [xcode_scheme_configuration]"
        let whole = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(whole.status == .failure)
        #expect(whole.standardOutput.contains(finding + "\n"), "\(whole.standardOutput)")
        let one = FixtureRepository.run(["validate", "AcmePro"], on: fileSystem)
        #expect(!one.standardOutput.contains("Relase"), "\(one.standardOutput)")
    }

    /// Whatever the source of the clones, the shared schemes are checked: with `"from": "targets"` (what `init`
    /// proposed for BlueWallet) its schemes testing a target the project no longer has went unreported.
    @Test(arguments: [nil, #"{ "version": 1, "clones": { "from": "targets", "exclude": ["TestHost"] } }"#])
    func schemesAreCheckedWhateverTheSourceOfTheClones(manifest: String?) {
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeWidget.xcscheme"
        let text = FixtureRepository.read(
            "TargetPerBrand", scheme, replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
            with: "<ArchiveAction\n      buildConfiguration = \"Relase\"")
        let fileSystem = FixtureRepository.load("TargetPerBrand", changing: [scheme: text, "brands.json": manifest])
        let run = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(run.standardOutput.contains("uses configuration 'Relase'"), "\(run.standardOutput)")
    }
}
