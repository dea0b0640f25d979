import BrandsCLI
import Foundation
import Support
import Testing

/// A scheme no clone reads is the business of a run over everything, even when the clones named are all there are.
///
/// planetary-ios has one app and a "Performance Tests" scheme naming a project that no longer exists: `validate
/// Planetary`, `diff Planetary --against` and `release plan` failed on it, although a named clone is checked only
/// for what it reads.
@Suite struct StaleSchemeSelectionTests {
    static let staleScheme = "News.xcodeproj/xcshareddata/xcschemes/Performance Tests.xcscheme"

    static func workspace() -> InMemoryWritableFileSystem {
        let scheme = FixtureRepository.read(
            "ChannelXCConfigs", "News.xcodeproj/xcshareddata/xcschemes/News.xcscheme",
            replacing: "ReferencedContainer = \"container:News.xcodeproj\"",
            with: "ReferencedContainer = \"container:Gone.xcodeproj\"")
        #expect(scheme.contains("container:Gone.xcodeproj"))
        return FixtureRepository.load("ChannelXCConfigs", changing: [staleScheme: scheme])
    }

    @Test func aPlainRunReportsIt() {
        let run = FixtureRepository.run(["validate"], on: Self.workspace())
        #expect(run.status == .failure)
        #expect(run.standardOutput.contains("Performance Tests.xcscheme:"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("[xcode_scheme_container]"), "\(run.standardOutput)")
    }

    @Test(arguments: [
        ["validate", "News", "News-Beta"], ["validate", "News"], ["validate", "-c", "Debug", "-c", "Release"],
        ["diff", "News", "-c", "Debug", "--against", "Release"], ["show", "News"],
    ])
    func namedClonesAndConfigurationsLeaveItOut(arguments: [String]) {
        let run = FixtureRepository.run(arguments, on: Self.workspace())
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        #expect(!(run.standardOutput + run.standardError).contains("xcode_scheme_container"))
    }

    /// A workspace that lists a project that is not there is reported where it lists it (iFixit's
    /// `Postmix.xcworkspace`: silent before), by a plain run; the Pods project before `pod install` and a project
    /// outside the repository (Simplified's sibling checkouts) are no findings.
    @Test func aWorkspaceListingAMissingProjectIsReported() throws {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:News.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Gone/Gone.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Pods/Pods.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:../Sibling/Sibling.xcodeproj">
               </FileRef>
            </Workspace>

            """
        let fileSystem = FixtureRepository.load(
            "ChannelXCConfigs", changing: ["News.xcworkspace/contents.xcworkspacedata": workspace])
        let run = FixtureRepository.run(["validate"], on: fileSystem)
        let findings = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[xcode_scheme_container]") }
        #expect(
            findings == [
                "News.xcworkspace/contents.xcworkspacedata:7:4: error: 'group:Gone/Gone.xcodeproj' names a project that "
                    + "does not exist; fix the path [xcode_scheme_container]"
            ], "\(run.standardOutput)")
        // Listing other projects, it is the workspace News builds in, so a run naming News reports it too; a
        // workspace News does not build in is left to a plain run.
        let named = FixtureRepository.run(["validate", "News"], on: fileSystem)
        #expect(named.standardOutput.contains("Gone.xcodeproj"), "\(named.standardOutput)")
        let other = workspace.replacingOccurrences(
            of: "      location = \"group:News.xcodeproj\">", with: "      location = \"group:Gone/Other.xcodeproj\">")
        #expect(other != workspace)
        let apart = FixtureRepository.load(
            "ChannelXCConfigs", changing: ["Other.xcworkspace/contents.xcworkspacedata": other])
        #expect(FixtureRepository.run(["validate"], on: apart).standardOutput.contains("Other.xcworkspace"))
        let namedApart = FixtureRepository.run(["validate", "News"], on: apart)
        #expect(!namedApart.standardOutput.contains("Other.xcworkspace"), "\(namedApart.standardOutput)")
    }

    /// A listed project spelt in another case than on disk is a warning, and is read as Xcode on a Mac reads it
    /// (Provenance's `Cores/Hatari` for `Cores/hatari` was "does not exist; fix the path"); one in a submodule that is
    /// not checked out asks for `git submodule update` (its `Cores/O2EM`).
    @Test func aListedProjectInAnotherCaseOrAnEmptySubmoduleSaysSo() throws {
        let workspace = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:NEWS.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Vendor/Core/Core.xcodeproj">
               </FileRef>
            </Workspace>

            """
        let fileSystem = FixtureRepository.load(
            "ChannelXCConfigs",
            changing: [
                "News.xcworkspace/contents.xcworkspacedata": workspace,
                ".gitmodules":
                    "[submodule \"Vendor/Core\"]\n\tpath = Vendor/Core\n\turl = https://example.com/core.git\n",
            ])
        let run = FixtureRepository.run(["validate"], on: fileSystem)
        let findings = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[xcode_scheme_container]") }
        let caseWarning: String =
            "News.xcworkspace/contents.xcworkspacedata:4:4: warning: 'group:NEWS.xcodeproj' finds 'News.xcodeproj' "
            + "only on a case-insensitive file system (macOS's default); spell it as on disk [xcode_scheme_container]"
        let submodule: String =
            "News.xcworkspace/contents.xcworkspacedata:7:4: error: 'group:Vendor/Core/Core.xcodeproj' names a project "
            + "that does not exist; it is in submodule 'Vendor/Core', which is not checked out: run "
            + "'git submodule update --init Vendor/Core' [xcode_scheme_container]"
        #expect(findings == [Substring(caseWarning), Substring(submodule)], "\(run.standardOutput)")
    }
}
