import Foundation
import Testing

/// The repository's own sample workspace is the tool's first user: it must validate clean, from the root
/// and from a folder inside it (dogfooding, as the README's main command does).
@Suite struct SampleWorkspaceTests {
    @Test func sampleValidatesWithoutFindings() throws {
        let result = try BrandsExecutable.run(
            ["validate"], environment: ["BRANDS_TODAY": "2026-11-21"], currentDirectory: SampleWorkspace.root)
        #expect(!result.timedOut)
        #expect(result.exitCode == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "0 errors, 0 warnings in 5 clones\n")
        #expect(result.standardError == "")
    }

    @Test func rootIsFoundFromAFolderInside() throws {
        let result = try BrandsExecutable.run(
            ["validate", "--format", "json"], environment: ["BRANDS_TODAY": "2026-11-21"],
            currentDirectory: SampleWorkspace.root.appendingPathComponent("Brands/NWD/Assets.xcassets"))
        #expect(result.exitCode == 0)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((document?["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(document?["version"] as? Int == 1)
    }
}
