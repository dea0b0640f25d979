import BrandKit
import Support
import Testing
import XCConfig

/// The manifest's `rules` settings as the ``Validator`` applies them: severities, "off", scoping to clones,
/// and checks of the settings themselves.
@Suite struct RuleSettingTests {
    /// The baseline with an unknown key in both clones' config.json and a syntax error in the shared
    /// Base.xcconfig, plus `manifest` as brands.json when given.
    static func findings(manifest: String?, extra: [String: String] = [:]) -> [String] {
        var files = ExampleWorkspace.files
        for clone in ["ALPHA", "BETA"] {
            files["Brands/\(clone)/config.json"] = ExampleWorkspace.config(clone)
                .replacingOccurrences(
                    of: "{\n  \"clone_identifier\"", with: "{\n  \"x_extra\": 1,\n  \"clone_identifier\"")
        }
        files["Configs/Base.xcconfig"] = ExampleWorkspace.baseXCConfig + "BROKEN LINE\n"
        if let manifest { files["brands.json"] = manifest }
        files.merge(extra) { $1 }
        let workspace = ExampleLoader.load(files)
        return Validator().validate(workspace, today: RuleExampleTests.today).map {
            "\(Path.relative($0.location.file, to: ExampleWorkspace.root)):\($0.location.line) \($0.severity) \($0.rule)"
        }
    }

    static let defaults = [
        "Brands/ALPHA/config.json:2 error unknown_key", "Brands/BETA/config.json:2 error unknown_key",
        "Configs/Base.xcconfig:6 error xcconfig_syntax",
    ]

    @Test func withoutSettingsEveryRuleHasItsDefaultSeverity() {
        #expect(Self.findings(manifest: nil) == Self.defaults)
        #expect(Self.findings(manifest: "{}") == Self.defaults)
    }

    @Test(arguments: [
        (
            #"{ "rules": { "unknown_key": "warning" } }"#,
            [
                "Brands/ALPHA/config.json:2 warning unknown_key", "Brands/BETA/config.json:2 warning unknown_key",
                "Configs/Base.xcconfig:6 error xcconfig_syntax",
            ]
        ),
        (#"{ "rules": { "unknown_key": "off" } }"#, ["Configs/Base.xcconfig:6 error xcconfig_syntax"]),
        (
            #"{ "rules": { "unknown_key": { "severity": "off", "clones": ["ALPHA"], "reason": "migrating" } } }"#,
            ["Brands/BETA/config.json:2 error unknown_key", "Configs/Base.xcconfig:6 error xcconfig_syntax"]
        ),
        (
            #"{ "rules": { "unknown_key": { "severity": "note", "clones": ["BETA"] } } }"#,
            [
                "Brands/ALPHA/config.json:2 error unknown_key", "Brands/BETA/config.json:2 note unknown_key",
                "Configs/Base.xcconfig:6 error xcconfig_syntax",
            ]
        ),
        // A shared file changes only when every clone reading it is in scope.
        (#"{ "rules": { "xcconfig_syntax": { "severity": "off", "clones": ["ALPHA"] } } }"#, defaults),
        (
            #"{ "rules": { "xcconfig_syntax": { "severity": "warning", "clones": ["ALPHA", "BETA"] } } }"#,
            [
                "Brands/ALPHA/config.json:2 error unknown_key", "Brands/BETA/config.json:2 error unknown_key",
                "Configs/Base.xcconfig:6 warning xcconfig_syntax",
            ]
        ),
    ])
    func settingsChangeOrDropFindings(manifest: String, expected: [String]) {
        #expect(Self.findings(manifest: manifest) == expected)
    }

    @Test func theLastMatchingSettingWins() {
        let manifest = """
            { "rules": {
              "unknown_key": "off",
              "unknown_key": { "severity": "warning", "clones": ["BETA"] }
            } }
            """
        #expect(
            Self.findings(manifest: manifest) == [
                "Brands/BETA/config.json:2 warning unknown_key", "Configs/Base.xcconfig:6 error xcconfig_syntax",
                "brands.json:3 error json_duplicate_key",
            ])
    }

    @Test func readingRulesCanBeTunedToo() {
        let findings = Self.findings(
            manifest: #"{ "rules": { "json_byte_order_mark": "error", "xcconfig_syntax": "off" } }"#,
            extra: ["Brands/BETA/custom_fonts.plist": "\u{FEFF}" + ExampleWorkspace.fontsPlist])
        #expect(findings.contains("Brands/BETA/custom_fonts.plist:1 warning plist_byte_order_mark"))
        #expect(!findings.contains { $0.hasSuffix("xcconfig_syntax") })
        let strict = Self.findings(
            manifest: #"{ "rules": { "json_byte_order_mark": "error" } }"#,
            extra: ["Brands/BETA/config.json": "\u{FEFF}" + ExampleWorkspace.config("BETA")])
        #expect(strict.contains("Brands/BETA/config.json:1 error json_byte_order_mark"))
    }

    @Test func unknownRulesAndClonesInTheSettingsAreReported() {
        let findings = Self.findings(
            manifest: """
                {
                  "rules": {
                    "unknown_kye": "off",
                    "insufficient_contrast": { "severity": "off", "clones": ["ALHPA"] }
                  }
                }
                """)
        #expect(
            findings.filter { $0.hasPrefix("brands.json") } == [
                "brands.json:3 error manifest_invalid", "brands.json:4 warning manifest_invalid",
            ])
        let workspace = ExampleLoader.load(
            ExampleWorkspace.files.merging(["brands.json": #"{ "rules": { "unknown_kye": "off" } }"#]) { $1 })
        let messages = Validator().validate(workspace, today: RuleExampleTests.today).map(\.message)
        #expect(messages == ["unknown rule 'unknown_kye'; did you mean 'unknown_key'?"])
    }

    @Test func releaseCheckIDsAreValidSettings() throws {
        let id = try #require(ReleasePlanner.Check.summaries.first?.id)
        let workspace = ExampleLoader.load(
            ExampleWorkspace.files.merging(["brands.json": "{ \"rules\": { \"\(id)\": \"warning\" } }"]) { $1 })
        #expect(Validator().validate(workspace, today: RuleExampleTests.today) == [])
    }
}
