import BrandsCLI
import Testing

/// A clone's scheme that does not build the app for archiving (the scheme editor's Archive box unticked) is an error
/// of the release configuration: `xcodebuild archive` with it makes an archive without the app.
@Suite struct SchemeArchiveTests {
    static let scheme = "Newsroom.xcodeproj/xcshareddata/xcschemes/NWD.xcscheme"

    static var changes: [String: String?] {
        let unticked = SampleWorkspace.read(
            scheme, replacing: "buildForArchiving = \"YES\"", with: "buildForArchiving = \"NO\"")
        return [scheme: unticked]
    }

    @Test func validateReportsItAtTheArchiveAction() {
        let run = SampleWorkspace.run(["validate"], changing: Self.changes)
        #expect(run.status == .failure)
        #expect(
            run.standardOutput.hasPrefix(
                Self.scheme + ":74:4: error: scheme 'NWD' does not build 'NWD' for archiving, so an archive of it "
                    + "holds no app; tick Archive for 'NWD' in the scheme's Build action (buildForArchiving = \"YES\") "
                    + "[xcode_scheme_archive]\n" + Self.scheme + ":16:13: note: the Build action's entry for 'NWD'\n"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix("1 error, 0 warnings in 5 clones\n"), "\(run.standardOutput)")
    }

    /// It concerns the configuration the scheme archives in: Debug, which it runs, is not failed by it.
    @Test func itConcernsTheReleaseConfigurationOnly() {
        let debug = SampleWorkspace.run(["show", "NWD", "-c", "Debug"], changing: Self.changes)
        #expect(debug.status == .success, "\(debug.standardError)")
        let release = SampleWorkspace.run(["validate", "NWD", "-c", "Release"], changing: Self.changes)
        #expect(release.status == .failure)
        #expect(release.standardOutput.contains("[xcode_scheme_archive]"))
    }

    @Test func aReleasePlanOfTheCloneFails() {
        let run = SampleWorkspace.run(["release", "plan", "NWD/6.0.0/9"], changing: Self.changes)
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains("[xcode_scheme_archive]"), "\(run.standardOutput)")
    }
}
