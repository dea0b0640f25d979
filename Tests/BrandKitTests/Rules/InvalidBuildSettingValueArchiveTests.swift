import BrandFormats
import BrandKit
import Support
import Testing

/// `invalid_build_setting_value` holds versions and build numbers to the App Store's rules only in the configurations
/// a clone's scheme archives: App Store Connect sees nothing else.
@Suite struct InvalidBuildSettingValueArchiveTests {
    /// The example workspace (with its project and schemes, or as folders) whose ALPHA makes its version as
    /// playsrg-apple does: `$(MARKETING_VERSION)$(MARKETING_VERSION_SUFFIX)` in the Info.plist, the suffix `-debug`
    /// set for `Debug` only (`3.9.12-debug`), and `build` for the build number in `Debug`.
    static func debugSuffixed(project: Bool, changing changes: [String: String] = [:]) throws -> [String: String] {
        var files = RuleExample(project: project).resolvedFiles
        let debug = "Configs/ALPHA-Debug.xcconfig"
        files[debug] =
            try #require(files[debug])
            + "BUNDLE_SHORT_VERSION = $(MARKETING_VERSION)$(MARKETING_VERSION_SUFFIX)\n"
            + "MARKETING_VERSION_SUFFIX[config=Debug] = -debug\nCURRENT_PROJECT_VERSION[config=Debug] = build\n"
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "<string>$(MARKETING_VERSION)</string>", with: "<string>$(BUNDLE_SHORT_VERSION)</string>")
        for (path, text) in changes { files[path] = text }
        return files
    }

    /// The findings of the rule about ALPHA's version and build.
    static func findings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: RuleRegistry.all).validate(
            ExampleLoader.load(files), today: CalendarDay(year: 2026, month: 11, day: 30)
        )
        .filter {
            $0.rule == "invalid_build_setting_value"
                && ($0.message.contains("'1.0.0-debug'") || $0.message.contains("'build'"))
        }
    }

    /// The schemes run `Debug` and archive `Release`: Xcode builds `1.0.0-debug`, and no archive has it.
    @Test func aVersionOfAConfigurationTheSchemeDoesNotArchiveIsNoFinding() throws {
        let files = try Self.debugSuffixed(project: true)
        #expect(Self.findings(files) == [])
        // The same values in the configuration the scheme archives are refused.
        let archived = try Self.debugSuffixed(
            project: true,
            changing: [
                ExampleWorkspace.schemeFile("ALPHA"): ExampleWorkspace.scheme("ALPHA").replacingOccurrences(
                    of: "<ArchiveAction buildConfiguration = \"Release\"",
                    with: "<ArchiveAction buildConfiguration = \"Debug\"")
            ])
        let messages = Self.findings(archived).map(\.message)
        #expect(messages.contains { $0.hasPrefix("CFBundleShortVersionString: '1.0.0-debug' is not ") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("build setting CURRENT_PROJECT_VERSION: 'build' is not ") })
    }

    /// Folders say nothing of what is archived: every configuration is checked, as before.
    @Test func aCloneWithoutASchemeHasEveryConfigurationChecked() throws {
        let messages = Self.findings(try Self.debugSuffixed(project: false)).map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("CFBundleShortVersionString: '1.0.0-debug' is not ") })
    }

    /// A scheme clone's configurations know whether the scheme archives them; a folder's do not.
    @Test func theDefinitionSaysWhatTheSchemeArchives() throws {
        let project = ExampleLoader.load(try Self.debugSuffixed(project: true))
        let alpha = try #require(project.clone("ALPHA"))
        #expect(alpha.configurations.map(\.definition.isArchived) == [false, true])
        let folders = ExampleLoader.load(try Self.debugSuffixed(project: false))
        #expect(try #require(folders.clone("ALPHA")).configurations.map(\.definition.isArchived) == [nil, nil])
    }
}
