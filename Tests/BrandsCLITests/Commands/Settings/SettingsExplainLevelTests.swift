import BrandsCLI
import Support
import Testing

/// `settings <clone> --explain` names the level of an assignment that is in the explanation twice.
@Suite struct SettingsExplainLevelTests {
    /// TargetPerBrand with `Configs/Acme.xcconfig` the base configuration of the project as well as of the target.
    static func twice() -> InMemoryWritableFileSystem { FixtureRepository.acmeBasedProject() }

    /// track_flow's `ios/Release.xcconfig` is both: its line was printed twice, alike, with nothing to tell them apart.
    @Test func aFileOfTwoLevelsIsNamedByLevel() {
        let run = FixtureRepository.run(["settings", "AcmeApp", "--explain", "ACME_BUNDLE_ID"], on: Self.twice())
        #expect(run.status == .success, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  Configs/Acme.xcconfig:3:1") }
        #expect(
            lines == [
                "  Configs/Acme.xcconfig:3:1 (target xcconfig Configs/Acme.xcconfig): ACME_BUNDLE_ID = com.example.acme",
                "  Configs/Acme.xcconfig:3:1 (project xcconfig Configs/Acme.xcconfig): ACME_BUNDLE_ID = com.example.acme",
            ], "\(run.standardOutput)")
        let json = FixtureRepository.run(
            ["settings", "AcmeApp", "--explain", "ACME_BUNDLE_ID", "--format", "json"], on: Self.twice())
        #expect(
            json.standardOutput.contains("\"level\": \"project xcconfig Configs/Acme.xcconfig\""),
            "\(json.standardOutput)")
        // Where each assignment is in the explanation once, the lines stay as they were.
        let once = FixtureRepository.run(
            ["settings", "AcmeApp", "--explain", "ACME_BUNDLE_ID"], on: FixtureRepository.load("TargetPerBrand"))
        #expect(once.standardOutput.contains("  Configs/Acme.xcconfig:3:1: ACME_BUNDLE_ID = com.example.acme\n"))
    }
}
