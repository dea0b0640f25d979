import BrandKit
import BrandsCLI
import Testing

/// Typed build settings on the sample: a version the App Store refuses is reported where it is set, and no release
/// is planned for it.
@Suite struct BuildSettingValueTests {
    static let beta: [String: String?] = [
        "Configs/SBT-Debug.xcconfig": SampleWorkspace.read(
            "Configs/SBT-Debug.xcconfig", replacing: "MARKETING_VERSION = 5.4.1", with: "MARKETING_VERSION = 5.4.1-beta"
        )
    ]

    @Test func aBetaVersionIsReportedOnceWhereItIsSet() {
        let run = SampleWorkspace.run(["validate", "SBT"], changing: Self.beta)
        #expect(run.status == .failure)
        #expect(
            run.standardOutput == """
                Configs/SBT-Debug.xcconfig:19:1: error: build setting MARKETING_VERSION: '5.4.1-beta' is not one to three period-separated non-negative integers such as 5.4.1, as the App Store requires: it has '1-beta', which is not a non-negative integer [invalid_build_setting_value]
                1 error, 0 warnings in 1 clone

                """)
    }

    @Test func noTagIsProposedThatWouldBeRefused() {
        let run = SampleWorkspace.run(["release", "plan", "sbt/5.4.1/300"], changing: Self.beta)
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains("[invalid_build_setting_value]"))
        #expect(run.standardOutput.contains("[release_clone_invalid]"))
        #expect(
            run.standardOutput.contains(
                "<arguments>:1:5: error: tag 'sbt/5.4.1/300' cannot match SBT's MARKETING_VERSION in Release, '5.4.1-beta', which is not one to three period-separated non-negative integers; change MARKETING_VERSION to a version such as 5.4.1 [release_version_mismatch]"
            ), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("tag 'sbt/5.4.1-beta"))
    }
}
