import BrandKit
import BrandsCLI
import Foundation
import Testing

@Suite struct DiffCommandTests {
    @Test(arguments: [
        (["diff", "NWD", "SBT"], "diff/NWD-SBT.txt"),
        (["diff", "NWD", "SBT", "--format", "json"], "diff/NWD-SBT.json"),
        (["diff", "NWD", "SBT", "--format", "markdown"], "diff/NWD-SBT.md"),
        (["diff", "NWD", "--configuration", "Debug", "--against", "Release"], "diff/NWD-Debug-Release.txt"),
        (["diff", "NWD", "-c", "Debug", "--against", "Release", "--format", "markdown"], "diff/NWD-Debug-Release.md"),
        (["diff", "NWD", "-c", "Debug", "--against", "Release", "--format", "json"], "diff/NWD-Debug-Release.json"),
        (["diff", "HBC", "RVG", "--only", "flags", "--only", "theme"], "diff/HBC-RVG-flags-theme.txt"),
    ])
    func matchesGoldenFile(arguments: [String], golden: String) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == .success)
        #expect(run.standardError == "")
        GoldenFile.expectMatches(run.standardOutput, golden)
    }

    /// Every difference between NWD and SBT in Release, worked out by reading their files.
    static let nwdVersusSBT = [
        // The identity, as `show` gives it; both share team 7QK4XW2M9R. The settings and the config.json field it is
        // read from (PRODUCT_BUNDLE_IDENTIFIER, APP_DISPLAY_NAME, MARKETING_VERSION, CURRENT_PROJECT_VERSION,
        // api_base_url) are listed once, as identity.
        "identity displayName", "identity bundleIdentifier", "identity version", "identity build",
        "identity apiBaseURL",
        // Configs/*-Debug.xcconfig and *-Release.xcconfig; both share AppIcon.
        "settings CLONE_IDENTIFIER", "settings INFOPLIST_FILE",
        // config.json features; no Release overrides.
        "flags podcasts", "flags live_ticker", "flags comments", "flags max_free_articles",
        // Every colour set differs in both appearances; link follows accent; every font differs.
        "theme color.primary", "theme color.primary.dark", "theme color.secondary", "theme color.secondary.dark",
        "theme color.accent", "theme color.accent.dark", "theme color.background", "theme color.background.dark",
        "theme color.text", "theme color.text.dark", "theme color.link", "theme color.link.dark",
        "theme font.headline", "theme font.body", "theme font.caption",
        // Info.plist after expansion (PRODUCT_NAME is the target, the clone id; the project's built-in settings give
        // EXECUTABLE_NAME) and the bundled fonts; the keys the identity is read from (CFBundleDisplayName,
        // CFBundleIdentifier, CFBundleShortVersionString, CFBundleVersion) are listed once, as identity.
        "plist BrandIdentifier", "plist CFBundleExecutable", "plist CFBundleName", "plist UIAppFonts",
        // config.json fields; both are German.
        "config clone_identifier", "config analytics_key", "config support_email",
        "config article_cache_days",
    ]

    @Test func nwdAndSBTDifferInExactlyTheValuesTheirFilesDifferIn() throws {
        let run = SampleWorkspace.run(["diff", "NWD", "SBT", "--format", "json"])
        let document = SampleWorkspace.object(run.standardOutput)
        let differences = try #require(document["differences"] as? [[String: Any]])
        let keys = differences.map { "\($0["category"] as? String ?? "") \($0["key"] as? String ?? "")" }
        #expect(keys == Self.nwdVersusSBT)
        #expect(differences.allSatisfy { $0["change"] as? String == "changed" })
        #expect(document["version"] as? Int == 1)
        let podcasts = try #require(differences.first { $0["key"] as? String == "podcasts" })
        let line = try #require(SampleWorkspace.line(of: "\"podcasts\"", in: "Brands/NWD/config.json"))
        #expect(
            (podcasts["left"] as? [String: String]) == ["value": "true", "source": "Brands/NWD/config.json:\(line)"])
        #expect((podcasts["right"] as? [String: String]) == ["value": "false", "source": "default"])
    }

    /// A key the identity shows is left out on both sides, also when on one side it is written as a literal and on
    /// the other through a setting (SideStore's `CFBundleShortVersionString` is `$(MARKETING_VERSION)`, AltBackup's
    /// `1.0`: the plist row said AltBackup had none).
    @Test func aKeyTheIdentityShowsIsLeftOutOnBothSides() throws {
        let plist = ExampleWorkspace.infoPlist.replacingOccurrences(of: "$(MARKETING_VERSION)", with: "9.9")
        #expect(plist != ExampleWorkspace.infoPlist)
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: ["Brands/BETA/Info.plist": plist])
        let run = WorkspaceRun(
            ["diff", "ALPHA", "BETA", "--format", "json"], fileSystem: fileSystem,
            currentDirectory: ExampleWorkspace.root)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let differences = try #require(document["differences"] as? [[String: Any]])
        let version = differences.filter { ($0["key"] as? String)?.contains("ersion") == true }
        #expect(version.map { "\($0["category"] ?? "") \($0["key"] ?? "")" } == ["identity version"], "\(version)")
        #expect(version.first?["change"] as? String == "changed")
    }

    /// A repository without a schema requires no build settings: the identity is what tells two of its clones apart
    /// (radixdlt/babylon-wallet-ios's flavours were "no differences" though their bundle identifiers differ).
    @Test func clonesOfARepositoryWithoutASchemaDifferInTheirIdentity() throws {
        let run = FixtureRepository.run(
            ["diff", "AcmeApp", "AcmePro", "--format", "json"], on: FixtureRepository.load("TargetPerBrand"))
        #expect(run.status == .success, "\(run.standardError)")
        let document = SampleWorkspace.object(run.standardOutput)
        let differences = try #require(document["differences"] as? [[String: Any]])
        let identity = differences.filter { $0["category"] as? String == "identity" }
        #expect(identity.compactMap { $0["key"] as? String } == ["displayName", "bundleIdentifier"])
        let bundle = try #require(identity.last)
        #expect((bundle["left"] as? [String: String])?["value"] == "com.example.acme")
        #expect((bundle["right"] as? [String: String])?["value"] == "com.example.acme.pro")
        // Only the identity's category asked for: the rest are left out; the settings alone keep their rows.
        let only = FixtureRepository.run(
            ["diff", "AcmeApp", "AcmePro", "--only", "identity"], on: FixtureRepository.load("TargetPerBrand"))
        #expect(
            only.standardOutput.hasPrefix("AcmeApp vs AcmePro in Release: 2 differences\n"), "\(only.standardOutput)")
        let settings = SampleWorkspace.run(["diff", "NWD", "SBT", "--only", "settings"])
        #expect(settings.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER"), "\(settings.standardOutput)")
    }

    /// Two values alike for more than a table cell are shown from a little before where they differ.
    ///
    /// Cut at the cell's width, both sides read the same (coffeecard's URL types differ in their last characters).
    /// Long keys are whole.
    @Test func valuesAlikePastTheCellWidthShowWhereTheyDiffer() {
        let common = "api.example.com/v2/tenants/newsroom/regional/editions/weekday/"
        let key = "VERY_LONG_SETTING_NAME_THAT_SAYS_WHAT_IT_IS_FOR_IN_MANY_WORDS_ABOUT_IT"
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
            "Configs/ALPHA-Release.xcconfig":
                "#include \"ALPHA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
                + "APP_DISPLAY_NAME = ALPHA\n\(key) = \(common)alpha-morning\n",
            "Configs/BETA-Release.xcconfig":
                "#include \"BETA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.beta\n"
                + "APP_DISPLAY_NAME = BETA\n\(key) = \(common)beta-evening\n",
        ])
        let run = WorkspaceRun(
            ["diff", "ALPHA", "BETA", "--only", "settings", "--all-settings"], fileSystem: fileSystem,
            currentDirectory: ExampleWorkspace.root)
        #expect(run.status == .success, "\(run.standardError)")
        #expect(run.standardOutput.contains(key + "  "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("alpha-morning"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("beta-evening"), "\(run.standardOutput)")
    }

    /// A value set to nothing shows as `""`, as `brands show` has it, not as a blank cell beside its source.
    ///
    /// A key set nowhere stays `(not set)`; JSON tells the two apart already (`""` and `null`).
    @Test func anEmptyValueIsShownAsEmptyQuotesAndAMissingOneAsNotSet() throws {
        let plist = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "\t<key>UIAppFonts</key>",
            with: "\t<key>SupportPage</key>\n\t<string></string>\n\t<key>UIAppFonts</key>")
        #expect(plist != ExampleWorkspace.infoPlist)
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
            "Configs/ALPHA-Release.xcconfig":
                "#include \"ALPHA-Debug.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\n"
                + "APP_DISPLAY_NAME = ALPHA\nDEVELOPMENT_TEAM =\n",
            "Brands/ALPHA/Info.plist": plist,
        ])
        let arguments = ["diff", "ALPHA", "BETA", "--only", "identity", "--only", "plist"]
        let run = WorkspaceRun(arguments, fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        #expect(run.status == .success, "\(run.standardError)")
        let rows = run.standardOutput.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        for row in [
            "team ALPHA \"\" Configs/ALPHA-Release.xcconfig:4", "BETA ABCDE12341 Configs/BETA-Debug.xcconfig:7",
            "plist SupportPage ALPHA \"\" Brands/ALPHA/Info.plist:16", "BETA (not set)",
        ] {
            #expect(rows.contains(row), "\(run.standardOutput)")
        }
        let show = WorkspaceRun(["show", "ALPHA"], fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        #expect(show.standardOutput.contains("team               \"\""), "\(show.standardOutput)")
        let json = WorkspaceRun(
            arguments + ["--format", "json"], fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        let differences = try #require(SampleWorkspace.object(json.standardOutput)["differences"] as? [[String: Any]])
        let page = try #require(differences.first { $0["key"] as? String == "SupportPage" })
        #expect((page["left"] as? [String: String])?["value"] == "")
        #expect(page["right"] is NSNull)
    }

    @Test func allSettingsComparesEverySetting() throws {
        let required = SampleWorkspace.run(["diff", "NWD", "SBT", "--only", "settings", "--format", "json"])
        let all = SampleWorkspace.run([
            "diff", "NWD", "SBT", "--only", "settings", "--all-settings", "--format", "json",
        ])
        let keys = { (text: String) in
            (SampleWorkspace.object(text)["differences"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        }
        #expect(!keys(required.standardOutput).contains("API_HOST"))
        #expect(keys(all.standardOutput).contains("API_HOST"))
        #expect(keys(all.standardOutput).contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS"))
        // The build system's built-ins (paths on this machine, names from the target) are no setting the repository
        // assigns, which `settings NWD` does not list either.
        for builtIn in ["DERIVED_FILE_DIR", "EXECUTABLE_NAME", "TARGET_NAME", "CONFIGURATION"] {
            #expect(!keys(all.standardOutput).contains(builtIn), "\(builtIn)")
        }
        #expect(!all.standardOutput.contains("<built-in>"))
    }

    @Test(arguments: [
        (["diff", "NWD", "SBT", "--exit-code"], BrandsCLI.ExitStatus.failure),
        (["diff", "NWD", "SBT"], .success),
        (["diff", "NWD", "NWD", "--exit-code"], .success),
        (["diff", "NWD", "-c", "Release", "--against", "Release", "--exit-code"], .success),
        (["diff", "NWD", "-c", "Debug", "--against", "Release", "--only", "theme", "--exit-code"], .success),
        (["diff", "NWD", "-c", "Debug", "--against", "Release", "--only", "flags", "--exit-code"], .failure),
    ])
    func exitCodeReportsDifferences(arguments: [String], status: BrandsCLI.ExitStatus) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == status)
        #expect(run.standardError == "")
    }

    /// With `--exit-code`, errors in the files read are 2, as `git diff` has it; without it, 1 as in every command.
    ///
    /// 1 says the sides differ, so a script tells "they differ" from "the comparison cannot be trusted"
    /// (home-assistant's App-Release scheme names a configuration the project lacks).
    @Test(arguments: [
        (["--exit-code"], BrandsCLI.ExitStatus.troubleComparing), ([], .failure),
        (["--exit-code", "--only", "flags"], .troubleComparing),
    ])
    func errorsInWhatWasReadAreNoDifference(options: [String], status: BrandsCLI.ExitStatus) {
        let fileSystem = WorkspaceRun.exampleFileSystem(changing: [
            "Configs/ALPHA-Release.xcconfig":
                "#include \"ALPHA-Debug.xcconfig\"\n#include \"Missing.xcconfig\"\n"
                + "PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha\nAPP_DISPLAY_NAME = ALPHA\n"
        ])
        let run = WorkspaceRun(
            ["diff", "ALPHA", "ALPHA"] + options, fileSystem: fileSystem, currentDirectory: ExampleWorkspace.root)
        #expect(run.status == status, "\(run.standardError)")
        #expect(run.status.rawValue == (options.isEmpty ? 1 : 2))
        #expect(run.standardError.contains("could not find included file 'Missing.xcconfig'"), "\(run.standardError)")
        #expect(run.standardOutput.contains("no differences"), "\(run.standardOutput)")
    }

    @Test func noDifferencesSaysSo() {
        let run = SampleWorkspace.run(["diff", "NWD", "NWD", "--only", "flags"])
        #expect(run.standardOutput == "NWD vs NWD in Release: no differences\n")
    }

    @Test(arguments: [
        (["diff", "NWD", "SBX"], "error: unknown clone 'SBX'; did you mean 'SBT'?"),
        (["diff", "NWD"], "error: give a second clone, or --against <configuration>"),
        (
            ["diff", "NWD", "--against", "Debgu"],
            "error: unknown configuration 'Debgu'; did you mean 'Debug'? (in --against)"
        ),
        (["diff", "NWD", "SBT", "--only", "flag"], "error: invalid value 'flag' for '--only'; did you mean 'flags'?"),
        (["diff", "NWD", "SBT", "--format", "csv"], "error: invalid value 'csv' for '--format'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
    }
}
