import BrandsCLI
import Testing
import XCConfig

/// `brands remove` and `brands new` for schemes that build one target, as the environment and per-client schemes of
/// real repositories do (`News Beta` builds target `News` in `Beta`).
@Suite struct SharedTargetAuthoringTests {
    static let project = "News.xcodeproj/project.pbxproj"

    @Test func removingASchemeKeepsTheTargetOtherClonesBuild() {
        let run = FixtureRepository.run(["remove", "News-Beta"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(
            run.standardOutput.contains(
                "1. in News.xcodeproj: delete scheme 'News Beta' and keep target 'News', which News builds too; brands "
                    + "reads clones from the project until then\n"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("delete target"))
    }

    @Test func aCloneWhoseFilesAreAllSharedIsRefusedNamingWhoReadsThem() {
        // `Beta` takes the release xcconfig, as a scheme that archives another client's configuration does: every
        // file News-Beta reads, News reads too.
        let shared = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                Self.project: FixtureRepository.read(
                    "ChannelXCConfigs", Self.project, replacing: "path = News.beta.xcconfig",
                    with: "path = News.release.xcconfig")
            ])
        let run = FixtureRepository.run(["new", "Other", "--from", "News-Beta"], on: shared)
        #expect(run.status != .success)
        #expect(
            run.standardError.contains(
                "error: clone 'News-Beta' has no files of its own to copy: News reads the files it reads too "
                    + "(Config/News.base.xcconfig, Config/News.release.xcconfig, Config/Version.xcconfig, "
                    + "News/Info.plist)"), "\(run.standardError)")
    }

    @Test func aCopyOfASchemeWithConfigurationsOfItsOwnIsMadeByConfigurations() {
        // News-Beta's own xcconfig named after it, so that the copy can be named after the new clone.
        let named = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                "Config/News.beta.xcconfig": nil,
                "Config/News-Beta.xcconfig": FixtureRepository.read("ChannelXCConfigs", "Config/News.beta.xcconfig"),
                Self.project: FixtureRepository.read(
                    "ChannelXCConfigs", Self.project, replacing: "path = News.beta.xcconfig",
                    with: "path = \"News-Beta.xcconfig\""),
            ])
        let run = FixtureRepository.run(["new", "Gamma", "--from", "News-Beta"], on: named)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "1. in News.xcodeproj: duplicate the build configuration 'Beta' of News-Beta for 'Gamma', and base "
                    + "target 'News' on Config/Gamma.xcconfig in the copy of 'Beta'\n"
                    + "  2. in News.xcodeproj: duplicate scheme 'News Beta' as 'Gamma' (shared) and set its actions' "
                    + "build configurations to the copies\n"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("duplicate target"))
        // News builds the target in the roles' configurations: its copy is a target of its own, as before.
        let news = FixtureRepository.run(
            ["new", "Delta", "--from", "News"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(news.standardOutput.contains("1. in News.xcodeproj: duplicate target 'News' as 'Delta'"))
    }

    /// `News Beta` archived in `Release`, as a scheme duplicated from `News` whose archive action was left alone, and
    /// its own `Beta` configuration's bundle identifier set to `identifier`.
    static func betaReleasedInRelease(identifier: String) -> InMemoryWritableFileSystem {
        let scheme = "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme"
        return FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                scheme: FixtureRepository.read(
                    "ChannelXCConfigs", scheme,
                    replacing: "buildConfiguration = \"Beta\"\n      revealArchiveInOrganizer",
                    with: "buildConfiguration = \"Release\"\n      revealArchiveInOrganizer"),
                "Config/News.beta.xcconfig":
                    "#include \"News.base.xcconfig\"\n\nPRODUCT_BUNDLE_IDENTIFIER = \(identifier)\n",
            ])
    }

    @Test func initSaysWhichSchemeIsReleasedAsAnotherBrand() {
        let run = FixtureRepository.run(["init"], on: Self.betaReleasedInRelease(identifier: "com.example.gamma"))
        #expect(
            run.standardError.contains(
                "; News-Beta is 'com.example.gamma' in 'Beta' but is released in 'Release' as News is: if it is a "
                    + "brand, its scheme's archive action likely means a configuration of its own\n"),
            "\(run.standardError)")
        // An environment's own identifier extends the released one: the note says nothing more.
        let environment = FixtureRepository.run(
            ["init"], on: Self.betaReleasedInRelease(identifier: "com.example.news.beta"))
        #expect(environment.standardError.contains("News, News-Beta build target 'News' under one bundle identifier"))
        #expect(!environment.standardError.contains("archive action"), "\(environment.standardError)")
    }
}
