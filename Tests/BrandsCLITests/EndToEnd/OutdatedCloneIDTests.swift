import BrandsCLI
import Testing

/// A manifest that names a clone by the id an earlier brands derived still names it, with a warning saying what to
/// write: `init` wrote `Mastodon--Release` (the scheme `Mastodon - Release`) into `clones.exclude`, and once runs of
/// separators became one `-` the exclusion matched nothing, so mastodon-ios's excluded schemes came back as clones
/// and failed `validate` on the bundle identifier they share.
@Suite struct OutdatedCloneIDTests {
    static let schemes = "Newsroom.xcodeproj/xcshareddata/xcschemes/"

    /// The sample with NWD's scheme renamed `NWD - Store` (the clone `NWD-Store`, once `NWD--Store`), and `manifest`.
    static func changes(manifest: String) -> [String: String?] {
        [
            schemes + "NWD.xcscheme": nil,
            schemes + "NWD - Store.xcscheme": SampleWorkspace.read(schemes + "NWD.xcscheme"),
            "brands.json": manifest,
        ]
    }

    @Test func anExclusionByTheEarlierIDStillExcludes() {
        let changes = Self.changes(manifest: "{\n  \"version\": 1,\n  \"clones\": {\"exclude\": [\"NWD--Store\"]}\n}\n")
        let list = SampleWorkspace.run(["list"], changing: changes)
        #expect(list.status == .success, "\(list.standardError)")
        #expect(!list.standardOutput.contains("NWD"), "\(list.standardOutput)")
        let validate = SampleWorkspace.run(["validate"], changing: changes)
        #expect(
            validate.standardOutput.contains(
                "brands.json:3:26: warning: 'exclude' names 'NWD--Store', the id an earlier brands gave clone "
                    + "'NWD-Store'; write 'NWD-Store' [manifest_invalid]"), "\(validate.standardOutput)")
        #expect(validate.standardOutput.hasSuffix(" in 4 clones\n"))
    }

    @Test func aRuleSettingByTheEarlierIDStillApplies() {
        let manifest =
            "{\n  \"version\": 1,\n  \"rules\": {\n    \"identifier_mismatch\": {\"clones\": [\"NWD--Store\"], "
            + "\"severity\": \"off\"}\n  }\n}\n"
        let run = SampleWorkspace.run(["validate"], changing: Self.changes(manifest: manifest))
        #expect(run.status == .success, "\(run.standardOutput)")
        #expect(
            run.standardOutput
                == "brands.json:4:5: warning: the settings of 'identifier_mismatch' name 'NWD--Store', the id an "
                + "earlier brands gave clone 'NWD-Store'; write 'NWD-Store' [manifest_invalid]\n"
                + "0 errors, 1 warning in 5 clones\n")
    }

    /// A name that gives no clone's id is still unknown.
    @Test func anotherNameIsStillUnknown() {
        let run = SampleWorkspace.run(
            ["validate"],
            changing: Self.changes(manifest: "{\n  \"version\": 1,\n  \"clones\": {\"exclude\": [\"NWD--Shop\"]}\n}\n"))
        #expect(run.standardOutput.contains("'exclude' names 'NWD--Shop', which is no clone's name or id"))
    }
}
