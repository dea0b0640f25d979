import BrandFormats
import BrandKit
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// What the flag hygiene and contrast findings say and where they point, beyond "it reports".
@Suite struct FlagAndThemeRuleTests {
    static let textColorPath = "Brands/ALPHA/Assets.xcassets/TextColor.colorset/Contents.json"

    static func findings(
        _ rule: any Rule.Type, changing files: [String: String], configurations: [String]? = nil
    ) -> [Diagnostic] {
        let workspace = ExampleLoader.load(ExampleWorkspace.files.merging(files) { $1 })
        return Validator(rules: [rule]).validate(
            workspace, configurations: configurations, today: RuleExampleTests.today)
    }

    static func contrastMessage(_ foreground: String, _ background: String, _ ratio: Double, _ appearance: String)
        -> String
    {
        ContrastRule.message(
            pair: ContrastPair(foreground: "text", background: "background", minimumRatio: 4.5),
            foreground: RGBAColor(hex: foreground) ?? RGBAColor(red: 0, green: 0, blue: 0),
            background: RGBAColor(hex: background) ?? RGBAColor(red: 0, green: 0, blue: 0), ratio: ratio,
            appearance: appearance, clone: "ALPHA")
    }

    @Test func contrastNamesBothColoursAndTheRatioInEachAppearance() {
        let findings = Self.findings(
            ContrastRule.self,
            changing: [
                Self.textColorPath: ExampleWorkspace.colorSet(light: (0xAA, 0xAA, 0xAA), dark: (0x30, 0x30, 0x30))
            ]
        )
        #expect(
            findings.map(\.message) == [
                "text #AAAAAA on background #FFFFFF has a contrast of 2.32:1 in ALPHA's light appearance; at least 4.5:1 is needed",
                "text #303030 on background #000000 has a contrast of 1.59:1 in ALPHA's dark appearance; at least 4.5:1 is needed",
            ])
        #expect(findings.first?.message == Self.contrastMessage("#AAAAAA", "#FFFFFF", 2.32, "light"))
        // Each finding points at its own appearance's colour entry.
        #expect(findings.map(\.location.line) == [3, 10])
        #expect(findings.allSatisfy { $0.location.file.hasSuffix(Self.textColorPath) })
    }

    @Test func aRatioJustUnderTheMinimumIsNotShownRoundedUpToIt() {
        // #647B7D on white is 4.4956:1; printed with two decimals it would read 4.50:1.
        let findings = Self.findings(
            ContrastRule.self,
            changing: [
                Self.textColorPath: ExampleWorkspace.colorSet(light: (0x64, 0x7B, 0x7D), dark: (0xF2, 0xF2, 0xF7))
            ]
        )
        #expect(findings.map(\.message) == [Self.contrastMessage("#647B7D", "#FFFFFF", 4.49, "light")])
        #expect(findings.first?.message.contains("4.49:1") == true)
    }

    @Test func expiredFlagNamesItsOwnerAndDay() {
        let schema = Schema.builtInJSON.replacingFirstOccurrence("\"2027-06-30\"", with: "\"2026-01-31\"")
        let findings = Self.findings(ExpiredFlagRule.self, changing: ["Brands/schema.json": schema])
        #expect(
            findings.map(\.message) == [
                "feature flag 'experimental_reader' expired on 2026-01-31 (owner: apps); remove it from the registry and the code, or extend its expiry"
            ])
        #expect(findings.first?.severity == .warning)
    }

    /// BETA turns podcasts on and ALPHA too, except in Debug.
    static let podcastsOnExceptInAlphaDebug = [
        "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirstOccurrence(
            "\"paywall\": true,", with: "\"paywall\": true, \"podcasts\": true,"
        ).replacingFirstOccurrence(
            "\"theme\"", with: "\"overrides\": { \"Debug\": { \"features\": { \"podcasts\": false } } },\n  \"theme\"")
    ]

    @Test func aFlagIsOnlyConstantWhenEveryConfigurationIsChecked() {
        // In Release alone podcasts is on everywhere, but Debug turns it off: not a candidate for removal.
        #expect(Self.findings(ConstantFlagRule.self, changing: Self.podcastsOnExceptInAlphaDebug) == [])
        #expect(
            Self.findings(
                ConstantFlagRule.self, changing: Self.podcastsOnExceptInAlphaDebug, configurations: ["Release"]) == [])
    }

    @Test func aConstantFlagSaysItsValue() {
        let files = [
            "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirstOccurrence(
                "\"paywall\": true,", with: "\"paywall\": true, \"podcasts\": true,")
        ]
        let findings = Self.findings(ConstantFlagRule.self, changing: files)
        #expect(
            findings.map(\.message) == [
                "feature flag 'podcasts' is true in every clone and configuration; consider removing it"
            ])
        #expect(findings.first?.severity == .note)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    fileprivate func replacingFirstOccurrence(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
