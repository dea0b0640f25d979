import BrandKit
import Testing

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("api_base_url", "apiBaseURL"),
        ("clone_identifier", "cloneIdentifier"),
        ("breaking_news_push", "breakingNewsPush"),
        ("paywall", "paywall"),
        ("user_id", "userID"),
        ("URL_scheme", "urlScheme"),
        ("MAX", "max"),
        ("apiBaseURL", "apiBaseURL"),
        ("dark-mode.v2", "darkModeV2"),
        ("  spaced  out ", "spacedOut"),
        ("3d_touch", "_3dTouch"),
        ("2fa", "_2fa"),
        ("default", "`default`"),
        ("in", "`in`"),
        ("true", "`true`"),
        ("self", "self_"),
        ("init", "init_"),
        ("Type", "type"),
        ("größe", "grosse"),
        ("café_crème", "cafeCreme"),
        ("naïve", "naive"),
        ("日本_edition", "edition"),
    ])
    func lowerCamelCase(name: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelCase(name) == expected)
    }

    @Test(arguments: ["", "___", "—", "日本", "🙂"])
    func namesWithoutLettersOrDigitsHaveNoIdentifier(name: String) {
        #expect(SwiftIdentifier.lowerCamelCase(name) == nil)
        #expect(SwiftIdentifier.upperCamelCase(name) == nil)
    }

    @Test(arguments: [
        ("default_language", "DefaultLanguage"),
        ("api_base_url", "APIBaseURL"),
        ("self", "Self_"),
        ("protocol", "Protocol_"),
        ("type", "Type_"),
        ("3d", "_3d"),
    ])
    func upperCamelCase(name: String, expected: String) {
        #expect(SwiftIdentifier.upperCamelCase(name) == expected)
    }

    @Test func bareRemovesBackticksOnly() {
        #expect(SwiftIdentifier.bare("`default`") == "default")
        #expect(SwiftIdentifier.bare("self_") == "self_")
    }

    @Test(arguments: [("NWD", "CLONE_NWD"), ("klar", "CLONE_klar"), ("a-b.c", "CLONE_a_b_c"), ("Ü1", "CLONE__1")])
    func cloneConditions(id: String, expected: String) {
        #expect(SwiftIdentifier.cloneCondition(id) == expected)
    }

    @Test(arguments: [("Debug", "DEBUG"), ("Release", "RELEASE"), ("App Store", "APP_STORE"), ("beta-2", "BETA_2")])
    func configurationConditions(name: String, expected: String) {
        #expect(SwiftIdentifier.configurationCondition(name) == expected)
    }
}
