import BrandFormats
import Support
import Testing

@testable import BrandKit

/// Versions and build numbers as Apple's tools read them: leading zeros dropped (Luego's calendar version
/// `2026.04.02` was an error, and no release could be planned for it).
@Suite struct AppleVersionReadingTests {
    /// `xcconfig` with its `MARKETING_VERSION` line setting `version`.
    static func setting(_ version: String, in xcconfig: String) -> String {
        xcconfig.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasPrefix("MARKETING_VERSION = ") ? "MARKETING_VERSION = \(version)" : String($0)
        }.joined(separator: "\n")
    }

    @Test func leadingZerosAreDroppedFromVersionsOnly() {
        #expect(VersionNumber.droppingLeadingZeros("2026.04.02") == "2026.4.2")
        #expect(VersionNumber.droppingLeadingZeros("01.00.010") == "1.0.10")
        // Nothing to drop, or no version: nothing to read differently.
        for value in ["1.2.3", "0.1", "1..2", "1.2a", "", "v1.02", "1.02 "] {
            #expect(VersionNumber.droppingLeadingZeros(value) == nil, "\(value)")
        }
    }

    /// A leading zero alone is no finding; a value wrong otherwise still is, as it is written.
    @Test func aCalendarVersionIsValidAndOtherMistakesStayFindings() throws {
        func findings(_ version: String) throws -> [Diagnostic] {
            var files = RuleExample.baseline.resolvedFiles
            let debug = try #require(files["Configs/ALPHA-Debug.xcconfig"])
            files["Configs/ALPHA-Debug.xcconfig"] = Self.setting(version, in: debug)
            #expect(files["Configs/ALPHA-Debug.xcconfig"]?.contains(version) == true)
            return Validator(rules: [InvalidBuildSettingValueRule.self]).validate(
                ExampleLoader.load(files), today: RuleExampleTests.today)
        }
        #expect(try findings("2026.04.02").isEmpty)
        let four = try findings("2026.04.02.1")
        #expect(four.count == 1, "\(four.map(\.message))")
        #expect(four.first?.message.contains("'2026.04.02.1'") == true, "\(four.map(\.message))")
        #expect(try findings("2026.04b").count == 1)
        // Wrong otherwise, it is told what is wrong once its integers are read as Apple reads them, as written.
        let suffixed = try findings("6.04.0-beta")
        #expect(suffixed.count == 1, "\(suffixed.map(\.message))")
        #expect(
            suffixed.first?.message.hasPrefix("build setting MARKETING_VERSION: '6.04.0-beta' is not") == true
                && suffixed.first?.message.hasSuffix("it has '0-beta', which is not a non-negative integer") == true,
            "\(suffixed.map(\.message))")
    }

    /// A tag matches a project version written with leading zeros, as App Store Connect reads it.
    @Test func aReleaseIsPlannedForACalendarVersion() throws {
        var files = RuleExample.baseline.resolvedFiles
        let debug = try #require(files["Configs/ALPHA-Debug.xcconfig"])
        files["Configs/ALPHA-Debug.xcconfig"] = Self.setting("2026.04.02", in: debug)
        let planner = ReleasePlanner(workspace: ExampleLoader.load(files), today: ReleasePlannerTests.today)
        let matching = planner.plan(ReleasePlannerTests.inputs("ALPHA/2026.4.2/2"), existingTags: [])
        #expect(matching.plans.count == 1, "\(matching.diagnostics.map(\.message))")
        let other = planner.plan(ReleasePlannerTests.inputs("ALPHA/2026.4.3/2"), existingTags: [])
        #expect(other.plans.isEmpty)
        #expect(other.diagnostics.contains { $0.rule == "release_version_mismatch" })
    }
}
