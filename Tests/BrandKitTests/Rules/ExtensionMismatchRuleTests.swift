import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// The bundle identifier advice of `extension_mismatch` names a value that works.
@Suite struct ExtensionMismatchRuleTests {
    /// focus-ios was told to write `$(inherited).widget`, which in a target's settings is the project's value (none
    /// there): the advice is the app's identifier with the last part of the extension's own.
    @Test func aBundleIdentifierOutsideTheAppsIsGivenOneInside() {
        var files = RuleExample.projectBaseline.resolvedFiles
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: ["PRODUCT_BUNDLE_IDENTIFIER = com.example.Widgets;"])
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: CalendarDay(year: 2026, month: 11, day: 28))
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(!finding.message.contains("$(inherited)"), "\(finding.message)")
            #expect(finding.message.hasPrefix("bundle identifier 'com.example.Widgets' of extension "))
            #expect(finding.message.hasSuffix(".Widgets'"), "\(finding.message)")
            #expect(finding.message.contains("; name it '"), "\(finding.message)")
        }
    }

    @Test func theMessageNamesTheAppsIdentifierAndTheExtensionsLastPart() {
        #expect(
            ExtensionMismatchRule.bundlePrefix(
                extension: "WidgetsExtension", value: "org.mozilla.ios.Focus.Widgets",
                appValue: "org.mozilla.ios.Focus.enterprise", configuration: "Debug (configuration 'FocusEnterprise')")
                == "bundle identifier 'org.mozilla.ios.Focus.Widgets' of extension 'WidgetsExtension' does not start "
                + "with its app's 'org.mozilla.ios.Focus.enterprise.' in Debug (configuration 'FocusEnterprise'); "
                + "name it 'org.mozilla.ios.Focus.enterprise.<extension>', such as "
                + "'org.mozilla.ios.Focus.enterprise.Widgets'")
    }

    /// The example project with its widget made an App Clip that ALPHA embeds through an "Embed App Clips" phase, or
    /// (`embedded: false`) copies into its resources like any file.
    static func appClipProject(settings: [String], embedded: Bool = true) -> String {
        ExampleWorkspace.projectText(widgetSettings: settings)
            .replacingOccurrences(
                of: "dstPath = \"\"; dstSubfolderSpec = 13;",
                with: embedded
                    ? "dstPath = \"$(CONTENTS_FOLDER_PATH)/AppClips\"; dstSubfolderSpec = 16;"
                    : "dstPath = \"Clips\"; dstSubfolderSpec = 7;"
            )
            .replacingOccurrences(
                of: "com.apple.product-type.app-extension",
                with: "com.apple.product-type.application.on-demand-install-capable"
            )
            .replacingOccurrences(of: "ALPHAWidget.appex", with: "ALPHAWidget.app")
    }

    /// An App Clip ships inside its app as an extension does, and App Store Connect holds it to the app's version,
    /// build and identifier (isowords' clip at version 1.2 in an app at 1.3 went unchecked); it is called what it is.
    @Test func anAppClipIsHeldToItsAppsVersionAndIdentifier() {
        var files = RuleExample.projectBaseline.resolvedFiles
        let today = CalendarDay(year: 2026, month: 11, day: 29)
        files[ExampleWorkspace.projectFile] = Self.appClipProject(
            settings: ExampleWorkspace.widgetSettings + ["MARKETING_VERSION = 1.1;"])
        let version = Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today)
        #expect(
            version.contains {
                $0.message.hasPrefix("App Clip 'ALPHAWidget' ships CFBundleShortVersionString '1.1' but its app ")
                    && $0.message.contains("give the App Clip the app's value")
                    && $0.location.line == ExampleWorkspace.widgetDebugLine
            }, "\(version.map(\.message))")
        files[ExampleWorkspace.projectFile] = Self.appClipProject(
            settings: ["PRODUCT_BUNDLE_IDENTIFIER = com.example.clip;"])
        let identifier = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today)
        #expect(
            identifier.contains {
                $0.message.hasPrefix("bundle identifier 'com.example.clip' of App Clip 'ALPHAWidget' does not start ")
                    && $0.message.hasSuffix("; name it 'com.example.alpha.Clip'")
            }, "\(identifier.map(\.message))")
        // Copied as a plain file, the same target is no embedded App Clip of the app's.
        files[ExampleWorkspace.projectFile] = Self.appClipProject(
            settings: ["PRODUCT_BUNDLE_IDENTIFIER = com.example.clip;"], embedded: false)
        #expect(
            Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today).isEmpty)
    }

    /// The example project with its widget made a single-target watch app (a plain `application`) that ALPHA embeds
    /// through an "Embed Watch Content" phase, and which embeds a complication with `complication` as its settings.
    static func watchProject(settings: [String], complication: [String]) -> String {
        let body = complication.joined(separator: " ")
        let added = [
            "\t\tMWATCH = {isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; files = (BWATCH); };",
            "\t\tBWATCH = {isa = PBXBuildFile; fileRef = AWATCH; };",
            "\t\tCWATCH = {isa = PBXNativeTarget; buildConfigurationList = LWATCH; buildPhases = (); "
                + "dependencies = (); name = ALPHAComplication; productReference = AWATCH; "
                + "productType = \"com.apple.product-type.app-extension\"; };",
            "\t\tLWATCH = {isa = XCConfigurationList; buildConfigurations = (DWATCH, EWATCH); };",
            "\t\tDWATCH = {isa = XCBuildConfiguration; baseConfigurationReference = XDALPHA; "
                + "buildSettings = {\(body)}; name = Debug; };",
            "\t\tEWATCH = {isa = XCBuildConfiguration; baseConfigurationReference = XRALPHA; "
                + "buildSettings = {\(body)}; name = Release; };",
            "\t\tAWATCH = {isa = PBXFileReference; path = ALPHAComplication.appex; sourceTree = BUILT_PRODUCTS_DIR; };",
        ]
        var lines = ExampleWorkspace.projectText(widgetSettings: settings).components(separatedBy: "\n")
        if let end = lines.lastIndex(of: "\t};") { lines.insert(contentsOf: added, at: end) }
        return lines.joined(separator: "\n")
            .replacingOccurrences(
                of: "dstPath = \"\"; dstSubfolderSpec = 13; files = (BWALPHA);",
                with: "dstPath = \"$(CONTENTS_FOLDER_PATH)/Watch\"; dstSubfolderSpec = 16; files = (BWALPHA);"
            )
            .replacingOccurrences(
                of: "buildPhases = (); dependencies = (); name = ALPHAWidget;",
                with: "buildPhases = (MWATCH); dependencies = (); name = ALPHAWidget;"
            )
            .replacingOccurrences(
                of: "productType = \"com.apple.product-type.app-extension\"; };\n\t\tLWALPHA",
                with: "productType = \"com.apple.product-type.application\"; };\n\t\tLWALPHA"
            )
            .replacingOccurrences(of: "ALPHAWidget.appex", with: "ALPHAWidget.app")
            .replacingOccurrences(
                of: "targets = (TALPHA, TBETA, WALPHA);", with: "targets = (TALPHA, TBETA, WALPHA, CWATCH);")
    }

    /// A watch app is held to its phone app's version, build and identifier; its complication to the watch app's.
    ///
    /// A watch app ships inside its phone app and App Store Connect holds it to the app's version and build, under
    /// the app's identifier; what it embeds (its complication) lives under the watch app's identifier. nightguard's
    /// watch app at 4.1.0 in an app at 4.2.0, and its complication outside the watch app's identifier, went unchecked.
    @Test func aWatchAppAndItsComplicationAreHeldToTheirContainers() {
        var files = RuleExample.projectBaseline.resolvedFiles
        let today = CalendarDay(year: 2026, month: 11, day: 30)
        let inside = ["PRODUCT_BUNDLE_IDENTIFIER = \"$(inherited).widget.complication\";"]
        files[ExampleWorkspace.projectFile] = Self.watchProject(
            settings: ExampleWorkspace.widgetSettings + ["MARKETING_VERSION = 1.1;"], complication: inside)
        let version = Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today)
        #expect(
            version.map(\.message).contains {
                $0.hasPrefix("watch app 'ALPHAWidget' ships CFBundleShortVersionString '1.1' but its app ")
            },
            "\(version.map(\.message))")
        files[ExampleWorkspace.projectFile] = Self.watchProject(
            settings: ExampleWorkspace.widgetSettings,
            complication: ["PRODUCT_BUNDLE_IDENTIFIER = \"$(inherited).complication\";"])
        let identifier = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today)
        #expect(identifier.count == 2, "\(identifier.map(\.message))")
        #expect(
            identifier.map(\.message).contains(
                "bundle identifier 'com.example.alpha.complication' of extension 'ALPHAComplication' does not start "
                    + "with its app's 'com.example.alpha.widget.' in Release; name it "
                    + "'com.example.alpha.widget.<extension>', such as 'com.example.alpha.widget.complication'"),
            "\(identifier.map(\.message))")
        files[ExampleWorkspace.projectFile] = Self.watchProject(
            settings: ExampleWorkspace.widgetSettings, complication: inside)
        #expect(
            Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today).isEmpty)
    }

    /// A watch app names its phone app as its companion; one naming another app's identifier (a brand copied from
    /// another, its watch app still pairing with the first brand's app) does not pair with the app that ships it.
    @Test func aWatchAppNamingAnotherAppAsItsCompanionIsReported() {
        var files = RuleExample.projectBaseline.resolvedFiles
        let today = CalendarDay(year: 2026, month: 11, day: 30)
        let generated = ExampleWorkspace.widgetSettings + ["GENERATE_INFOPLIST_FILE = YES;"]
        files[ExampleWorkspace.projectFile] = Self.watchProject(
            settings: generated + ["INFOPLIST_KEY_WKCompanionAppBundleIdentifier = com.example.beta;"],
            complication: [])
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today
        ).map(\.message)
        #expect(
            findings.contains(
                "watch app 'ALPHAWidget' names 'com.example.beta' as its companion (WKCompanionAppBundleIdentifier) "
                    + "but its app 'ALPHA' is 'com.example.alpha' in Release; give it the app's identifier (set it "
                    + "from the same build setting)"), "\(findings)")
        // The Release app's identifier written as is names the app in Release, not the Debug app.
        files[ExampleWorkspace.projectFile] = Self.watchProject(
            settings: generated + ["INFOPLIST_KEY_WKCompanionAppBundleIdentifier = com.example.alpha;"],
            complication: [])
        let literal = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today
        ).map(\.message).filter { $0.contains("WKCompanionAppBundleIdentifier") }
        #expect(
            literal.count == 1 && literal.allSatisfy { $0.contains("'com.example.alpha.debug' in Debug;") },
            "\(literal)")
    }

    /// A companion written in the watch app's Info.plist is evaluated as the identity's keys are, operators and all.
    @Test func aCompanionInTheInfoPlistIsEvaluatedInTheSettings() throws {
        var files = RuleExample.projectBaseline.resolvedFiles
        let today = CalendarDay(year: 2026, month: 11, day: 30)
        files[ExampleWorkspace.projectFile] = Self.watchProject(
            settings: ExampleWorkspace.widgetSettings + [
                "INFOPLIST_FILE = Watch/Info.plist;", "COMPANION_APP = COM.EXAMPLE.BETA;",
            ], complication: [])
        files["Watch/Info.plist"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>CFBundleIdentifier</key>
            	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            	<key>WKCompanionAppBundleIdentifier</key>
            	<string>$(COMPANION_APP:lower)</string>
            </dict>
            </plist>

            """
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today
        ).filter { $0.message.contains("WKCompanionAppBundleIdentifier") }
        // One line of one Info.plist: one finding, for the first configuration it is wrong in.
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(
            finding.message.hasPrefix(
                "watch app 'ALPHAWidget' names 'com.example.beta' as its companion (WKCompanionAppBundleIdentifier) "
                    + "but its app 'ALPHA' is 'com.example.alpha"), "\(finding.message)")
        #expect(finding.location.file.hasSuffix("Watch/Info.plist"))
        #expect(finding.location.line == 7)
    }

    /// A line that gives the extension a wrong value in Debug and in Release is one finding naming both
    /// (Provenance's TopShelf identifier, set in its shared xcconfig, was said to be wrong "in Debug" only).
    @Test func aLineWrongInEveryConfigurationIsOneFindingNamingThemAll() {
        var files = RuleExample.projectBaseline.resolvedFiles
        // Both of the widget's configurations are based on one file, which gives it another version.
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(widgetSettings: [])
            .replacingOccurrences(
                of: "DWALPHA = {isa = XCBuildConfiguration; baseConfigurationReference = XDALPHA;",
                with: "DWALPHA = {isa = XCBuildConfiguration; baseConfigurationReference = XDBETA;"
            )
            .replacingOccurrences(
                of: "EWALPHA = {isa = XCBuildConfiguration; baseConfigurationReference = XRALPHA;",
                with: "EWALPHA = {isa = XCBuildConfiguration; baseConfigurationReference = XDBETA;")
        let shared = "Configs/BETA-Debug.xcconfig"
        files[shared] = (files[shared] ?? "") + "MARKETING_VERSION = 9.9\n"
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: CalendarDay(year: 2026, month: 11, day: 29))
        let versions = findings.filter { $0.message.contains("CFBundleShortVersionString") }
        #expect(versions.count == 1, "\(findings.map(\.message))")
        #expect(versions.first?.message.contains("ships CFBundleShortVersionString '9.9'") == true)
        #expect(versions.first?.message.contains("in Debug and Release;") == true, "\(versions.map(\.message))")
        #expect(versions.first?.location.file.hasSuffix(shared) == true)
    }

    /// An extension without a team while its app has one cannot be signed automatically for a device or an archive
    /// (Ello's extensions set `DEVELOPMENT_TEAM = ""`); signed manually, the profile says the team.
    @Test func anExtensionWithoutTheAppsTeamIsReported() {
        var files = RuleExample.projectBaseline.resolvedFiles
        let today = CalendarDay(year: 2026, month: 11, day: 29)
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: ExampleWorkspace.widgetSettings + ["DEVELOPMENT_TEAM = \"\";"])
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today)
        #expect(
            findings.contains {
                $0.message.hasPrefix("extension 'ALPHAWidget' ships no DEVELOPMENT_TEAM but its app ")
                    && $0.location.line == ExampleWorkspace.widgetDebugLine
            }, "\(findings.map(\.message))")
        // Each configuration's line says which configuration it is (focus-ios's `FocusDebug` line said none).
        let teams = findings.filter { $0.message.contains("ships no DEVELOPMENT_TEAM") }
        #expect(
            teams.map { $0.message.contains("' in Debug; give the extension") }
                == teams.map { $0.location.line == ExampleWorkspace.widgetDebugLine }, "\(teams.map(\.message))")
        #expect(teams.contains { $0.message.contains("' in Release; give the extension") })
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: ExampleWorkspace.widgetSettings + ["DEVELOPMENT_TEAM = \"\";", "CODE_SIGN_STYLE = Manual;"])
        #expect(
            Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today).isEmpty)
        // Through a setting set nowhere (Blink's `$(TEAM_ID)`, which a file to create from a template sets): said so.
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: ExampleWorkspace.widgetSettings + ["DEVELOPMENT_TEAM = \"$(WIDGET_TEAM)\";"])
        let referenced = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today)
        #expect(
            referenced.contains {
                $0.message.contains("ships an empty DEVELOPMENT_TEAM ('$(WIDGET_TEAM)' expands to nothing)")
                    && $0.notes.contains { $0.message == "'WIDGET_TEAM' is set nowhere" }
            }, "\(referenced.map(\.message))")
        // Set nowhere at all (its xcconfig missing, as mullvad's), it says nothing.
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: ExampleWorkspace.widgetSettings)
        #expect(
            !Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today)
                .contains { $0.message.contains("DEVELOPMENT_TEAM") })
    }

    /// A version the extension's Info.plist writes that expands to nothing is empty, not missing, and is reported
    /// where it is written (LoopFollow's widget writes `$(MARKETING_VERSION)`, which its target sets to itself).
    @Test func aVersionThatExpandsToNothingIsReportedWhereItIsWritten() {
        let files = WidgetExample.files([
            (key: "CFBundleShortVersionString", value: "$(WIDGET_VERSION)"),
            (key: "CFBundleVersion", value: "$(CURRENT_PROJECT_VERSION)"),
        ])
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: CalendarDay(year: 2026, month: 11, day: 28))
        let empty = findings.filter { $0.message.contains("ships an empty CFBundleShortVersionString") }
        #expect(!empty.isEmpty, "\(findings.map(\.message))")
        #expect(empty.allSatisfy { $0.location.file.hasSuffix("Widget/Info.plist") && $0.location.line == 7 })
        #expect(empty.first?.message.contains("('$(WIDGET_VERSION)' expands to nothing)") == true)
        // One line of the Info.plist both configurations read: one finding naming both.
        #expect(empty.count == 1)
        #expect(empty.first?.message.contains("' in Debug and Release; give the extension") == true)
        // The note says why it is empty.
        #expect(empty.first?.notes == [Diagnostic.Note("'WIDGET_VERSION' is set nowhere")])
    }

    /// An extension whose bundle identifier expands to nothing cannot be built or signed (Orbot's Config.xcconfig leaves
    /// `EXT_BUNDLE_ID` empty in Debug for each developer to fill, and only the app's empty identifier was reported).
    @Test func anExtensionWithAnEmptyBundleIdentifierIsReported() {
        var files = RuleExample.projectBaseline.resolvedFiles
        let today = CalendarDay(year: 2026, month: 11, day: 29)
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText(
            widgetSettings: [
                "PRODUCT_BUNDLE_IDENTIFIER = \"$(WIDGET_ID)\";", "WIDGET_ID = \"\";", "SKIP_INSTALL = YES;",
            ])
        let findings = Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(files), today: today)
        #expect(findings.count == 2, "\(findings.map(\.message))")
        #expect(
            findings.first?.message
                == "extension 'ALPHAWidget' ships an empty bundle identifier (PRODUCT_BUNDLE_IDENTIFIER '$(WIDGET_ID)' "
                + "expands to nothing) in Debug; name it 'com.example.alpha.debug.<extension>'")
        #expect(
            findings.map(\.location.line) == [ExampleWorkspace.widgetDebugLine, ExampleWorkspace.widgetDebugLine + 1])
        #expect(findings.first?.notes.map(\.message) == ["'WIDGET_ID' is set empty"])
        // Its app's empty too, it is still the extension's own line to fix.
        files["Configs/ALPHA-Debug.xcconfig"] = files["Configs/ALPHA-Debug.xcconfig"]?.replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha.debug", with: "PRODUCT_BUNDLE_IDENTIFIER =")
        let bothEmpty = Validator(rules: [ExtensionMismatchRule.self]).validate(
            ExampleLoader.load(files), today: today)
        #expect(
            bothEmpty.first?.message
                == "extension 'ALPHAWidget' ships an empty bundle identifier (PRODUCT_BUNDLE_IDENTIFIER '$(WIDGET_ID)' "
                + "expands to nothing) in Debug; set it to its app's identifier and a name of its own",
            "\(bothEmpty.map(\.message))")
        #expect(
            ExtensionMismatchRule.emptyBundleIdentifier(
                extension: "TorVPN", written: nil, appValue: "org.torproject.orbot", configuration: "Debug")
                == "extension 'TorVPN' ships an empty bundle identifier (PRODUCT_BUNDLE_IDENTIFIER is set nowhere) in "
                + "Debug; name it 'org.torproject.orbot.<extension>'")
        #expect(
            ExtensionMismatchRule.emptyBundleIdentifier(
                extension: "Clip", kind: "App Clip", written: "", appValue: "a.b", configuration: "Release")
                == "App Clip 'Clip' ships an empty bundle identifier (PRODUCT_BUNDLE_IDENTIFIER is set empty) in "
                + "Release; name it 'a.b.Clip'")
        // A literal identifier in its Info.plist is one.
        var literal = WidgetExample.files([], settings: ["PRODUCT_BUNDLE_IDENTIFIER = \"\";"])
        literal["Widget/Info.plist"] = literal["Widget/Info.plist"]?.replacingOccurrences(
            of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "com.example.alpha.widget")
        #expect(
            !Validator(rules: [ExtensionMismatchRule.self]).validate(ExampleLoader.load(literal), today: today)
                .contains { $0.message.contains("empty bundle identifier") })
    }
}
