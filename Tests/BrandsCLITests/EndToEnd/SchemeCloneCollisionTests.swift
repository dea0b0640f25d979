import BrandKit
import BrandsCLI
import Support
import Testing
import XCConfig

/// How `duplicate_bundle_identifier` names the configuration of a clone that a scheme runs and archives in
/// configurations of its own (`Beta`, `Release-Dev`), as the environment schemes of CityServe, Brave and the Swiss
/// COVID certificate apps do.
@Suite struct SchemeCloneCollisionTests {
    static let betaScheme = "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme"
    static let newsScheme = "News.xcodeproj/xcshareddata/xcschemes/News.xcscheme"

    /// The beta channel's identifier set to the store app's: `News Beta` runs and archives `Beta`.
    static let sharedIdentifier: [String: String?] = [
        "Config/News.beta.xcconfig": FixtureRepository.read(
            "ChannelXCConfigs", "Config/News.beta.xcconfig",
            replacing: "$(PRODUCT_BUNDLE_IDENTIFIER_ROOT).beta", with: "$(PRODUCT_BUNDLE_IDENTIFIER_ROOT)")
    ]

    static func findings(_ changes: [String: String?]) -> [Substring] {
        let run = FixtureRepository.run(["validate"], on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
        return run.standardOutput.split(separator: "\n").filter { $0.contains("[duplicate_bundle_identifier]") }
    }

    /// `News Beta`'s Release role is its `Beta` configuration, which the message names beside the role.
    @Test func theConfigurationIsNamedWhenItIsNotTheRolesName() {
        #expect(
            Self.findings(Self.sharedIdentifier) == [
                "Config/News.beta.xcconfig:3:1: error: bundle identifier 'com.example.news' of News-Beta in Release "
                    + "(configuration 'Beta') is also used by News; every clone needs its own "
                    + "[duplicate_bundle_identifier]"
            ])
    }

