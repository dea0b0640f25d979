import BrandsCLI
import Foundation
import Testing

/// A reference no setting defines in an Info.plist that two scheme clones share is one finding.
///
/// The beta scheme of ChannelXCConfigs builds both roles in its configuration `Beta`: the finding names the Xcode
/// configurations it was found in, since they are not the roles' own names.
@Suite struct SharedInfoPlistTests {
    /// A reference only a configuration the clone does not build defines is left empty on purpose.
    ///
    /// home-assistant's `BUNDLE_ID_SUFFIX` is `.dev` in Debug alone, and its Release scheme builds both roles in
    /// Release. One defined nowhere is still reported.
    @Test func aReferenceAnotherConfigurationOfTheTargetDefinesIsNoFinding() {
        // A suffix left empty is a value; a value that is nothing but the reference is none (duckduckgo's
        // `$(AppIdentifierPrefix)$(VAULT_APP_GROUP)`, set for Alpha alone, signs the team prefix alone in Release).
        let plist = FixtureRepository.read(
            "ChannelXCConfigs", "News/Info.plist", replacing: "${MARKETING_VERSION}",
            with: "$(MARKETING_VERSION)$(DEBUG_SUFFIX)$(NOWHERE)"
        ).replacingOccurrences(
            of: "</dict>", with: "\t<key>Group</key>\n\t<string>$(AppIdentifierPrefix)$(DEBUG_SUFFIX)</string>\n</dict>"
        )
        let debug = FixtureRepository.read("ChannelXCConfigs", "Config/News.debug.xcconfig") + "DEBUG_SUFFIX = -dev\n"
        let run = FixtureRepository.run(
            ["validate"],
            on: FixtureRepository.load(
                "ChannelXCConfigs", changing: ["News/Info.plist": plist, "Config/News.debug.xcconfig": debug]))
        let findings = run.standardOutput.split(separator: "\n").filter {
            $0.contains("[undefined_info_plist_variable]")
        }
        #expect(findings.count == 2, "\(run.standardOutput)")
        #expect(findings.contains { $0.contains("$(NOWHERE)") }, "\(run.standardOutput)")
        #expect(
            findings.contains { $0.contains("$(DEBUG_SUFFIX) is not defined") && $0.contains("configuration 'Beta'") },
            "\(run.standardOutput)")
    }

    @Test func anUndefinedReferenceNamesTheConfigurationsItIsUndefinedIn() {
        let plist = FixtureRepository.read(
            "ChannelXCConfigs", "News/Info.plist", replacing: "${MARKETING_VERSION}", with: "$(NEWS_CHANNEL_TITLE)")
        let run = FixtureRepository.run(
            ["validate", "--format", "text"],
            on: FixtureRepository.load("ChannelXCConfigs", changing: ["News/Info.plist": plist]))
        #expect(run.status == .failure)
        let line =
            FixtureRepository.line(of: "NEWS_CHANNEL_TITLE", in: "ChannelXCConfigs", "News/Info.plist")
            ?? FixtureRepository.line(of: "${MARKETING_VERSION}", in: "ChannelXCConfigs", "News/Info.plist") ?? 0
        let findings = run.standardOutput.split(separator: "\n").filter {
            $0.contains("[undefined_info_plist_variable]")
        }
        #expect(
            findings == [
                "News/Info.plist:\(line):2: error: $(NEWS_CHANNEL_TITLE) is not defined by any build setting in Debug "
                    + "and Release (configurations 'Debug', 'Release', 'Beta') [undefined_info_plist_variable]"
            ], "\(run.standardOutput)")
    }

    /// ivpn's Info.plist reads settings from a base xcconfig the repository ignores (each developer writes their
    /// own): every reference it defines is undefined in a fresh clone, which the finding says, instead of suggesting
    /// a setting of a similar name.
    @Test func anUndefinedReferenceNamesTheBaseConfigurationThatDoesNotExist() {
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("TargetPerBrand", changing: ["Configs/AcmePro.xcconfig": nil]))
        #expect(run.status == .failure)
        let line = { (text: String) in
            FixtureRepository.line(of: text, in: "TargetPerBrand", "AcmePro/AcmePro.plist") ?? 0
        }
        // One finding for the three references the missing file may define, the others in its note.
        #expect(
            run.standardOutput.contains(
                "AcmePro/AcmePro.plist:\(line("$(AG_PRODUCT)")):2: error: $(AG_PRODUCT) is not defined by any build "
                    + "setting in Debug and Release (the base configuration file Configs/AcmePro.xcconfig does not "
                    + "exist; if that file defines it, create it first) [undefined_info_plist_variable]\n"
                    + "AcmePro/AcmePro.plist:\(line("$(AG_PRODUCT)")):2: note: and 2 more references in this file that the missing files may define: $(AG_VERSION) (line "
                    + "\(line("$(AG_VERSION)"))) and $(AG_BUILD) (line \(line("$(AG_BUILD)")))\n"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.components(separatedBy: "[undefined_info_plist_variable]").count == 2)
    }
}

