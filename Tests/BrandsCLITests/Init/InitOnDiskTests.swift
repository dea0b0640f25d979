import Foundation
import Testing

/// `brands init --write` with the built binary on a real folder: the manifest lands on disk, whole, and the next
/// run reads it.
@Suite struct InitOnDiskTests {
    @Test func initWritesTheManifestThatValidateThenReads() throws {
        let workspace = try TemporaryWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("ChannelXCConfigs")
        let written = try workspace.run(["init", "--write"])
        #expect(written.exitCode == 0, "\(written.standardError)")
        let manifest = try String(contentsOf: workspace.root.appendingPathComponent("brands.json"), encoding: .utf8)
        #expect(manifest == written.standardOutput)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).filter {
            $0.hasPrefix(".brands.json")
        }
        #expect(leftovers == [])
        let again = try workspace.run(["init", "--write"])
        #expect(again.exitCode == 1)
        let validated = try workspace.run(["validate"])
        #expect(validated.exitCode == 0)
        #expect(validated.standardOutput == "0 errors, 0 warnings in 2 clones\n")
    }

    /// A link back above the repository (`shared -> ..`) is not followed: the sibling checkout beside it, a copy of the
    /// same repository, adds no clones, and `init` says which link it passed over.
    @Test func initAndValidateDoNotFollowALinkAboveTheRepository() throws {
        let workspace = try TemporaryWorkspace()
        defer { workspace.remove() }
        for folder in ["r", "sibling"] { try workspace.copyFixture("ChannelXCConfigs", into: folder) }
        try workspace.link("r/shared", to: "..")
        let root = workspace.root.appendingPathComponent("r").path
        let proposed = try BrandsExecutable.run(["init", "--root", root])
        #expect(proposed.exitCode == 0, "\(proposed.standardError)")
        #expect(
            proposed.standardError.contains(
                "did not look for projects through links that lead back into the repository or above it: shared"),
            "\(proposed.standardError)")
        #expect(proposed.standardError.contains("finds 2 clones"), "\(proposed.standardError)")
        let validated = try BrandsExecutable.run(["validate", "--root", root])
        #expect(validated.exitCode == 0, "\(validated.standardError)")
        #expect(validated.standardOutput == "0 errors, 0 warnings in 2 clones\n")
        // Through a link to the repository, the link back is compared with where the repository is, not the path
        // given; the sibling holds a link back too, which the walk never reaches.
        try workspace.link("r-link", to: "r")
        try workspace.link("sibling/shared", to: "../r-link")
        let linked = workspace.root.appendingPathComponent("r-link").path
        let throughLink = try BrandsExecutable.run(["init", "--root", linked])
        #expect(
            throughLink.standardError.contains(
                "did not look for projects through links that lead back into the repository or above it: shared"),
            "\(throughLink.standardError)")
        #expect(throughLink.standardError.contains("finds 2 clones"), "\(throughLink.standardError)")
    }
}