    /// A clone whose id is a configuration's name (damus's `Release` scheme) is named as a clone, not read as one:
    /// "also used by Beta" read as the configuration.
    @Test func aCloneNamedLikeAConfigurationIsNamedAsAClone() {
        var changes = Self.sharedIdentifier
        changes["News.xcodeproj/xcshareddata/xcschemes/Beta.xcscheme"] = FixtureRepository.read(
            "ChannelXCConfigs", Self.betaScheme)
        changes[Self.betaScheme] = .some(nil)
        #expect(
            Self.findings(changes) == [
                "Config/News.release.xcconfig:3:1: error: bundle identifier 'com.example.news' of News in Release "
                    + "is also used by the Beta clone; every clone needs its own [duplicate_bundle_identifier]"
            ])
    }

    /// When `News` also runs in `Release`, the two clones collide in both roles, which for `News Beta` are one
    /// configuration and one line: one finding, not the same one twice.
    @Test func bothRolesOfOneConfigurationGiveOneFinding() {
        var changes = Self.sharedIdentifier
        changes[Self.newsScheme] = FixtureRepository.read(
            "ChannelXCConfigs", Self.newsScheme,
            replacing: "buildConfiguration = \"Debug\"\n      launchStyle",
            with: "buildConfiguration = \"Release\"\n      launchStyle")
        #expect(changes[Self.newsScheme] != FixtureRepository.read("ChannelXCConfigs", Self.newsScheme))
        #expect(
            Self.findings(changes) == [
                "Config/News.beta.xcconfig:3:1: error: bundle identifier 'com.example.news' of News-Beta in Debug and "
                    + "Release (configuration 'Beta') is also used by News; every clone needs its own "
                    + "[duplicate_bundle_identifier]"
            ])
    }

    /// A scheme that archives a configuration the project lacks builds the project's default, which may be another
    /// clone's: the note says so at that scheme (AltMe's `Runner` archives `Release`; its project's default is
    /// `Release-production`, the `production` scheme's).
    @Test func aSchemeFallingBackToTheDefaultConfigurationIsTheOneToFix() {
        let project = "News.xcodeproj/project.pbxproj"
        let changes: [String: String?] = [
            project: FixtureRepository.read("ChannelXCConfigs", project).replacingOccurrences(
                of: "defaultConfigurationName = Release;", with: "defaultConfigurationName = Beta;"),
            Self.newsScheme: FixtureRepository.read(
                "ChannelXCConfigs", Self.newsScheme,
                replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
                with: "<ArchiveAction\n      buildConfiguration = \"Releese\""),
        ]
        let run = FixtureRepository.run(["validate"], on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
        let lines = run.standardOutput.split(separator: "\n")
        guard let finding = lines.firstIndex(where: { $0.contains("[duplicate_bundle_identifier]") }) else {
            Issue.record("no collision: \(run.standardOutput)")
            return
        }
        #expect(
            lines[finding + 1]
                == "\(Self.newsScheme):49:4: note: News takes it from the same line: its scheme asks for configuration "
                + "'Releese', which the project does not have, so Xcode builds 'Beta', News-Beta's; fix News's scheme",
            "\(run.standardOutput)")
    }

    /// Clones taking the identifier from one line for the same reason are one finding with each one's reason (mars'
    /// gamma, merge-request and nightly schemes ask for configurations the project lacks: only gamma's was said).
    @Test func aFindingNamingSeveralClonesGivesEachOnesReason() {
        let beta = FixtureRepository.read("ChannelXCConfigs", Self.betaScheme)
        // News Beta archives `Betta`, News Gamma runs and archives `Gamma`: both archive News's Release, and run
        // configurations no other clone runs.
        let changes: [String: String?] = [
            Self.betaScheme: beta.replacingOccurrences(
                of: "<ArchiveAction\n      buildConfiguration = \"Beta\"",
                with: "<ArchiveAction\n      buildConfiguration = \"Betta\""),
            "News.xcodeproj/xcshareddata/xcschemes/News Gamma.xcscheme": beta.replacingOccurrences(
                of: "buildConfiguration = \"Beta\"", with: "buildConfiguration = \"Gamma\""),
        ]
        let run = FixtureRepository.run(["validate"], on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
        let lines = run.standardOutput.split(separator: "\n")
        guard let finding = lines.firstIndex(where: { $0.contains("of News-Beta and News-Gamma") }) else {
            Issue.record("no finding naming both: \(run.standardOutput)")
            return
        }
        let notes = lines[(finding + 1)...].prefix { $0.contains(": note: ") }
        #expect(notes.contains { $0.contains("News-Beta's scheme asks for configuration 'Betta'") }, "\(notes)")
        #expect(notes.contains { $0.contains("News-Gamma's scheme asks for configuration 'Gamma'") }, "\(notes)")
    }

    /// Two schemes that both archive a configuration the project lacks both build its default: neither is the one
    /// to blame, and the note says both fall back (wvems' `production` and Flutter's stale `Runner` scheme both ask
    /// for `Release`; the note told production to take a configuration of its own, which it has).
    @Test func twoSchemesFallingBackToTheDefaultAreBothNamed() {
        let beta = Self.betaScheme
        let changes: [String: String?] = [
            Self.newsScheme: FixtureRepository.read(
                "ChannelXCConfigs", Self.newsScheme,
                replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
                with: "<ArchiveAction\n      buildConfiguration = \"Releese\""),
            beta: FixtureRepository.read(
                "ChannelXCConfigs", beta,
                replacing: "<ArchiveAction\n      buildConfiguration = \"Beta\"",
                with: "<ArchiveAction\n      buildConfiguration = \"Releese\""),
        ]
        let run = FixtureRepository.run(["validate"], on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
        #expect(
            run.standardOutput.contains(
                "note: News takes it from the same line: both schemes ask for configuration 'Releese', which the "
                    + "project does not have, so Xcode builds its default, 'Release', for both; fix News-Beta's scheme "
                    + "or News's, or exclude one\n"), "\(run.standardOutput)")
    }

    /// Clones whose configurations are their roles read as before.
    @Test func rolesNamedLikeTheirConfigurationsAreNotRepeated() {
        #expect(
            DuplicateBundleIdentifierRule.message(
                identifier: "a.b", clone: "B", roles: ["Release"], buildConfiguration: "Release", others: ["A"])
                == DuplicateBundleIdentifierRule.message(
                    identifier: "a.b", clone: "B", configuration: "Release", others: ["A"]))
    }
}