/// Paths in messages are relative to the repository's root, as the findings' locations are, also for a project in a
/// subfolder, whose folder is the source root its includes fall back to.
@Suite struct ProjectInSubfolderMessageTests {
    @Test func theFoldersSearchedForAMissingIncludeAreNamedFromTheRoot() throws {
        let fixture = FixtureRepository.folder.appendingPathComponent("ChannelXCConfigs")
        let files = FileManager.default.enumerator(atPath: fixture.path)?.compactMap { $0 as? String } ?? []
        var changes: [String: String?] = [:]
        for file in files {
            var isFolder: ObjCBool = false
            guard
                FileManager.default.fileExists(
                    atPath: fixture.appendingPathComponent(file).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            changes[file] = String?.none
            changes["ios/" + file] = FixtureRepository.read("ChannelXCConfigs", file)
        }
        changes["ios/Config/News.release.xcconfig"] =
            FixtureRepository.read("ChannelXCConfigs", "Config/News.release.xcconfig")
            + "#include \"Local/Keys.xcconfig\"\n"
        let run = FixtureRepository.run(
            ["validate", "--root", FixtureRepository.root],
            on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
        #expect(
            run.standardOutput.contains("ios/Config/News.release.xcconfig:"),
            "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput.contains("note: looked for 'Local/Keys.xcconfig' in 'ios/Config', 'ios'; "),
            "\(run.standardOutput)")
        // `settings` of the project or of a scheme shows the levels' problems with their paths from the same root.
        for arguments in [
            ["--project", "ios/News.xcodeproj", "--configuration", "Release"], ["--scheme", "News"],
            ["News", "--root", FixtureRepository.root],
        ] {
            let settings = FixtureRepository.run(
                ["settings"] + arguments, on: FixtureRepository.load("ChannelXCConfigs", changing: changes))
            #expect(
                settings.standardError.contains(
                    "ios/Config/News.release.xcconfig:4:1: error: could not find included file 'Local/Keys.xcconfig'"),
                "\(arguments): \(settings.standardError)")
            #expect(
                settings.standardError.contains("note: looked for 'Local/Keys.xcconfig' in 'ios/Config', 'ios'; "),
                "\(arguments): \(settings.standardError)")
        }
    }
}

/// Two schemes archiving one target in one configuration take the bundle identifier from one line: the finding says
/// so and points at the scheme's action to change, `<ArchiveAction` (White-Labelling-Swift-App's `ClientB` archives
/// `ClientA`'s `Release`; WooCommerce Alpha's launch action pointed at the scheme's first line).
@Suite struct SharedConfigurationCollisionTests {
    @Test func theNoteNamesTheSharedConfigurationAtTheScheme() {
        let scheme = "News.xcodeproj/xcshareddata/xcschemes/News Beta.xcscheme"
        let archivingRelease = FixtureRepository.read(
            "ChannelXCConfigs", scheme,
            replacing: "<ArchiveAction\n      buildConfiguration = \"Beta\"",
            with: "<ArchiveAction\n      buildConfiguration = \"Release\"")
        let run = FixtureRepository.run(
            ["validate"], on: FixtureRepository.load("ChannelXCConfigs", changing: [scheme: archivingRelease]))
        #expect(run.status == .failure)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let finding = lines.firstIndex { $0.hasSuffix("[duplicate_bundle_identifier]") }
        #expect(finding.map { lines[$0].hasPrefix("Config/News.release.xcconfig:") } == true, "\(run.standardOutput)")
        #expect(
            finding.map { lines[$0 + 1] }
                == "\(scheme):49:4: note: News takes it from the same line: both build target 'News' in configuration "
                + "'Release'; give News-Beta's scheme a configuration of its own", "\(run.standardOutput)")
    }
}
