import BrandsCLI
import Support
import Testing

/// Brands built as an iOS app and a tvOS app each (`Play Alpha` and `Play Alpha TV`, …), in the `TVApps` fixture:
/// the tvOS apps' icons are brand assets, and each brand's two apps share one bundle identifier, as universal purchase
/// has them do.
@Suite struct TVAppTests {
    static let fixture = "TVApps"
    static let tvSettings = "Xcode/Shared/Targets/tvOS/Application.xcconfig"

    static func run(_ arguments: [String], changing changes: [String: String?] = [:]) -> CapturedRun {
        FixtureRepository.run(arguments, on: FixtureRepository.load(fixture, changing: changes))
    }

    /// The findings of `validate` after `changes`, one line each, without their notes.
    static func findings(changing changes: [String: String?]) -> [Substring] {
        run(["validate"], changing: changes).standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
    }

    @Test func theFixtureIsClean() {
        let run = Self.run(["validate"])
        #expect(run.status == .success, "\(run.standardOutput)")
        #expect(run.standardOutput == "0 errors, 0 warnings in 4 clones\n")
    }

    /// A tvOS clone whose two apps share an identifier with another brand's still collides with that brand's tvOS
    /// app, and only that one is named: the iOS app sharing the identifier too is another platform.
    @Test func twoTVOSAppsSharingAnIdentifierCollide() {
        let beta = "Xcode/tvOS/Play Beta TV.xcconfig"
        let changed = FixtureRepository.read(Self.fixture, beta) + "BU__BUNDLE_IDENTIFIER = com.example.alpha.player\n"
        let collision = { (identifier: String, role: String) -> String in
            "Xcode/Shared/Common.xcconfig:1:1: error: bundle identifier '\(identifier)' of Play-Beta-TV in \(role) is "
                + "also used by Play-Alpha-TV; every clone needs its own [duplicate_bundle_identifier]"
        }
        let expected = [
            collision("com.example.alpha.player", "Release"), collision("com.example.alpha.player.debug", "Debug"),
        ]
        #expect(Self.findings(changing: [beta: changed]).map(String.init) == expected)
    }

    /// A tvOS app naming an icon its catalog lacks is told to add brand assets, which is what a tvOS icon is.
    @Test func aMissingTVOSIconIsToBeAddedAsBrandAssets() {
        let changed = FixtureRepository.read(
            Self.fixture, Self.tvSettings, replacing: "= App Icon & Top Shelf Image", with: "= Brand Mark")
        let findings = Self.findings(changing: [Self.tvSettings: changed])
        let expected: String =
            "Xcode/Shared/Targets/tvOS/Application.xcconfig:3:1: error: app icon set 'Brand Mark' is not in "
            + "TV Application/Resources/Alpha/AlphaAssets.xcassets; add 'Brand Mark.brandassets' or fix "
            + "ASSETCATALOG_COMPILER_APPICON_NAME (the catalogs have 'App Icon & Top Shelf Image') [missing_app_icon]"
        #expect(findings.count == 2)
        #expect(findings.first.map(String.init) == expected)
    }

    /// A layer of the tvOS icon whose image file is gone fails the build, as an icon set's missing image does.
    @Test func aTVOSIconLayerWithoutItsImageIsReported() {
        let layer =
            "TV Application/Resources/Alpha/AlphaAssets.xcassets/App Icon & Top Shelf Image.brandassets/"
            + "App Icon.imagestack/Front.imagestacklayer/Content.imageset/"
        let expected: String =
            "\(layer)Contents.json:3:5: error: app icon image 'front-400.png' does not exist in the icon set; add the "
            + "file or remove the entry [missing_app_icon]"
        #expect(Self.findings(changing: [layer + "front-400.png": nil]).map(String.init) == [expected])
    }

    /// `release plan` checks a tvOS clone as `validate` does: its identifier is its iOS app's, and it is released.
    @Test func aTVOSCloneIsReleasedUnderItsIOSAppsIdentifier() {
        let run = Self.run(["release", "plan", "--format", "json", "Play-Alpha-TV/1.1.0/13"])
        #expect(run.status == .success, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("\"bundleIdentifier\": \"com.example.alpha.player\""), "\(run.standardOutput)")
    }
}

/// Two targets whose configurations read one shared line (babylon's app and its Light copy) are told so, at the other
/// clone's scheme action that picks the configuration, and what to change: the note had neither a place nor a
/// reason, then pointed at the scheme's first line.
@Suite struct SharedLineCollisionNoteTests {
    @Test func theNoteSaysBothReadTheLineAndPointsAtTheOther() {
        let beta = "Xcode/tvOS/Play Beta TV.xcconfig"
        let changed =
            FixtureRepository.read(TVAppTests.fixture, beta) + "BU__BUNDLE_IDENTIFIER = com.example.alpha.player\n"
        let lines = TVAppTests.run(["validate"], changing: [beta: changed]).standardOutput.split(separator: "\n")
        guard let finding = lines.firstIndex(where: { $0.contains("[duplicate_bundle_identifier]") }) else {
            Issue.record("no collision: \(lines)")
            return
        }
        #expect(
            lines[finding + 1]
                == "Play.xcodeproj/xcshareddata/xcschemes/Play Alpha TV.xcscheme:49:4: note: Play-Alpha-TV takes it from "
                + "the same line, which both clones' configurations read; give each clone its identifier from a file "
                + "or build setting of its own")
    }
}

/// A project's targets are evaluated for the SDK their `SDKROOT` names, as Xcode builds them: a tvOS target's
/// `[sdk=appletvos*]` settings apply, an iOS target's `[sdk=iphoneos*]` ones do; `--sdk` still binds every target.
@Suite struct TargetSDKConditionTests {
    static let common = "Xcode/Shared/Common.xcconfig"

    static func show(_ clone: String, _ options: [String] = []) -> CapturedRun {
        let changed =
            FixtureRepository.read(TVAppTests.fixture, common)
            + "BU__PRODUCT_NAME[sdk=appletvos*] = $(inherited) for TV\n"
        return TVAppTests.run(["show", clone] + options, changing: [common: changed])
    }

    @Test func aTVOSTargetTakesItsSDKsSettings() {
        let tv = Self.show("Play-Alpha-TV")
        #expect(tv.status == .success, "\(tv.standardError)")
        #expect(tv.standardOutput.hasPrefix("Play-Alpha-TV: Play Alpha for TV (Release)"), "\(tv.standardOutput)")
        let phone = Self.show("Play-Alpha")
        #expect(phone.standardOutput.hasPrefix("Play-Alpha: Play Alpha (Release)"), "\(phone.standardOutput)")
        let changed =
            FixtureRepository.read(TVAppTests.fixture, Self.common)
            + "BU__PRODUCT_NAME[sdk=appletvos*] = $(inherited) for TV\n"
        for (options, name) in [([], "Play Alpha for TV"), (["--sdk", "iphoneos"], "Play Alpha")] {
            let settings = TVAppTests.run(["settings", "Play-Alpha-TV"] + options, changing: [Self.common: changed])
            #expect(
                settings.standardOutput.contains("PRODUCT_NAME = \(name)\n"), "\(options): \(settings.standardOutput)")
        }
    }
}
