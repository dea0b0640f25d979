import BrandKit
import BrandsCLI
import Testing

/// Typed build settings on the sample: a version the App Store refuses is reported where it is set, and no release
/// is planned for it.
@Suite struct BuildSettingValueTests {
    static let beta: [String: String?] = [
        "Configs/SBT-Debug.xcconfig": SampleWorkspace.read(
            "Configs/SBT-Debug.xcconfig", replacing: "MARKETING_VERSION = 5.4.1", with: "MARKETING_VERSION = 5.4.1-beta"
        )
    ]

    @Test func aBetaVersionIsReportedOnceWhereItIsSet() {
        let run = SampleWorkspace.run(["validate", "SBT"], changing: Self.beta)
        #expect(run.status == .failure)
        #expect(
            run.standardOutput == """
                Configs/SBT-Debug.xcconfig:19:1: error: build setting MARKETING_VERSION: '5.4.1-beta' is not one to three period-separated non-negative integers such as 5.4.1, as the App Store requires: it has '1-beta', which is not a non-negative integer [invalid_build_setting_value]
                1 error, 0 warnings in 1 clone

                """)
    }

    @Test func noTagIsProposedThatWouldBeRefused() {
        let run = SampleWorkspace.run(["release", "plan", "sbt/5.4.1/300"], changing: Self.beta)
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains("[invalid_build_setting_value]"))
        #expect(run.standardOutput.contains("[release_clone_invalid]"))
        #expect(
            run.standardOutput.contains(
                "<arguments>:1:5: error: tag 'sbt/5.4.1/300' cannot match SBT's MARKETING_VERSION in Release, '5.4.1-beta', which is not one to three period-separated non-negative integers; change MARKETING_VERSION to a version such as 5.4.1 [release_version_mismatch]"
            ), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("tag 'sbt/5.4.1-beta"))
    }

    /// A part that came out empty is traced to where it starts.
    ///
    /// LoopFollow's `com.$(unique_id).LoopFollow` was `com..LoopFollow` through two settings that only refer on, to
    /// one that only a missing file would set. A setting set empty on purpose (a suffix) is left out when another
    /// chain ends in a setting set nowhere.
    @Test func anEmptyPartIsTracedToTheSettingSetNowhere() {
        let debug = "Configs/SBT-Debug.xcconfig"
        let changed = SampleWorkspace.read(
            debug, replacing: "PRODUCT_BUNDLE_IDENTIFIER = de.suedbayern-tagblatt.app.debug",
            with: "PRODUCT_BUNDLE_IDENTIFIER = de.$(PUBLISHER).app$(APP_SUFFIX).debug\nPUBLISHER = ${PUBLISHER_ID}\n"
                + "PUBLISHER_ID = $(GROUP_PUBLISHER_ID)\nAPP_SUFFIX =")
        let run = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: [debug: changed])
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.hasPrefix(
                """
                Configs/SBT-Debug.xcconfig:13:1: error: build setting PRODUCT_BUNDLE_IDENTIFIER: 'de..app.debug' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), at least two parts, such as com.example.app [invalid_build_setting_value]
                Configs/SBT-Debug.xcconfig:14:1: note: 'PUBLISHER' is empty: PUBLISHER = ${PUBLISHER_ID}
                Configs/SBT-Debug.xcconfig:15:1: note: PUBLISHER_ID = $(GROUP_PUBLISHER_ID)
                Configs/SBT-Debug.xcconfig:13:1: note: 'GROUP_PUBLISHER_ID' is set nowhere

                """), "\(run.standardOutput)")

        // With only the suffix empty, it is the cause, and says where it is set empty.
        let suffixOnly = SampleWorkspace.read(
            debug, replacing: "PRODUCT_BUNDLE_IDENTIFIER = de.suedbayern-tagblatt.app.debug",
            with: "PRODUCT_BUNDLE_IDENTIFIER = de.suedbayern-tagblatt.$(APP_SUFFIX)\nAPP_SUFFIX =")
        let suffix = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: [debug: suffixOnly])
        #expect(
            suffix.standardOutput.contains(
                "'de.suedbayern-tagblatt.' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), at least two parts, such as com.example.app [invalid_build_setting_value]\nConfigs/SBT-Debug.xcconfig:14:1: note: 'APP_SUFFIX' is set empty\n"
            ), "\(suffix.standardOutput)")
    }

    /// A wrong value another setting gives is traced to where it is written, past references to itself (Trio's
    /// `DEVELOPMENT_TEAM = $(DEVELOPER_TEAM)` in its project file, `DEVELOPER_TEAM = ##TEAM_ID##` in its
    /// `Config.xcconfig`, and `DEVELOPER_TEAM = $(DEVELOPER_TEAM)` on the target).
    @Test func aWrongValueIsTracedToWhereItIsWritten() {
        let debug = "Configs/SBT-Debug.xcconfig"
        let changed = SampleWorkspace.read(
            debug, replacing: "PRODUCT_BUNDLE_IDENTIFIER = de.suedbayern-tagblatt.app.debug",
            with: "BASE_ID = de.sbt_app\nAPP_ID = $(BASE_ID)\nAPP_ID = $(APP_ID)\n"
                + "PRODUCT_BUNDLE_IDENTIFIER = $(APP_ID)")
        let run = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: [debug: changed])
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.hasPrefix(
                """
                Configs/SBT-Debug.xcconfig:16:1: error: build setting PRODUCT_BUNDLE_IDENTIFIER: 'de.sbt_app' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), at least two parts, such as com.example.app [invalid_build_setting_value]
                Configs/SBT-Debug.xcconfig:14:1: note: 'APP_ID' is set here: APP_ID = $(BASE_ID)
                Configs/SBT-Debug.xcconfig:13:1: note: BASE_ID = de.sbt_app

                """), "\(run.standardOutput)")
    }

    /// A wrong value whose empty part a missing file may set says so (IceCubesApp's git-ignored base xcconfig sets
    /// `BUNDLE_ID_PREFIX`, and its bundle identifier came out `.IceCubesApp`).
    @Test func aWrongValueAMissingFileMaySetNamesTheFile() {
        let debug = "Configs/SBT-Debug.xcconfig"
        let changed = SampleWorkspace.read(
            debug, replacing: "PRODUCT_BUNDLE_IDENTIFIER = de.suedbayern-tagblatt.app.debug",
            with: "#include \"Secrets.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = $(TEAM_PREFIX).sbt")
        let run = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: [debug: changed])
        let finding = run.standardOutput.split(separator: "\n").first { $0.hasSuffix("[invalid_build_setting_value]") }
        #expect(
            finding?.contains(
                "'.sbt' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), at least two "
                    + "parts, such as com.example.app (the include at Configs/SBT-Debug.xcconfig:13 finds no file; if "
                    + "that file defines it, create it first)") == true, "\(run.standardOutput)")
    }

    /// An http build setting in Release names the configuration, not the setting, as the one it is in (blink's
    /// finding said "is plain http in WHATS_NEW_URL"); a loopback URL, which App Transport Security allows, is none.
    @Test func anInsecureSettingNamesTheReleaseConfiguration() {
        let release = "Configs/SBT-Release.xcconfig"
        let changed =
            SampleWorkspace.read(release) + "FEEDBACK_URL = http:/$()/feedback.example.com/form\n"
            + "WHATS_NEW_URL = http:/$()/localhost/whats-new\n"
        let run = SampleWorkspace.run(["validate", "SBT"], changing: [release: changed])
        let findings = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[insecure_url_in_release]") }
        #expect(findings.count == 1, "\(run.standardOutput)")
        #expect(
            findings.first?.contains(
                "build setting FEEDBACK_URL 'http://feedback.example.com/form' is plain http in Release; use https, or "
                    + "assign it as FEEDBACK_URL[config=Debug] to use it in Debug only") == true,
            "\(run.standardOutput)")
    }

    /// An empty value is no value, but an app cannot be built without a bundle identifier: one that expands to
    /// nothing (integreat-app's `$(BUILD_CONFIG_BUNDLE_IDENTIFIER)`, which a file a pre-action writes would set) is
    /// reported where it is assigned, traced to what is missing.
    @Test func anEmptyBundleIdentifierIsReported() {
        let config = "Configs/Acme.xcconfig"
        let changed = FixtureRepository.read(
            "TargetPerBrand", config, replacing: "ACME_BUNDLE_ID = com.example.acme\n", with: "")
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("TargetPerBrand", changing: [config: changed]))
        #expect(run.status == .failure)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let findings = lines.indices.filter { lines[$0].hasSuffix("[invalid_build_setting_value]") }
        #expect(findings.count == 2, "\(run.standardOutput)")
        for index in findings {
            #expect(
                lines[index].hasPrefix("Acme.xcodeproj/project.pbxproj:")
                    && lines[index].contains(
                        ": error: build setting PRODUCT_BUNDLE_IDENTIFIER is empty ('$(ACME_BUNDLE_ID)' expands to "
                            + "nothing), so the app has no bundle identifier; set it")
            )
            // The note points nowhere of its own: it is at the finding.
            let location = lines[index].components(separatedBy: ": error: ")[0]
            #expect(lines[index + 1] == location + ": note: 'ACME_BUNDLE_ID' is set nowhere")
        }
    }

    /// A required setting a scheme clone lacks names the clone, and the Xcode configuration when it is not the role's
    /// name: the scheme clones of one target share its configurations' lines (opentrace's production clone builds
    /// its Debug role in Release, and the finding said only "not set for Debug" at the Release line).
    @Test func aMissingRequiredSettingNamesTheCloneAndTheConfiguration() {
        let run = FixtureRepository.run(
            ["validate"],
            on: FixtureRepository.load(
                "ChannelXCConfigs",
                changing: [
                    "brands.json": "{ \"version\": 1, \"schema\": \"schema.json\" }\n",
                    "schema.json": "{ \"version\": 1, \"build_settings\": { \"required\": [\"APP_FLAVOUR\"] } }\n",
                ]))
        let findings = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[missing_build_setting]") }
            .map { $0.components(separatedBy: ": error: ").last ?? "" }
        #expect(
            Set(findings) == [
                "build setting 'APP_FLAVOUR' is not set for News in Debug; the schema requires it of every clone "
                    + "[missing_build_setting]",
                "build setting 'APP_FLAVOUR' is not set for News in Release; the schema requires it of every clone "
                    + "[missing_build_setting]",
                "build setting 'APP_FLAVOUR' is not set for News-Beta in Debug (configuration 'Beta'); the schema "
                    + "requires it of every clone [missing_build_setting]",
                "build setting 'APP_FLAVOUR' is not set for News-Beta in Release (configuration 'Beta'); the schema "
                    + "requires it of every clone [missing_build_setting]",
            ], "\(run.standardOutput)")
    }

    /// A schema that requires a setting reports it empty where it is assigned, with what is missing beneath it.
    @Test func aRequiredSettingAssignedEmptyIsReportedWhereItIsAssigned() {
        let debug = "Configs/SBT-Debug.xcconfig"
        let changed = SampleWorkspace.read(
            debug, replacing: "PRODUCT_BUNDLE_IDENTIFIER = de.suedbayern-tagblatt.app.debug",
            with: "PRODUCT_BUNDLE_IDENTIFIER = $(GENERATED_BUNDLE_ID)")
        let run = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: [debug: changed])
        #expect(run.status == .failure)
        #expect(
            run.standardOutput == """
                Configs/SBT-Debug.xcconfig:13:1: error: build setting 'PRODUCT_BUNDLE_IDENTIFIER' is empty for SBT in Debug ('$(GENERATED_BUNDLE_ID)' expands to nothing); the schema requires it of every clone [missing_build_setting]
                Configs/SBT-Debug.xcconfig:13:1: note: 'GENERATED_BUNDLE_ID' is set nowhere
                1 error, 0 warnings in 1 clone

                """)
        // A team left empty is no finding: open-source projects strip it.
        let team = SampleWorkspace.read(debug, replacing: "DEVELOPMENT_TEAM = 7QK4XW2M9R", with: "DEVELOPMENT_TEAM =")
        let stripped = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: [debug: team])
        #expect(!stripped.standardOutput.contains("[invalid_build_setting_value]"), "\(stripped.standardOutput)")
    }

    /// A version the Info.plist takes from an untyped setting (`$(AG_VERSION)`) is checked where that setting is
    /// assigned; a typed setting the Info.plist does not use (entourage-ios's placeholder `MARKETING_VERSION`, beside
    /// an Info.plist that writes its own) is no finding.
    @Test func theVersionTheAppShipsIsCheckedWhereverItComesFrom() {
        let common = "Configs/Common.xcconfig"
        let beta = FixtureRepository.read(
            "TargetPerBrand", common, replacing: "AG_VERSION = 4.3.3", with: "AG_VERSION = 4.3.3-beta")
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("TargetPerBrand", changing: [common: beta]))
        #expect(
            run.standardOutput.contains(
                "Configs/Common.xcconfig:2:1: error: CFBundleShortVersionString: '4.3.3-beta' is not one to three "
                    + "period-separated non-negative integers"), "\(run.standardOutput)")

        let unused = FixtureRepository.read(
            "TargetPerBrand", common, replacing: "AG_VERSION = 4.3.3",
            with: "AG_VERSION = 4.3.3\nMARKETING_VERSION = 8.0.buildNumberNotSet")
        let placeholder = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("TargetPerBrand", changing: [common: unused]))
        #expect(!placeholder.standardOutput.contains("[invalid_build_setting_value]"), "\(placeholder.standardOutput)")
    }
}
