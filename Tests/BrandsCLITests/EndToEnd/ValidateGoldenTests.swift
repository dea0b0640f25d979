import Foundation
import Testing

/// `brands validate --format json` on the sample and on a generated workspace of many clones, byte for byte against
/// golden files recorded before the loading path was made faster, so that no speed-up changes a result.
@Suite struct ValidateGoldenTests {
    @Test func sampleThroughItsProjectMatchesTheGoldenFile() {
        let run = WorkspaceRun(["validate", "--format", "json"])
        #expect(run.status == .success)
        GoldenFile.expectMatches(run.standardOutput, "validate/sample.json")
    }

    @Test func generatedWorkspaceMatchesTheGoldenFile() throws {
        let workspace = try GeneratedClones.write()
        defer { workspace.remove() }
        let run = WorkspaceRun(["validate", "--format", "json", "--root", workspace.root.path])
        // The findings are errors, so the run fails.
        #expect(run.status == .failure)
        GoldenFile.expectMatches(run.standardOutput, "validate/generated.json")
    }

    @Test func generatedWorkspaceListMatchesTheGoldenFile() throws {
        let workspace = try GeneratedClones.write()
        defer { workspace.remove() }
        let run = WorkspaceRun(["list", "--format", "json", "--root", workspace.root.path])
        #expect(run.status == .success)
        GoldenFile.expectMatches(run.standardOutput, "validate/generated-list.json")
    }
}

/// The workspace `Scripts/make-bench-workspace.py OUT --clones 12 --faults` writes: `Configs/Base.xcconfig` and
/// copies of NWD with ids `B00001`…, each with its own bundle identifier, three of them made to be found wrong.
enum GeneratedClones {
    /// The number of copies of NWD.
    static let count = 12

    /// Writes the workspace: B00003 has B00002's bundle identifier, B00005 misspells a config key
    /// (`suport_email`, with a suggestion), B00007 names an undefined setting in its Release xcconfig.
    static func write() throws -> TemporaryWorkspace {
        let workspace = try TemporaryWorkspace()
        let sample = SampleWorkspace.root
        let base = try [UInt8](Data(contentsOf: sample.appendingPathComponent("Configs/Base.xcconfig")))
        try workspace.write(base, to: "Configs/Base.xcconfig")
        try FileManager.default.createDirectory(
            at: workspace.root.appendingPathComponent("Brands"), withIntermediateDirectories: true)
        let debug = try String(contentsOf: sample.appendingPathComponent("Configs/NWD-Debug.xcconfig"), encoding: .utf8)
        let release = try String(
            contentsOf: sample.appendingPathComponent("Configs/NWD-Release.xcconfig"), encoding: .utf8)
        let config = try String(contentsOf: sample.appendingPathComponent("Brands/NWD/config.json"), encoding: .utf8)
        for number in 1...count {
            let id = "B" + String(repeating: "0", count: 5 - String(number).count) + String(number)
            try FileManager.default.copyItem(
                at: sample.appendingPathComponent("Brands/NWD"),
                to: workspace.root.appendingPathComponent("Brands/\(id)"))
            var ownConfig = config.replacingOccurrences(
                of: "\"clone_identifier\": \"NWD\"", with: "\"clone_identifier\": \"\(id)\"")
            if number == 5 {
                ownConfig = ownConfig.replacingOccurrences(of: "\"support_email\"", with: "\"suport_email\"")
            }
            try workspace.write(ownConfig, to: "Brands/\(id)/config.json")
            let bundle = "com.example.bench.b\(number == 3 ? 2 : number)"
            try workspace.write(clone(debug, id: id, bundle: bundle), to: "Configs/\(id)-Debug.xcconfig")
            var ownRelease = clone(release, id: id, bundle: bundle)
            if number == 7 { ownRelease += "MARKETING_VERSION = $(MARKETNG_VERSION_BASE)\n" }
            try workspace.write(ownRelease, to: "Configs/\(id)-Release.xcconfig")
        }
        return workspace
    }

    /// NWD's xcconfig `text` made clone `id`'s, with bundle identifier `bundle`.
    static func clone(_ text: String, id: String, bundle: String) -> String {
        text.replacingOccurrences(of: "CLONE_IDENTIFIER = NWD\n", with: "CLONE_IDENTIFIER = \(id)\n")
            .replacingOccurrences(of: "#include \"NWD-Debug.xcconfig\"", with: "#include \"\(id)-Debug.xcconfig\"")
            .replacingOccurrences(of: "de.nordwestdaily.news", with: bundle)
    }
}
