import BrandsCLI
import Testing

/// Files a dependency manager writes are not the repository's to fix: style findings in them are left out.
@Suite struct GeneratedFilesTests {
    static let debug = "Configs/NWD-Debug.xcconfig"
    /// What CocoaPods writes for a target: `${PODS_ROOT}` throughout.
    static let podsText =
        "PODS_ROOT = ${SRCROOT}/Pods\nFRAMEWORK_SEARCH_PATHS = $(inherited) \"${PODS_ROOT}/Firebase\"\n"

    /// NWD's Debug configuration including `file`, which holds ``podsText``.
    static func validate(including file: String) -> CapturedRun {
        SampleWorkspace.run(
            ["validate", "NWD"],
            changing: [
                debug: SampleWorkspace.read(
                    debug, replacing: "#include \"Base.xcconfig\"",
                    with: "#include \"Base.xcconfig\"\n#include \"../\(file)\""),
                file: podsText,
            ])
    }

    @Test func deprecatedReferencesInCocoaPodsFilesAreNotReported() {
        let run = Self.validate(including: "Pods/Target Support Files/Pods-NWD/Pods-NWD.debug.xcconfig")
        #expect(run.status == .success)
        #expect(run.standardOutput == "0 errors, 0 warnings in 1 clone\n", "\(run.standardOutput)")
    }

    @Test func theSameTextInTheRepositorysOwnFileIsReported() {
        let run = Self.validate(including: "Configs/Vendor/Pods-NWD.debug.xcconfig")
        #expect(run.status == .success)
        #expect(
            run.standardOutput
                == "Configs/Vendor/Pods-NWD.debug.xcconfig:1:13: warning: '${SRCROOT}' uses deprecated reference syntax; "
                + "write '$(SRCROOT)' instead [xcconfig_deprecated_reference]\n"
                + "Configs/Vendor/Pods-NWD.debug.xcconfig:2:40: warning: '${PODS_ROOT}' uses deprecated reference "
                + "syntax; write '$(PODS_ROOT)' instead [xcconfig_deprecated_reference]\n"
                + "0 errors, 2 warnings in 1 clone\n", "\(run.standardOutput)")
    }
}
