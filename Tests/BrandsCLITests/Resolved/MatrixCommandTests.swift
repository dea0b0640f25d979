import BrandsCLI
import Foundation
import Testing

@Suite struct MatrixCommandTests {
    @Test(arguments: [
        (["matrix"], "matrix/all.txt"), (["matrix", "--format", "json"], "matrix/all.json"),
        (["matrix", "--format", "markdown"], "matrix/all.md"), (["matrix", "--format", "csv"], "matrix/all.csv"),
        (["matrix", "--only", "flags", "--configuration", "Debug"], "matrix/flags-Debug.txt"),
        (["matrix", "--only", "colors", "primary", "link"], "matrix/colors-primary-link.txt"),
        (
            ["matrix", "--only", "settings", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "--format", "csv"],
            "matrix/settings-named.csv"
        ),
    ])
    func matchesGoldenFile(arguments: [String], golden: String) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == .success)
        #expect(run.standardError == "")
        GoldenFile.expectMatches(run.standardOutput, golden)
    }

    @Test func aWorkspaceWithNothingToTabulateSaysSoAndHowToNameSettings() {
        // A repository pointed at as it is: no schema, so no flags, colours or required settings.
        let fileSystem = FixtureRepository.load("ExcludedBrandFolders")
        let empty = FixtureRepository.run(["matrix"], on: fileSystem)
        #expect(empty.status == .success)
        #expect(empty.standardOutput == "")
        #expect(
            empty.standardError
                == "note: nothing to tabulate: the clones have no feature flags or theme colours, and the workspace "
                + "has no schema to require build settings; name build settings to compare them, as in "
                + "'brands matrix PRODUCT_BUNDLE_IDENTIFIER MARKETING_VERSION'\n")
        // JSON is for programs: an empty table, no note.
        let json = FixtureRepository.run(["matrix", "--format", "json"], on: fileSystem)
        #expect(json.standardError == "")
        let named = FixtureRepository.run(["matrix", "PRODUCT_BUNDLE_IDENTIFIER"], on: fileSystem)
        #expect(named.standardError == "")
        #expect(named.standardOutput.contains("com.example.shop.lime"), "\(named.standardOutput)")
    }

    /// The example names settings the clones assign, so that it runs: Stepik sets no `MARKETING_VERSION`, and the
    /// command the note showed was a usage error.
    @Test func theNotesExampleNamesSettingsTheClonesHave() throws {
        let shared = "Config/Shared.xcconfig"
        let original = try #require(
            String(
                bytes: try FixtureRepository.load("ExcludedBrandFolders").contents(of: "/repo/" + shared),
                encoding: .utf8))
        let fileSystem = FixtureRepository.load(
            "ExcludedBrandFolders",
            changing: [shared: original.replacingOccurrences(of: "MARKETING_VERSION = 3.1\n", with: "")])
        let empty = FixtureRepository.run(["matrix"], on: fileSystem)
        let note = empty.standardError
        #expect(!note.contains("MARKETING_VERSION"), "\(note)")
        let example = try #require(
            note.components(separatedBy: "as in 'brands ").last?.components(separatedBy: "'").first)
        let words = example.split(separator: " ").map(String.init)
        #expect(words.first == "matrix" && words.count == 3, "\(note)")
        let suggested = FixtureRepository.run(words, on: fileSystem)
        #expect(suggested.status == .success, "\(suggested.standardError)")
        #expect(suggested.standardOutput.contains("PRODUCT_BUNDLE_IDENTIFIER"), "\(suggested.standardOutput)")
    }

    @Test func aNarrowTerminalWrapsTheTableRepeatingRowNames() {
        let run = SampleWorkspace.run(["matrix", "--only", "settings"], columns: 80)
        GoldenFile.expectMatches(run.standardOutput, "matrix/settings-80-columns.txt")
        for line in run.standardOutput.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    }

    @Test func flagValuesMatchShow() throws {
        let matrix = SampleWorkspace.object(
            SampleWorkspace.run(["matrix", "--only", "flags", "--format", "json"]).standardOutput)
        let rows = try #require(matrix["rows"] as? [[String: Any]])
        #expect(matrix["clones"] as? [String] == SampleWorkspace.clones)
        for clone in SampleWorkspace.clones {
            let show = SampleWorkspace.object(SampleWorkspace.run(["show", clone, "--format", "json"]).standardOutput)
            let features = try #require(show["features"] as? [String: [String: Any]])
            // Same keys on both sides, so the loop below compares every flag (and cannot run zero times).
            #expect(Set(rows.compactMap { $0["key"] as? String }) == Set(features.keys), "\(clone)")
            #expect(!rows.isEmpty)
            for row in rows {
                let key = try #require(row["key"] as? String)
                let cell = (row["values"] as? [String: [String: Any]])?[clone]
                #expect(cell?["value"] as? String == features[key]?["value"].map { "\($0)" }.map(Self.boolText))
                #expect(cell?["source"] as? String == features[key]?["source"] as? String)
            }
        }
    }

    /// Foundation on macOS describes JSON booleans as 1 and 0.
    private static func boolText(_ text: String) -> String {
        ["1": "true", "0": "false"][text] ?? text
    }

    @Test(arguments: [
        (["matrix", "--only", "flags", "paywal"], "error: unknown flag 'paywal'; did you mean 'paywall'?"),
        (["matrix", "--only", "flag"], "error: invalid value 'flag' for '--only'; did you mean 'flags'?"),
        (["matrix", "-c", "Prod"], "error: unknown configuration 'Prod'"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) {
        let run = SampleWorkspace.run(arguments)
        #expect(run.status == .usageError)
        #expect(run.standardError.hasPrefix(message), "\(run.standardError)")
    }
}
