import BrandsCLI
import Foundation
import Support
import Testing

/// A scheme action's configuration that the project has and the scheme's target does not.
///
/// flutter_flavorizr can leave a flavour's configurations (`Release-dev`) at the project level only (its issue 363):
/// Xcode then builds `Runner` with the target settings of its default configuration, `Release`, so every flavour
/// ships Runner's bundle identifier, and brands reported only the shared identifier, in a configuration 'Release'
/// that no scheme names (sample_flutter_flavorizr).
@Suite struct SchemeTargetConfigurationTests {
    /// TargetPerBrand with a `Staging` configuration in the project's list and, when `inTarget`, in target Acme's;
    /// scheme AcmeApp archives in it.
    static func repository(inTarget: Bool) -> InMemoryWritableFileSystem {
        let project = FixtureRepository.acmeProjectWithStaging(inTarget: inTarget)
        let scheme = "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"
        return FixtureRepository.load(
            "TargetPerBrand",
            changing: [
                "Acme.xcodeproj/project.pbxproj": project,
                scheme: FixtureRepository.read(
                    "TargetPerBrand", scheme, replacing: "<ArchiveAction\n      buildConfiguration = \"Release\"",
                    with: "<ArchiveAction\n      buildConfiguration = \"Staging\""),
            ])
    }

    @Test func anArchiveConfigurationTheTargetLacksIsReported() {
        let run = FixtureRepository.run(["validate"], on: Self.repository(inTarget: false))
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.contains(
                "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme:49:4: error: the archive action of scheme "
                    + "'AcmeApp' uses configuration 'Staging', which project 'Acme' has but target 'Acme' does not; "
                    + "Xcode builds the target with the settings of its 'Release' configuration instead "
                    + "[xcode_scheme_configuration]\n"),
            "\(run.standardOutput)")
        // With the configuration in the target's list too, nothing is said.
        let both = FixtureRepository.run(["validate"], on: Self.repository(inTarget: true))
        #expect(!both.standardOutput.contains("xcode_scheme_configuration"), "\(both.standardOutput)")
    }
}
