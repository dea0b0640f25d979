import BrandKit
import Testing

/// Per-brand configurations recognised by a common prefix and a role suffix.
@Suite struct ConfigurationNameGroupTests {
    @Test func brandsAreThePrefixesWithEveryRole() {
        let names = ["KlarDebug", "FocusDebug", "KlarRelease", "FocusRelease", "FocusEnterprise", "Debug", "Release"]
        let groups = ConfigurationNameGroup.find(in: names, roles: ["Debug", "Release"])
        #expect(groups.map(\.name) == ["Klar", "Focus"])
        #expect(groups.first?.configurations == ["Debug": "KlarDebug", "Release": "KlarRelease"])
    }

    @Test func separatorsAreNotPartOfTheBrand() {
        let groups = ConfigurationNameGroup.find(
            in: ["Alpha-Debug", "Alpha-Release", "Beta Debug", "Beta Release", "Debug-B"], roles: ["Debug", "Release"])
        #expect(groups.map(\.name) == ["Alpha", "Beta"])
    }

    /// Environments are as often named role first: `Debug-Staging`, `Release (Staging)`, `DebugStaging`
    /// (IOSEnvironmentSetup's `Debug (Development)` and `Release (Development)`).
    @Test func theRoleMayComeFirst() {
        let names = [
            "Debug (Development)", "Debug-Staging", "Release (Development)", "Release-Staging", "DebugProd",
            "ReleaseProd", "Debug", "Release", "Debugging", "Releases",
        ]
        let groups = ConfigurationNameGroup.find(in: names, roles: ["Debug", "Release"])
        #expect(groups.map(\.name) == ["Development", "Staging", "Prod"])
        #expect(groups.first?.configurations == ["Debug": "Debug (Development)", "Release": "Release (Development)"])
    }
}
