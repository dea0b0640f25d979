import BrandsCLI
import Support
import Testing

/// `brands new` from a clone whose target compiles code no other clone's does (rn-base's
/// `GreenMonkeys/RCTWhiteLabelConfig.m`): the duplicated target compiles it too, and a step says to give the copy its
/// own.
@Suite struct NewCloneOwnSourcesTests {
    /// TargetPerBrand with AcmePro compiling `AcmePro/ProConfig.swift` beside the `Acme/AppDelegate.swift` every app
    /// target compiles.
    static func workspace() -> InMemoryWritableFileSystem {
        let project = "Acme.xcodeproj/project.pbxproj"
        let written = FixtureRepository.acmeProject(
            adding: "AcmePro/ProConfig.swift", fileType: "sourcecode.swift", as: "02",
            beside: "F7F130DF5E533431183CB3DD /* AppDelegate.swift in Sources */")
        return FixtureRepository.load(
            "TargetPerBrand", changing: [project: written, "AcmePro/ProConfig.swift": "let brand = \"Pro\"\n"])
    }

    @Test func codeOnlyTheSourcesTargetCompilesIsNamed() {
        let fileSystem = Self.workspace()
        let run = FixtureRepository.run(["new", "Gamma", "--from", "AcmePro"], on: fileSystem)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "in target 'Gamma', compile Gamma's own code in place of AcmePro's: the copy of target 'AcmePro' "
                    + "compiles 'AcmePro/ProConfig.swift', which no other clone's target does\n"),
            "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("Acme/AppDelegate.swift'"), "shared code is no brand's own")
    }

    /// Every source the target compiles is shared: nothing to replace.
    @Test func sharedCodeAloneNeedsNoStep() {
        let run = FixtureRepository.run(
            ["new", "Gamma", "--from", "AcmePro"], on: FixtureRepository.load("TargetPerBrand"))
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(!run.standardOutput.contains("own code"), "\(run.standardOutput)")
    }
}
