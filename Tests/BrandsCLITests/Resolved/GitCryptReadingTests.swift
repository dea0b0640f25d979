import BrandsCLI
import Foundation
import Support
import Testing

/// Files git-crypt keeps encrypted until `git-crypt unlock` are said to be so, once each, rather than parsed as text.
@Suite struct GitCryptReadingTests {
    /// The start of a file git-crypt encrypted: its header, then bytes that are neither text nor UTF-8
    /// (javazone-ios-app's `JavaZone/EnvConfig.xcconfig` before `git-crypt unlock`).
    static let encrypted: [UInt8] =
        Array("\u{0}GITCRYPT\u{0}".utf8) + [
            0x1F, 0x75, 0x70, 0xEF, 0xFF, 0xD0, 0xFF, 0x32, 0x1B, 0xD6, 0x23, 0x23, 0x63, 0x3C, 0x40, 0x20, 0x0A, 0x63,
            0x20, 0x34, 0xA6, 0x88, 0xF2,
        ]

    /// TargetPerBrand with the files at `paths` (relative) encrypted.
    static func repository(encrypting paths: [String]) -> InMemoryWritableFileSystem {
        var files = FixtureRepository.load("TargetPerBrand").snapshot
        for path in paths { files.write(encrypted, to: Path.join(FixtureRepository.root, path)) }
        return InMemoryWritableFileSystem(files)
    }

    /// An encrypted base xcconfig was a NUL-byte error, a syntax error and an encoding error, none saying why.
    @Test func anEncryptedXCConfigIsOneFindingSayingSo() {
        let run = FixtureRepository.run(["validate"], on: Self.repository(encrypting: ["Configs/AcmePro.xcconfig"]))
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.contains(
                "Configs/AcmePro.xcconfig:1:1: error: could not read 'AcmePro.xcconfig': git-crypt keeps it encrypted; "
                    + "run 'git-crypt unlock' before brands, as Xcode cannot read it either [xcconfig_unreadable]\n"),
            "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("[xcconfig_syntax]"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("[xcconfig_encoding]"), "\(run.standardOutput)")
    }

    /// An encrypted Info.plist is unreadable, not a property list with syntax errors.
    @Test func anEncryptedInfoPlistIsUnreadable() {
        let run = FixtureRepository.run(["validate"], on: Self.repository(encrypting: ["AcmePro/AcmePro.plist"]))
        #expect(
            run.standardOutput.contains(
                "AcmePro/AcmePro.plist:1:1: error: cannot read 'AcmePro.plist': git-crypt keeps it encrypted; run "
                    + "'git-crypt unlock' before brands, as Xcode cannot read it either [file_unreadable]\n"),
            "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("[plist_"), "\(run.standardOutput)")
    }

    /// `settings` reads the xcconfig files again, through the project's levels or the file alone, and says so too,
    /// once (`settings <clone>` has what the workspace's reader found as well).
    @Test(arguments: [
        ["settings", "AcmePro"], ["settings", "--scheme", "AcmePro"],
        ["settings", "--file", "Configs/AcmePro.xcconfig"],
    ])
    func settingsSaysAnEncryptedXCConfigIsEncrypted(arguments: [String]) {
        let run = FixtureRepository.run(arguments, on: Self.repository(encrypting: ["Configs/AcmePro.xcconfig"]))
        #expect(run.status == .failure)
        let finding =
            "Configs/AcmePro.xcconfig:1:1: error: could not read 'AcmePro.xcconfig': git-crypt keeps it encrypted; "
            + "run 'git-crypt unlock' before brands, as Xcode cannot read it either [xcconfig_unreadable]\n"
        #expect(run.standardError.components(separatedBy: finding).count == 2, "\(run.standardError)")
        #expect(!run.standardError.contains("[xcconfig_syntax]"), "\(run.standardError)")
        #expect(!run.standardError.contains("[xcconfig_encoding]"), "\(run.standardError)")
    }

    /// What an encrypted xcconfig file may define is unknown, as what a missing one defines is: a setting set nowhere
    /// else is said to be perhaps its (javazone-ios-app's `$(PARTNER_URL)`), and no near miss is offered for it.
    @Test func whatAnEncryptedXCConfigMayDefineIsSaidSo() {
        let run = FixtureRepository.run(["validate"], on: Self.repository(encrypting: ["Configs/AcmePro.xcconfig"]))
        #expect(
            run.standardOutput.contains(
                "AcmePro/AcmePro.plist:6:2: error: $(AG_PRODUCT) is not defined by any build setting in Debug and "
                    + "Release (git-crypt keeps Configs/AcmePro.xcconfig encrypted; if that file defines it, run "
                    + "'git-crypt unlock' first) [undefined_info_plist_variable]\n"),
            "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains(
                "so the app has no bundle identifier; set it (git-crypt keeps Configs/AcmePro.xcconfig encrypted; if "
                    + "that file defines it, run 'git-crypt unlock' first) [invalid_build_setting_value]\n"),
            "\(run.standardOutput)")
    }
}
