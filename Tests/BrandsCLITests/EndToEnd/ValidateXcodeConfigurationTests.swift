import BrandsCLI
import Support
import Testing

/// `validate -c` takes the Xcode configuration a clone builds, as `show` does: the README's build phase passes
/// `$(CONFIGURATION)`, which for per-brand configurations (`FocusDebug`) is no role, and `validate` refused it.
@Suite struct ValidateXcodeConfigurationTests {
    static let project = "Blockzilla.xcodeproj/project.pbxproj"

    /// ConfigurationPerBrand with a bundle identifier suffix that is no valid identifier in FocusDebug alone.
    static func broken() -> InMemoryWritableFileSystem {
        let text = FixtureRepository.read(
            "ConfigurationPerBrand", project, replacing: "BUNDLE_ID_SUFFIX = .dev;",
            with: "BUNDLE_ID_SUFFIX = \".dev!\";")
        return FixtureRepository.load("ConfigurationPerBrand", changing: [project: text])
    }

    @Test func anXcodeConfigurationChecksTheRoleTheCloneBuildsInIt() {
        let fileSystem = Self.broken()
        let debug = FixtureRepository.run(["validate", "-c", "Debug"], on: fileSystem)
        #expect(debug.status == .failure, "\(debug.standardOutput)\(debug.standardError)")
        #expect(debug.standardOutput.contains("org.example.Focus.dev!"), "\(debug.standardOutput)")
        for arguments in [["validate", "-c", "FocusDebug"], ["validate", "Blockzilla", "-c", "focusdebug"]] {
            let run = FixtureRepository.run(arguments, on: fileSystem)
            #expect(run.status == .failure, "\(arguments): \(run.standardError)")
            #expect(run.standardOutput == debug.standardOutput, "\(arguments)")
        }
        let release = FixtureRepository.run(["validate", "-c", "FocusRelease"], on: fileSystem)
        #expect(release.status == .success, "\(release.standardOutput)\(release.standardError)")
        #expect(release.standardOutput.hasSuffix("in 1 clone\n"), "\(release.standardOutput)")
        #expect(!release.standardOutput.contains(".dev!"), "\(release.standardOutput)")
    }

    /// A name that is no role and no configuration a clone builds is refused with what there is.
    @Test func aNameNoCloneBuildsIsAUsageError() {
        let run = FixtureRepository.run(["validate", "-c", "FocusDebg"], on: Self.broken())
        #expect(run.status == .usageError)
        #expect(
            run.standardError.hasPrefix(
                "error: unknown configuration 'FocusDebg'; the workspace has: Debug, Release; Blockzilla builds Debug "
                    + "in 'FocusDebug', Release in 'FocusRelease' (in --configuration)"), "\(run.standardError)")
    }
}
