import BrandFormats
import BrandKit
import BrandsCLI
import Testing

/// `overrides` in `config.json`: checked against the schema and the configurations, and applied field by field.
@Suite struct OverrideTests {
    static let nwd = "Brands/NWD/config.json"
    static let sbt = "Brands/SBT/config.json"

    /// NWD's config.json with its `"Debug": {` override entry replaced by `entry`.
    static func nwdOverriding(_ entry: String) -> [String: String?] {
        [nwd: SampleWorkspace.read(nwd, replacing: "\"Debug\": {", with: entry)]
    }

    static func validate(_ changes: [String: String?], _ arguments: [String] = []) -> CapturedRun {
        SampleWorkspace.run(["validate"] + arguments, changing: changes)
    }

    @Test(arguments: [
        (
            "\"Debgu\": {",
            "Brands/NWD/config.json:25:5: error: "
                + UnknownConfigKeyRule.unknownConfiguration("Debgu", known: ["Debug", "Release"]) + " [unknown_key]"
        ),
        (
            "\"Debug\": { \"api_base_ulr\": \"https://x.example\",",
            "Brands/NWD/config.json:25:16: error: unknown key 'api_base_ulr' in overrides.Debug; did you mean 'api_base_url'? [unknown_key]"
        ),
        (
            "\"Debug\": { \"article_cache_days\": \"3\",",
            "Brands/NWD/config.json:25:38: error: field 'article_cache_days' in overrides.Debug must be a whole number, not a string [wrong_type]"
        ),
        (
            "\"Debug\": { \"default_language\": \"dee\",",
            "Brands/NWD/config.json:25:36: error: field 'default_language' in overrides.Debug: 'dee' is not one of de, en, fr, it; did you mean 'de'? [invalid_value]"
        ),
        (
            "\"Release\": 3, \"Debug\": {",
            "Brands/NWD/config.json:25:16: error: 'overrides.Release' must be an object, not a number [wrong_type]"
        ),
        (
            "\"Debug\": { \"theme\": {},",
            "Brands/NWD/config.json:25:16: error: "
                + UnsupportedOverrideRule.message(key: "theme", reason: Schema.notOverridable[1].reason)
                + " [unsupported_override]"
        ),
    ])
    func aMistakeInAnOverrideIsReported(entry: String, finding: String) {
        let run = Self.validate(Self.nwdOverriding(entry))
        #expect(run.status == .failure)
        #expect(run.standardOutput == finding + "\n1 error, 0 warnings in 5 clones\n")
    }

    @Test func overridesThatAreNotAnObjectAreReported() {
        let text = SampleWorkspace.read(Self.sbt, replacing: "\"theme\"", with: "\"overrides\": [],\n  \"theme\"")
        let run = Self.validate([Self.sbt: text])
        #expect(
            run.standardOutput
                == "Brands/SBT/config.json:16:16: error: 'overrides' must be an object, not an array [wrong_type]\n"
                + "1 error, 0 warnings in 5 clones\n")
    }

    @Test func aFieldOverrideAppliesInItsConfigurationOnly() {
        let changes = Self.nwdOverriding("\"Debug\": { \"article_cache_days\": 2,")
        #expect(Self.validate(changes).status == .success)
        let debug = SampleWorkspace.object(
            SampleWorkspace.run(["show", "NWD", "-c", "Debug", "--format", "json"], changing: changes).standardOutput)
        let release = SampleWorkspace.object(
            SampleWorkspace.run(["show", "NWD", "--format", "json"], changing: changes).standardOutput)
        let debugDays = (debug["config"] as? [String: Any])?["article_cache_days"] as? [String: Any]
        let releaseDays = (release["config"] as? [String: Any])?["article_cache_days"] as? [String: Any]
        #expect(debugDays?["value"] as? Int == 2)
        #expect(debugDays?["source"] as? String == "Brands/NWD/config.json:25")
        #expect(releaseDays?["value"] as? Int == 7)
        #expect(releaseDays?["source"] as? String == "Brands/NWD/config.json:7")
    }

    /// The advice for an http URL in Release can be followed, and following it validates clean.
    @Test func theInsecureURLAdviceWorks() {
        let http = "http://api.suedbayern-tagblatt.example/mobile/v2"
        let broken = SampleWorkspace.read(Self.sbt, replacing: "https://api.suedbayern", with: "http://api.suedbayern")
        let run = Self.validate([Self.sbt: broken])
        #expect(
            run.standardOutput == "Brands/SBT/config.json:3:19: error: "
                + InsecureURLRule.message(
                    url: http, what: "'api_base_url'", configuration: "Release",
                    alternative: InsecureURLRule.overrideAlternative(field: "api_base_url", configuration: "Debug"))
                + " [insecure_url_in_release]\n1 error, 0 warnings in 5 clones\n")
        #expect(run.standardOutput.contains("or set it under overrides.Debug.api_base_url to use it in Debug only"))

        let followed = SampleWorkspace.read(
            Self.sbt, replacing: "\"theme\"",
            with: "\"overrides\": { \"Debug\": { \"api_base_url\": \"\(http)\" } },\n  \"theme\"")
        #expect(Self.validate([Self.sbt: followed]).standardOutput == "0 errors, 0 warnings in 5 clones\n")
        let show = SampleWorkspace.run(
            ["show", "SBT", "-c", "Debug", "--format", "json"], changing: [Self.sbt: followed])
        let api = (SampleWorkspace.object(show.standardOutput)["api"] as? [String: Any])?["baseURL"] as? [String: Any]
        #expect(api?["value"] as? String == http)
        #expect(api?["source"] as? String == "Brands/SBT/config.json:16")
    }
}
