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

    /// ALPHA's Debug bundle identifier built from `APP_ID`, beside an include that finds no file (a CocoaPods
    /// `Pods-*.xcconfig` before `pod install`); `APP_ID` is `assignment` when given.
    static func emptyBundleIdentifierFindings(assigning assignment: String?) throws -> [Diagnostic] {
        var files = RuleExample.baseline.resolvedFiles
        let path = "Configs/ALPHA-Debug.xcconfig"
        files[path] = try #require(files[path]).replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.alpha.debug",
            with: "PRODUCT_BUNDLE_IDENTIFIER = $(APP_ID)\n" + (assignment.map { $0 + "\n" } ?? "")
                + "#include \"Pods/Pods-ALPHA.debug.xcconfig\"")
        // Without a schema, which would require the setting (`missing_build_setting`).
        files["brands.json"] = "{ \"version\": 1, \"schema\": null }\n"
        return Validator(rules: RuleRegistry.all).validate(ExampleLoader.load(files), today: today).filter {
            $0.rule == "invalid_build_setting_value" && $0.message.contains("PRODUCT_BUNDLE_IDENTIFIER is empty")
        }
    }

    /// An identifier that is empty because a setting is assigned empty (Orbot's `APP_BUNDLE_ID[config=Debug] =`, for
    /// each developer to fill in) is traced to that line alone: no missing file is blamed, as for other settings.
    @Test func anIdentifierSetEmptyBlamesNoMissingFile() throws {
        let findings = try Self.emptyBundleIdentifierFindings(assigning: "APP_ID[config=Debug] =")
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings.first?.message == InvalidBuildSettingValueRule.emptyBundleIdentifier(written: "$(APP_ID)"))
        #expect(findings.first?.notes.map(\.message) == ["'APP_ID' is set empty"])
    }

    /// One set nowhere may be set by the missing file, which the message names.
    @Test func anIdentifierSetNowhereNamesTheMissingFile() throws {
        let findings = try Self.emptyBundleIdentifierFindings(assigning: nil)
        #expect(findings.count == 1, "\(findings.map(\.message))")
        #expect(
            findings.first?.message.hasSuffix(
                "(the include at Configs/ALPHA-Debug.xcconfig:4 finds no file; if that file defines it, create it "
                    + "first)") == true, "\(findings.map(\.message))")
    }
}
