import Foundation
import Testing

/// `brands init --write` with the built binary on a real folder: the manifest lands on disk, whole, and the next
/// run reads it.
@Suite struct InitOnDiskTests {
    @Test func initWritesTheManifestThatValidateThenReads() throws {
        let workspace = try TemporaryWorkspace()
        defer { workspace.remove() }
        let source = FixtureRepository.folder.appendingPathComponent("ChannelXCConfigs")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(name), to: workspace.root.appendingPathComponent(name))
        }
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
}
