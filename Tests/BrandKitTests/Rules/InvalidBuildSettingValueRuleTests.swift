import BrandFormats
import BrandKit
import Support
import Testing

/// `invalid_build_setting_value` on a version or build written in an Info.plist.
@Suite struct InvalidBuildSettingValueRuleTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 30)

    /// ALPHA's Info.plist preprocessed with a prefix header that is not there, writing its version as the macro
    /// the header would define (OnionBrowser's `OBBundleShortVersionString`, from the git-ignored
    /// `OnionBrowser/version.h` a build script writes).
    static func missingHeaderFiles() throws -> [String: String] {
        var files = RuleExample.baseline.resolvedFiles
        for configuration in ["Debug", "Release"] {
            let path = "Configs/ALPHA-\(configuration).xcconfig"
            let xcconfig = try #require(files[path])
            files[path] = xcconfig + "INFOPLIST_PREPROCESS = YES\nINFOPLIST_PREFIX_HEADER = Brands/ALPHA/version.h\n"
        }
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "<string>$(MARKETING_VERSION)</string>", with: "<string>OBBundleShortVersionString</string>")
        return files
    }

    static func versionFindings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: RuleRegistry.all).validate(ExampleLoader.load(files), today: today).filter {
            $0.rule == "invalid_build_setting_value" && $0.location.file.hasSuffix("Brands/ALPHA/Info.plist")
        }
    }

    /// The macro is no version, but the reason is the missing header: the message names it, as a missing include is
    /// named for a setting nothing defines.
    @Test func aMacroOfAMissingPrefixHeaderNamesTheHeader() throws {
        let findings = Self.versionFindings(try Self.missingHeaderFiles())
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let message = try #require(findings.first?.message)
        #expect(message.hasPrefix("CFBundleShortVersionString: 'OBBundleShortVersionString' is not "))
        #expect(
            message.hasSuffix(
                " (the prefix header Brands/ALPHA/version.h the Info.plist is preprocessed with (INFOPLIST_PREFIX_HEADER)"
                    + " does not exist; if it defines OBBundleShortVersionString, create it first)"))
        #expect(findings.first?.notes.isEmpty == true)
    }

    /// A header git ignores is written by something in the repository, which the note says.
    @Test func anIgnoredPrefixHeaderSaysWhatWritesIt() throws {
        var files = try Self.missingHeaderFiles()
        files[".gitignore"] = "build/\nBrands/ALPHA/version.h\n"
        let finding = Self.versionFindings(files).first
        #expect(
            finding?.notes.map(\.message) == [
                "git ignores 'Brands/ALPHA/version.h' (here), so something in the repository writes it: run that first"
            ])
        #expect(finding?.notes.first?.location?.line == 2)
    }

    /// With the header there, a word it does not define is a plain bad version, with nothing more to say.
    @Test func aWordThePresentHeaderDoesNotDefineIsAPlainFinding() throws {
        var files = try Self.missingHeaderFiles()
        files["Brands/ALPHA/version.h"] = "#define OTHER 1\n"
        let findings = Self.versionFindings(files)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("prefix header") == false)
    }
}
