import BrandsCLI
import Foundation
import Testing

/// A catalog a target copies that is not on disk is reported where the project copies it, naming the target, as a
/// missing font is; the reader's location, the missing folder itself, is a place no editor opens.
@Suite struct MissingCatalogTests {
    static let catalog = "Brands/SBT/Assets.xcassets"

    /// The sample with SBT's catalog removed, file by file (the in-memory copy holds files, not folders).
    static func changes() throws -> [String: String?] {
        let folder = SampleWorkspace.root.appendingPathComponent(catalog)
        var changes: [String: String?] = [:]
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            changes[catalog + "/" + file] = String?.none
        }
        return changes
    }

    @Test func aMissingCatalogIsReportedWhereTheProjectCopiesIt() throws {
        let run = SampleWorkspace.run(["validate", "SBT"], changing: try Self.changes())
        #expect(run.status == .failure)
        let findings = run.standardOutput.split(separator: "\n").filter { $0.hasSuffix("[asset_catalog_not_found]") }
        try #require(findings.count == 1, "\(run.standardOutput)")
        let finding = String(findings[0])
        let prefix = "Newsroom.xcodeproj/project.pbxproj:"
        #expect(finding.hasPrefix(prefix), "\(finding)")
        #expect(
            finding.hasSuffix(
                ": error: target 'SBT' copies the asset catalog 'Assets.xcassets', which is not a folder on disk at "
                    + "'\(Self.catalog)'; add the folder or remove it from the target's resources "
                    + "[asset_catalog_not_found]"), "\(finding)")
        // The line is the build file of SBT's resources phase that copies the catalog.
        let line = try #require(Int(finding.dropFirst(prefix.count).prefix { $0 != ":" }))
        let project = SampleWorkspace.read("Newsroom.xcodeproj/project.pbxproj")
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(project[line - 1].contains("/* Assets.xcassets in Resources */ = {isa = PBXBuildFile;"))
        #expect(!run.standardOutput.contains(Self.catalog + ":1:1"))
    }

    /// Another clone's run does not report it: the catalog is SBT's alone.
    @Test func anotherClonesRunDoesNotReportIt() throws {
        let run = SampleWorkspace.run(["validate", "NWD"], changing: try Self.changes())
        #expect(run.status == .success, "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("asset_catalog_not_found"))
    }
}
