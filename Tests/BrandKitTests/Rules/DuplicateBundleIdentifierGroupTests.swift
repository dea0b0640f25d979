import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// Clones that take one identifier from one line are one finding there, naming them all.
@Suite struct DuplicateBundleIdentifierGroupTests {
    /// Three clones reading one line are one finding, naming the two that must change.
    ///
    /// Three Teacher schemes of nmint8m/projecttargetscheme archive one configuration, whose identifier is written
    /// once: two findings on one line said the same thing.
    @Test func threeClonesOnOneLineAreOneFinding() {
        var files = ExampleWorkspace.files.merging(ExampleWorkspace.cloneFiles("GAMMA", hostIndex: 2)) { $1 }
        files["Configs/Shared-Release.xcconfig"] = "PRODUCT_BUNDLE_IDENTIFIER = com.example.shared\n"
        for id in ["ALPHA", "BETA", "GAMMA"] {
            files["Configs/\(id)-Release.xcconfig"] =
                "#include \"\(id)-Debug.xcconfig\"\n#include \"Shared-Release.xcconfig\"\nAPP_DISPLAY_NAME = \(id)\n"
        }
        let findings = Validator(rules: [DuplicateBundleIdentifierRule.self]).validate(
            ExampleLoader.load(files), today: CalendarDay(year: 2026, month: 11, day: 28))
        #expect(
            findings.map(\.message) == [
                "bundle identifier 'com.example.shared' of BETA and GAMMA in Release is also used by ALPHA; every "
                    + "clone needs its own"
            ])
        #expect(findings.map { Path.lastComponent(of: $0.location.file) } == ["Shared-Release.xcconfig"])
    }
}
