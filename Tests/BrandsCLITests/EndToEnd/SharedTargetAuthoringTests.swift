import BrandsCLI
import Support
import Testing
import XCConfig

/// `brands remove` and `brands new` for schemes that build one target, as the environment and per-client schemes of
/// real repositories do (`News Beta` builds target `News` in `Beta`).
@Suite struct SharedTargetAuthoringTests {
    static let project = "News.xcodeproj/project.pbxproj"

    /// The fixture with `Beta` on the release xcconfig, as a scheme that archives another client's configuration
    /// does: every file News-Beta reads, News reads too.
    static func allShared() -> InMemoryWritableFileSystem {
        FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                project: FixtureRepository.read(
                    "ChannelXCConfigs", project, replacing: "path = News.beta.xcconfig",
                    with: "path = News.release.xcconfig")
            ])
    }

    @Test func removingASchemeKeepsTheTargetOtherClonesBuild() {
        let run = FixtureRepository.run(["remove", "News-Beta"], on: FixtureRepository.load("ChannelXCConfigs"))
        #expect(
            run.standardOutput.contains(
                "1. in News.xcodeproj: delete scheme 'News Beta' and keep target 'News', which News builds too; brands "
                    + "reads clones from the project until then\n"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("delete target"))
        #expect(
            run.standardOutput.hasPrefix("would remove 1 file of News-Beta:\n  Config/News.beta.xcconfig\n"),
            "\(run.standardOutput)")
    }

    @Test func aCloneWhoseFilesAreAllSharedIsRefusedNamingWhoReadsThem() {
        let shared = Self.allShared()
        let run = FixtureRepository.run(["new", "Other", "--from", "News-Beta"], on: shared)
        #expect(run.status != .success)
        #expect(
            run.standardError.contains(
                "error: clone 'News-Beta' has no files of its own to copy: News reads the files it reads too "
                    + "(Config/News.base.xcconfig, Config/News.release.xcconfig, Config/Version.xcconfig, "
                    + "News/Assets.xcassets, News/Info.plist)"), "\(run.standardError)")
    }

    @Test func removingACloneWithNoFilesOfItsOwnSaysSo() {
        let shared = Self.allShared()
        let run = FixtureRepository.run(["remove", "News-Beta"], on: shared)
        #expect(run.status == .failure)
        #expect(run.standardOutput.hasPrefix("would remove no files of News-Beta\n"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("delete scheme 'News Beta' and keep target 'News'"))
        #expect(
            run.standardError.contains(
                "nothing was deleted; it has no files of its own to delete, so only the steps above remove it"),
            "\(run.standardError)")
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

    /// `News Beta` archived in `Release`, as a scheme duplicated from `News` whose archive action was left alone, its
    /// own `Beta` configuration's bundle identifier set to `identifier`, and `copies` more schemes like it.
    static func betaReleasedInRelease(identifier: String, copies: Int = 0) -> InMemoryWritableFileSystem {
        let folder = "News.xcodeproj/xcshareddata/xcschemes/"
        let scheme = FixtureRepository.read(
            "ChannelXCConfigs", folder + "News Beta.xcscheme",
            replacing: "buildConfiguration = \"Beta\"\n      revealArchiveInOrganizer",
            with: "buildConfiguration = \"Release\"\n      revealArchiveInOrganizer")
        var changes: [String: String?] = [
            folder + "News Beta.xcscheme": scheme,
            "Config/News.beta.xcconfig":
                "#include \"News.base.xcconfig\"\n\nPRODUCT_BUNDLE_IDENTIFIER = \(identifier)\n",
        ]
        for index in 0..<copies { changes[folder + "News Beta \(index + 1).xcscheme"] = scheme }
        return FixtureRepository.load("ChannelXCConfigs", changing: changes)
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

    /// A project whose one app target `App` has a configuration `Debug-X` for each of `clients` beside `Debug` and
    /// `Release`, each its own app, and a scheme for each client that runs in its `Debug-X` and archives in `Release`
    /// (each scheme duplicated from `A`'s, whose archive action was left alone).
    static func clientsReleasedInRelease(_ clients: [String]) -> InMemoryWritableFileSystem {
        let names = ["Debug", "Release"] + clients.map { "Debug-\($0)" }
        func configurations(_ prefix: String) -> [String] {
            names.enumerated().map { index, name in
                let identifier =
                    name.hasPrefix("Debug-") ? "com.example.\(name.dropFirst(6).lowercased())" : "com.example.a"
                return
                    "\t\t\(prefix)\(index) = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; "
                    + "PRODUCT_BUNDLE_IDENTIFIER = \(identifier); PRODUCT_NAME = App; SDKROOT = iphoneos; }; name = \"\(name)\"; };"
            }
        }
        let list = { (prefix: String) in names.indices.map { "\(prefix)\($0)" }.joined(separator: ", ") }
        let project =
            ([
                "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tobjectVersion = 77;", "\tobjects = {",
                "\t\tPROJECT = {isa = PBXProject; buildConfigurationList = LP; mainGroup = G; targets = (TAPP); };",
                "\t\tLP = {isa = XCConfigurationList; buildConfigurations = (\(list("CP"))); "
                    + "defaultConfigurationName = Release; };",
                "\t\tG = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };",
                "\t\tTAPP = {isa = PBXNativeTarget; buildConfigurationList = LT; buildPhases = (); dependencies = (); "
                    + "name = App; productReference = PAPP; productType = \"com.apple.product-type.application\"; };",
                "\t\tPAPP = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };",
                "\t\tLT = {isa = XCConfigurationList; buildConfigurations = (\(list("CT"))); "
                    + "defaultConfigurationName = Release; };",
            ] + configurations("CP") + configurations("CT") + ["\t};", "\trootObject = PROJECT;", "}"]).joined(
                separator: "\n")
        var files: [String: String?] = [:]
        let model = FixtureRepository.read(
            "ChannelXCConfigs", "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme")
        for client in ["A"] + clients {
            let scheme = model.replacingOccurrences(of: "2550EDA16854DA09393823D9", with: "TAPP")
                .replacingOccurrences(of: "News.app", with: "App.app")
                .replacingOccurrences(of: "BlueprintName = \"News\"", with: "BlueprintName = \"App\"")
                .replacingOccurrences(of: "container:News.xcodeproj", with: "container:App.xcodeproj")
                .replacingOccurrences(of: "\"Beta\"", with: client == "A" ? "\"Debug\"" : "\"Debug-\(client)\"")
                .replacingOccurrences(
                    of:
                        "buildConfiguration = \"Debug\(client == "A" ? "" : "-\(client)")\"\n      revealArchiveInOrganizer",
                    with: "buildConfiguration = \"Release\"\n      revealArchiveInOrganizer")
            files["App.xcodeproj/xcshareddata/xcschemes/\(client).xcscheme"] = scheme
        }
        files["App.xcodeproj/project.pbxproj"] = project
        var fileSystem = InMemoryFileSystem()
        for case (let path, let text?) in files { fileSystem.write(text, to: "/repo/" + path) }
        return InMemoryWritableFileSystem(fileSystem)
    }

    @Test func aLongGroupNamesAFewSchemesReleasedAsAnotherBrand() {
        let two = FixtureRepository.run(["init"], on: Self.clientsReleasedInRelease(["B"]))
        #expect(
            two.standardError.contains(
                "; B is 'com.example.b' in 'Debug-B' but is released in 'Release' as A is: if it is a brand, its "
                    + "scheme's archive action likely means a configuration of its own\n"), "\(two.standardError)")
        // Five clients like B: three are named, the rest counted.
        let six = FixtureRepository.run(["init"], on: Self.clientsReleasedInRelease(["B", "C", "D", "E", "F"]))
        #expect(six.standardError.contains("with this manifest brands finds 6 clones"), "\(six.standardError)")
        #expect(six.standardError.components(separatedBy: "archive action likely means").count - 1 == 3)
        #expect(six.standardError.contains("; and 2 more clones so\n"), "\(six.standardError)")
    }
}
