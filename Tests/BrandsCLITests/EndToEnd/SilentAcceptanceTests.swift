import BrandKit
import BrandsCLI
import Testing

/// Mistakes that used to pass `brands validate` silently, each on a copy of the sample.
@Suite struct SilentAcceptanceTests {
    static func validate(_ changes: [String: String?], _ arguments: [String] = []) -> CapturedRun {
        SampleWorkspace.run(["validate"] + arguments, changing: changes)
    }

    @Test(arguments: [
        ("Releas", "did you mean 'Release'?"), ("release", "did you mean 'Release'?"),
        ("Staging", "the configurations are Debug, Release"),
    ])
    func aConditionOnAConfigurationNoCloneHasIsReported(pattern: String, advice: String) {
        let base =
            SampleWorkspace.read("Configs/Base.xcconfig") + "SWIFT_COMPILATION_MODE[config=\(pattern)] = wholemodule\n"
        let line = base.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let run = Self.validate(["Configs/Base.xcconfig": base], ["NWD"])
        #expect(run.status == .success)
        #expect(
            run.standardOutput == "Configs/Base.xcconfig:\(line):23: warning: condition [config=\(pattern)] matches no "
                + "configuration, so the assignment never applies; \(advice) [unknown_configuration_condition]\n"
                + "0 errors, 1 warning in 1 clone\n")
    }
}
