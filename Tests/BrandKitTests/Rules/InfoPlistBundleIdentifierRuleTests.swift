import BrandKit
import Support
import Testing

/// An Info.plist whose `CFBundleIdentifier` adds to `PRODUCT_BUNDLE_IDENTIFIER` (WOM Pocket's
/// `$(PRODUCT_BUNDLE_IDENTIFIER)$(BUNDLE_SUFFIX)`, `.dev` in development) ships an identifier the provisioning profile
/// was not chosen for; Xcode warns.
@Suite struct InfoPlistBundleIdentifierRuleTests {
    static func findings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: [InfoPlistBundleIdentifierRule.self]).validate(
            ExampleLoader.load(files), today: RuleExampleTests.today)
    }

    @Test func anIdentifierBesidesTheSettingIsAWarningWhereItIsWritten() {
        var files = ExampleWorkspace.files
        files["Brands/ALPHA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "$(PRODUCT_BUNDLE_IDENTIFIER)$(BUNDLE_SUFFIX)")
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "BUNDLE_SUFFIX = .dev\n"
        let findings = Self.findings(files)
        // Release includes Debug's xcconfig: both add the suffix, to different identifiers.
        #expect(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.severity == .warning && $0.location.line == 10 })
        #expect(
            findings.first?.message
                == "CFBundleIdentifier 'com.example.alpha.debug.dev' ('$(PRODUCT_BUNDLE_IDENTIFIER)$(BUNDLE_SUFFIX)') is "
                + "not PRODUCT_BUNDLE_IDENTIFIER 'com.example.alpha.debug' of ALPHA in Debug; Xcode warns that they "
                + "must be the same, as the provisioning profile is chosen for PRODUCT_BUNDLE_IDENTIFIER: give "
                + "PRODUCT_BUNDLE_IDENTIFIER the identifier and write '$(PRODUCT_BUNDLE_IDENTIFIER)' in the Info.plist")
    }

    /// A literal is not repeated (cwa-app-ios's `Info_Debug.plist` writes `de.rki.coronawarnapp-dev`).
    @Test func aLiteralIsShownOnce() {
        #expect(
            InfoPlistBundleIdentifierRule.message(value: "a.dev", written: "a.dev", setting: "a", owner: "X in Debug")
                .hasPrefix("CFBundleIdentifier 'a.dev' is not PRODUCT_BUNDLE_IDENTIFIER 'a' of X in Debug; "))
    }

    @Test func theSameValueHoweverWrittenIsNoFinding() {
        // The sample's `$(PRODUCT_BUNDLE_IDENTIFIER)`, and a literal equal to the setting.
        #expect(Self.findings(ExampleWorkspace.files).isEmpty)
        var files = ExampleWorkspace.files
        files["Brands/BETA/Info.plist"] = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "com.example.beta")
        files["Configs/BETA-Debug.xcconfig"] = files["Configs/BETA-Debug.xcconfig"]?.replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.beta.debug",
            with: "PRODUCT_BUNDLE_IDENTIFIER = com.example.beta")
        #expect(Self.findings(files).isEmpty, "\(Self.findings(files).map(\.message))")
    }
}
