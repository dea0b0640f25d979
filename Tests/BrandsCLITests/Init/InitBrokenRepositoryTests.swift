import BrandsCLI
import Support
import Testing
import XCConfig

/// A mistake planted in each repository shape after `brands init --write` is reported where it is.
@Suite struct InitBrokenRepositoryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let shape: String
        let what: String
        /// Files changed after `init --write`: relative path → contents.
        let changes: [String: String]
        /// What `validate` prints.
        let output: String
        var testDescription: String { "\(shape): \(what)" }
    }

    static let project = "Acme.xcodeproj/project.pbxproj"
    static let blockzilla = "Blockzilla.xcodeproj/project.pbxproj"
    static let betaScheme = "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme"

    static let cases: [Case] = [
        Case(
            shape: "TargetPerBrand", what: "an icon name the shared catalog does not have",
            changes: [
                project: FixtureRepository.read(
                    "TargetPerBrand", project,
                    replacing:
                        "ASSETCATALOG_COMPILER_APPICON_NAME = ProAppIcon;\n\t\t\t\tINFOPLIST_FILE = \"$(SRCROOT)/AcmePro/AcmePro.plist\";\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \"$(ACME_BUNDLE_ID)\";\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Release;",
                    with:
                        "ASSETCATALOG_COMPILER_APPICON_NAME = ProAppIcn;\n\t\t\t\tINFOPLIST_FILE = \"$(SRCROOT)/AcmePro/AcmePro.plist\";\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = \"$(ACME_BUNDLE_ID)\";\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Release;"
                )
            ],
            output: """
                Acme.xcodeproj/project.pbxproj:334:5: error: app icon set 'ProAppIcn' is not in Shared/Assets.xcassets; did you mean 'ProAppIcon'? (ASSETCATALOG_COMPILER_APPICON_NAME names it) [missing_app_icon]
                1 error, 0 warnings in 2 clones

                """),
        Case(
            shape: "ConfigurationPerBrand", what: "one brand's configuration with the other's bundle identifier",
            changes: [
                blockzilla: FixtureRepository.read(
                    "ConfigurationPerBrand", blockzilla,
                    replacing:
                        "PRODUCT_BUNDLE_IDENTIFIER = \"org.example.Klar$(BUNDLE_ID_SUFFIX)\";\n\t\t\t\tPRODUCT_NAME = \"Firefox Klar\";\n\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = (\n\t\t\t\t\tKLAR,\n\t\t\t\t);",
                    with:
                        "PRODUCT_BUNDLE_IDENTIFIER = \"org.example.Focus$(BUNDLE_ID_SUFFIX)\";\n\t\t\t\tPRODUCT_NAME = \"Firefox Klar\";\n\t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = (\n\t\t\t\t\tKLAR,\n\t\t\t\t);"
                )
            ],
            output: """
                Blockzilla.xcodeproj/project.pbxproj:210:5: error: bundle identifier 'org.example.Focus' of Klar in Release (configuration 'KlarRelease') is also used by Focus; every clone needs its own [duplicate_bundle_identifier]
                Blockzilla.xcodeproj/project.pbxproj:167:5: note: Focus sets it here
                1 error, 0 warnings in 2 clones

                """),
        Case(
            shape: "ChannelXCConfigs",
            what: "a bare $NAME followed by a period, and a scheme archiving no configuration",
            changes: [
                "Config/News.beta.xcconfig": FixtureRepository.read(
                    "ChannelXCConfigs", "Config/News.beta.xcconfig",
                    replacing: "$(PRODUCT_BUNDLE_IDENTIFIER_ROOT).beta", with: "$PRODUCT_BUNDLE_IDENTIFIER_ROOT.beta"),
                betaScheme: FixtureRepository.read(
                    "ChannelXCConfigs", betaScheme,
                    replacing: "buildConfiguration = \"Beta\"\n      revealArchiveInOrganizer",
                    with: "buildConfiguration = \"Betta\"\n      revealArchiveInOrganizer"),
            ],
            // Xcode reads `$NAME.beta` as the setting `NAME.beta`, which has no value, and archives in the default
            // configuration instead of `Betta`, so the beta clone's release is the store one.
            output: """
                Config/News.beta.xcconfig:3:1: error: build setting PRODUCT_BUNDLE_IDENTIFIER: '$PRODUCT_BUNDLE_IDENTIFIER_ROOT.beta' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), at least two parts, such as com.example.app [invalid_build_setting_value]
                Config/News.release.xcconfig:3:1: error: bundle identifier 'com.example.news' of News-Beta in Release is also used by News; every clone needs its own [duplicate_bundle_identifier]
                News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme:49:4: note: News takes it from the same line: News-Beta's scheme asks for configuration 'Betta', which the project does not have, so Xcode builds 'Release', News's; fix News-Beta's scheme
                News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme:49:4: error: the archive action of scheme 'News Beta' uses configuration 'Betta', which project 'News' does not have; did you mean 'Beta'? [xcode_scheme_configuration]
                3 errors, 0 warnings in 2 clones

                """),
        Case(
            shape: "InfoFolders", what: "a stray comma in a config file",
            changes: [
                "alpha/info.json": FixtureRepository.read(
                    "InfoFolders", "alpha/info.json", replacing: "\"Alpha Reader\",", with: "\"Alpha Reader\",,")
            ],
            output: """
                alpha/info.json:2:30: error: expected an object key in double quotes [json_syntax]
                1 error, 0 warnings in 2 clones

                """),
    ]

    @Test(arguments: cases)
    func aPlantedMistakeIsReportedWhereItIs(_ testCase: Case) {
        let fileSystem = FixtureRepository.load(testCase.shape)
        #expect(FixtureRepository.run(["init", "--write"], on: fileSystem).status == .success)
        var broken = fileSystem.snapshot
        for (path, text) in testCase.changes {
            #expect(text != FixtureRepository.read(testCase.shape, path), "the change to \(path) did not apply")
            broken.write(text, to: Path.join(FixtureRepository.root, path))
        }
        let run = FixtureRepository.run(["validate"], on: InMemoryWritableFileSystem(broken))
        #expect(run.status == .failure)
        #expect(run.standardOutput == testCase.output)
    }
}
