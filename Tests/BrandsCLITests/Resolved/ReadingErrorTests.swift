import BrandsCLI
import Testing

/// `show`, `matrix`, `diff` and `list` on broken files: the reading errors of the clones they show go to standard
/// error, located, and the exit code is 1, so defaults are never passed off as a clone's values.
@Suite struct ReadingErrorTests {
    static let brokenConfig: [String: String?] = [
        "Brands/NWD/config.json": SampleWorkspace.read(
            "Brands/NWD/config.json", replacing: "\"NWD\",", with: "\"NWD\",,")
    ]
    static let brokenXCConfig: [String: String?] = [
        "Configs/NWD-Release.xcconfig": SampleWorkspace.read("Configs/NWD-Release.xcconfig") + "NOT A SETTING\n"
    ]
    static let configError = "Brands/NWD/config.json:2:29: error: "
    static let xcconfigError = "Configs/NWD-Release.xcconfig:12:5: error: "

    @Test(arguments: [
        ["show", "NWD"], ["show", "nwd", "-c", "Debug"], ["matrix"], ["matrix", "--only", "flags"],
        ["diff", "NWD", "SBT"], ["diff", "SBT", "NWD", "--format", "json"], ["list"], ["list", "--format", "json"],
    ])
    func aBrokenConfigFails(arguments: [String]) {
        let run = SampleWorkspace.run(arguments, changing: Self.brokenConfig)
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix(Self.configError), "\(run.standardError)")
        #expect(run.standardError.hasSuffix("[json_syntax]\n"))
        #expect(!run.standardOutput.isEmpty)
    }

    @Test(arguments: [["show", "NWD"], ["matrix"], ["diff", "NWD", "SBT"], ["list"]])
    func aBrokenXCConfigOutsideTheCloneFolderFails(arguments: [String]) {
        let run = SampleWorkspace.run(arguments, changing: Self.brokenXCConfig)
        #expect(run.status == .failure)
        #expect(run.standardError.hasPrefix(Self.xcconfigError), "\(run.standardError)")
    }

    @Test(arguments: [["show", "SBT"], ["diff", "SBT", "HBC"], ["show", "NWD", "-c", "Debug"]])
    func errorsInFilesTheShownClonesDoNotReadAreLeftOut(arguments: [String]) {
        let broken = Self.brokenXCConfig.merging(arguments.contains("NWD") ? [:] : Self.brokenConfig) { $1 }
        let run = SampleWorkspace.run(arguments, changing: broken)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardError == "")
    }

    /// One target built by two schemes (a Flutter app's flavours), whose xcconfig files are also in its Resources
    /// phase, as track_flow's are: every scheme's clone builds every one of them, but reads only its own
    /// configurations' files, and an error in the other flavour's file does not fail it.
    @Test func errorsInAnotherFlavoursXCConfigThatTheTargetCopiesAreLeftOut() {
        let project = "News.xcodeproj/project.pbxproj"
        let copied = FixtureRepository.read("ChannelXCConfigs", project)
            .replacingOccurrences(
                of: "/* End PBXBuildFile section */",
                with: "\t\t1111AAAA2222BBBB3333CCCC /* News.beta.xcconfig in Resources */ = "
                    + "{isa = PBXBuildFile; fileRef = 0499226A7CC33FEE2FF189E5 /* News.beta.xcconfig */; };\n"
                    + "/* End PBXBuildFile section */"
            )
            .replacingOccurrences(
                of: "2AFC53E5E3C8747E796ADC7F /* Assets.xcassets in Resources */,\n",
                with: "2AFC53E5E3C8747E796ADC7F /* Assets.xcassets in Resources */,\n"
                    + "\t\t\t\t1111AAAA2222BBBB3333CCCC /* News.beta.xcconfig in Resources */,\n")
        let fileSystem = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                project: copied,
                "Config/News.beta.xcconfig": FixtureRepository.read("ChannelXCConfigs", "Config/News.beta.xcconfig")
                    + "NOT A SETTING\n",
            ])
        let members = FixtureRepository.run(["inputs", "News", "--members", "--format", "text"], on: fileSystem)
        #expect(members.standardOutput.contains("Config/News.beta.xcconfig"), "\(members.standardOutput)")
        for arguments in [["show", "News"], ["list", "News"], ["validate", "News"]] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .success, "\(arguments): \(run.standardError)")
            #expect(!run.standardError.contains("News.beta.xcconfig"), "\(arguments): \(run.standardError)")
        }
        let beta = FixtureRepository.run(["show", "News-Beta"], on: fileSystem)
        #expect(beta.status == .failure)
        #expect(beta.standardError.contains("Config/News.beta.xcconfig:4:"), "\(beta.standardError)")
    }

    /// A scheme that no clone is made from, building a target the project no longer has (ownCloud's
    /// `ownCloudScreenshotsTests`): a plain `validate` reports it, and `show`, `list` and `validate` of a clone, which
    /// the scheme cannot change, do not.
    @Test func errorsInASchemeNoCloneReadsAreLeftOutOfOneClone() {
        let schemes = "News.xcodeproj/xcshareddata/xcschemes/"
        let stale = FixtureRepository.read("ChannelXCConfigs", schemes + "News.xcscheme")
            .replacingOccurrences(of: "2550EDA16854DA09393823D9", with: "59056CA922414F3C00A18A22")
            .replacingOccurrences(of: "\"News.app\"", with: "\"NewsScreenshots.xctest\"")
            .replacingOccurrences(of: "BlueprintName = \"News\"", with: "BlueprintName = \"NewsScreenshots\"")
        let fileSystem = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [schemes + "NewsScreenshots.xcscheme": stale])
        let whole = FixtureRepository.run(["validate"], on: fileSystem)
        #expect(whole.status == .failure)
        #expect(whole.standardOutput.contains("NewsScreenshots.xcscheme:"), "\(whole.standardOutput)")
        for arguments in [["show", "News"], ["list"], ["validate", "News"]] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .success, "\(arguments): \(run.standardError)")
            #expect(
                !(run.standardError + run.standardOutput).contains("NewsScreenshots"),
                "\(arguments): \(run.standardError)")
        }
    }

    /// A base xcconfig that cannot be read is reported in the project file, which every scheme's clone reads; it
    /// concerns the clones that build its configuration (openedx's six missing CocoaPods files, one per
    /// configuration, all failed `show` of each clone).
    @Test func aMissingBaseXCConfigConcernsTheClonesBuildingItsConfiguration() {
        let fileSystem = FixtureRepository.load("ChannelXCConfigs", changing: ["Config/News.beta.xcconfig": nil])
        let missing = "unable to open base configuration reference file 'Config/News.beta.xcconfig'"
        for arguments in [
            ["show", "News"], ["list", "News"], ["validate", "News"],
            ["diff", "News", "-c", "Debug", "--against", "Release"],
        ] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(!(run.standardOutput + run.standardError).contains(missing), "\(arguments): \(run.standardError)")
        }
        for arguments in [["show", "News-Beta"], ["validate"]] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .failure)
            #expect((run.standardOutput + run.standardError).contains(missing), "\(arguments)")
        }
    }

    /// A scheme action naming a configuration the project lacks concerns the role that action builds.
    ///
    /// The archive action's is the release configuration's problem, the launch action's the debug one's: `show -c
    /// Debug` printed the archive action's error (and failed), though what it shows is built by the launch action.
    @Test(arguments: [("ArchiveAction", "archive", "Release", "Debug"), ("LaunchAction", "launch", "Debug", "Release")])
    func aSchemeActionsUnknownConfigurationConcernsItsRole(
        element: String, action: String, affected: String, unaffected: String
    ) {
        let scheme = "News.xcodeproj/xcshareddata/xcschemes/News.xcscheme"
        let original = FixtureRepository.read("ChannelXCConfigs", scheme)
        let start = "<\(element)\n      buildConfiguration = \"\(affected)\""
        let text = original.replacingOccurrences(
            of: start, with: "<\(element)\n      buildConfiguration = \"AppStore\"")
        #expect(text != original)
        let fileSystem = FixtureRepository.load("ChannelXCConfigs", changing: [scheme: text])
        let error = "error: the \(action) action of scheme 'News' uses configuration 'AppStore'"
        for arguments in [
            ["show", "News", "-c", unaffected], ["settings", "News", "-c", unaffected],
            ["diff", "News", "News-Beta", "-c", unaffected], ["validate", "News", "-c", unaffected],
        ] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .success, "\(arguments): \(run.standardError)")
            #expect(!(run.standardOutput + run.standardError).contains(error), "\(arguments): \(run.standardError)")
        }
        for arguments in [
            ["show", "News", "-c", affected], ["settings", "News", "-c", affected],
            ["diff", "News", "-c", unaffected, "--against", affected], ["validate", "News"],
        ] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .failure, "\(arguments)")
            #expect(
                (run.standardOutput + run.standardError).components(separatedBy: error).count == 2,
                "\(arguments): \(run.standardOutput)\(run.standardError)")
        }
    }

    /// A deprecated `${X}` in a target's build settings in one configuration is that configuration's: validating
    /// another clone does not report it (CovidCertificate's wallet clone listed fourteen warnings of the verifier's
    /// and its other configurations' build settings).
    @Test func aProjectSettingsWarningConcernsTheClonesBuildingItsConfiguration() {
        let project = "News.xcodeproj/project.pbxproj"
        let text = FixtureRepository.read(
            "ChannelXCConfigs", project,
            replacing: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIconBeta;\n\t\t\t\tINFOPLIST_FILE = News/Info.plist;",
            with: "ASSETCATALOG_COMPILER_APPICON_NAME = AppIconBeta;\n\t\t\t\tAPP_GROUP = \"group.${PRODUCT_NAME}\";\n"
                + "\t\t\t\tINFOPLIST_FILE = News/Info.plist;")
        #expect(text != FixtureRepository.read("ChannelXCConfigs", project))
        let fileSystem = FixtureRepository.load("ChannelXCConfigs", changing: [project: text])
        let warning = "'${PRODUCT_NAME}' uses deprecated reference syntax"
        // News builds Debug and Release; News-Beta builds both its roles in Beta.
        for arguments in [["validate", "News"], ["validate", "News", "-c", "Release"]] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(!run.standardOutput.contains(warning), "\(arguments): \(run.standardOutput)")
        }
        for arguments in [["validate", "News-Beta"], ["validate", "News-Beta", "-c", "Debug"], ["validate"]] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(
                run.standardOutput.components(separatedBy: warning).count == 2, "\(arguments): \(run.standardOutput)")
        }
    }
}
