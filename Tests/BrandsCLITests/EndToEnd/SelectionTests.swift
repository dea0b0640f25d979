import BrandKit
import BrandsCLI
import Support
import Testing
import XCConfig

/// Selecting clones and configurations: each is checked once however it is spelt, and collisions with clones
/// left out of the selection are still found.
@Suite struct SelectionTests {
    /// SBT's Release bundle identifier set to NWD's.
    static let collision: [String: String?] = [
        "Configs/SBT-Release.xcconfig": SampleWorkspace.read(
            "Configs/SBT-Release.xcconfig", replacing: "de.suedbayern-tagblatt.app", with: "de.nordwestdaily.news")
    ]

    @Test(arguments: [
        (["validate", "NWD", "-c", "Debug", "-c", "Debug"], "1 clone"),
        (["validate", "-c", "Release", "-c", "release"], "5 clones"),
        (["validate", "NWD", "nwd"], "1 clone"),
        (["validate", "NWD", "nwd", "SBT", "-c", "Debug", "-c", "debug", "-c", "Release"], "2 clones"),
    ])
    func repeatedNamesAreCheckedOnce(arguments: [String], scope: String) {
        let run = SampleWorkspace.run(arguments, changing: [:])
        #expect(run.status == .success, "\(run.standardOutput)")
        #expect(run.standardOutput == "0 errors, 0 warnings in \(scope)\n")
    }

    @Test(arguments: [["SBT"], ["sbt", "-c", "Release"], ["NWD"], ["NWD", "SBT"], []])
    func aCollisionWithAnUnselectedCloneIsReported(selection: [String]) {
        let run = SampleWorkspace.run(["validate"] + selection, changing: Self.collision)
        #expect(run.status == .failure)
        let findings = run.standardOutput.split(separator: "\n").filter { $0.contains("[duplicate_bundle_identifier]") }
        #expect(findings.count == 1, "\(run.standardOutput)")
        let reportedAtNWD = selection == ["NWD"]
        let expected =
            reportedAtNWD
            ? "Configs/NWD-Release.xcconfig:10:1: error: "
                + DuplicateBundleIdentifierRule.message(
                    identifier: "de.nordwestdaily.news", clone: "NWD", configuration: "Release", others: ["SBT"])
            : "Configs/SBT-Release.xcconfig:10:1: error: "
                + DuplicateBundleIdentifierRule.message(
                    identifier: "de.nordwestdaily.news", clone: "SBT", configuration: "Release", others: ["NWD"])
        #expect(findings.first.map(String.init) == expected + " [duplicate_bundle_identifier]")
    }

    @Test func aCollisionInAnotherConfigurationIsNotReported() {
        let run = SampleWorkspace.run(["validate", "SBT", "-c", "Debug"], changing: Self.collision)
        #expect(run.status == .success, "\(run.standardOutput)")
    }

    @Test(arguments: ["sbt/5.4.1/300", "nwd/6.0.0/2"])
    func noReleaseIsPlannedForACloneThatCollides(tag: String) {
        let run = SampleWorkspace.run(["release", "plan", tag], changing: Self.collision)
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains("[duplicate_bundle_identifier]"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[release_clone_invalid]"))
        #expect(run.standardOutput.hasSuffix("0 of 1 tag planned; 2 errors, 0 warnings\n"))
    }

    @Test func otherClonesStillRelease() {
        let run = SampleWorkspace.run(["release", "plan", "rvg/7.1.0/1044"], changing: Self.collision)
        #expect(run.status == .success, "\(run.standardOutput)")
    }
}
