import BrandFormats
import BrandKit
import BrandsCLI
import Documents
import Foundation
import Support
import Testing
import XCConfig

/// `brands list`, `brands rules` and `brands schema` through the built binary.
@Suite struct WorkspaceCommandTests {
    static let root = ["--root", SampleWorkspace.root.path]

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func listPrintsReleaseValuesAsATable() throws {
        let result = try BrandsExecutable.run(["list"] + Self.root)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                ID   NAME                  BUNDLE IDENTIFIER            VERSION  BUILD
                ALP  Alpine Post           ch.alpinepost.app            2.0.3    15
                HBC  Harbour Courier       com.harbourcourier.ios       3.2      87
                NWD  Nordwest Daily        de.nordwestdaily.news        6.0.0    1
                RVG  River Valley Gazette  com.rivervalleygazette.news  7.1.0    1043
                SBT  Südbayern Tagblatt    de.suedbayern-tagblatt.app   5.4.1    212

                """)
    }

    @Test func listJSONHasExactlyTheDocumentedShape() throws {
        let result = try BrandsExecutable.run(["list", "--format", "json"] + Self.root)
        #expect(result.exitCode == 0)
        let document = try Self.json(result.standardOutput)
        #expect(Set(document.keys) == ["clones"])
        let clones = try #require(document["clones"] as? [[String: String]])
        #expect(clones.map { $0["id"] } == SampleWorkspace.clones)
        for clone in clones {
            #expect(Set(clone.keys) == ["id", "displayName", "bundleIdentifier", "version", "build"])
        }
        #expect(
            clones.first { $0["id"] == "NWD" } == [
                "id": "NWD", "displayName": "Nordwest Daily", "bundleIdentifier": "de.nordwestdaily.news",
                "version": "6.0.0", "build": "1",
            ])
    }

    @Test func rulesListsEveryRuleInRegistryOrder() throws {
        let expected =
            RuleRegistry.all.map { ($0.description.id, $0.description.severity.rawValue) }
            + RuleRegistry.otherChecks.map { ($0.id, $0.severity.rawValue) }
        let json = try BrandsExecutable.run(["rules", "--format", "json"])
        #expect(json.exitCode == 0)
        let rules = try #require(try Self.json(json.standardOutput)["rules"] as? [[String: String]])
        #expect(rules.map { $0["id"] ?? "" } == expected.map(\.0))
        #expect(rules.map { $0["severity"] ?? "" } == expected.map(\.1))
        for rule in rules {
            #expect(Set(rule.keys) == ["id", "severity", "summary"])
            #expect(rule["summary"]?.isEmpty == false)
        }

        let text = try BrandsExecutable.run(["rules"])
        #expect(text.exitCode == 0)
        let lines = text.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for (line, (id, severity)) in zip(lines, expected) {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            #expect(words.count == 3 && words[0] == id && words[1] == severity, "\(line)")
        }
    }

    @Test func rulesNamedAreExplainedWithWhyTheyExist() throws {
        let text = try BrandsExecutable.run(["rules", "unmatchable_file_pattern", "LITERAL_SECRET", "literal_secret"])
        #expect(text.exitCode == 0)
        let pattern = UnmatchableFilePatternRule.description
        let secret = LiteralSecretRule.description
        #expect(
            text.standardOutput
                == "unmatchable_file_pattern (warning)\n\(pattern.summary)\n\n\(pattern.rationale)\n\n"
                + "literal_secret (error)\n\(secret.summary)\n\n\(secret.rationale)\n")

        // A check of release planning has its summary only.
        let release = try #require(ReleasePlanner.Check.summaries.first)
        let json = try BrandsExecutable.run(["rules", release.id, "literal_secret", "--format", "json"])
        let rules = try #require(try Self.json(json.standardOutput)["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == [release.id, "literal_secret"])
        #expect(rules[0]["rationale"] is NSNull)
        #expect(rules[1]["rationale"] as? String == secret.rationale)

        let unknown = try BrandsExecutable.run(["rules", "unmatchable_file_patern"])
        #expect(unknown.exitCode == 64)
        #expect(
            unknown.standardError.hasPrefix(
                "error: unknown rule 'unmatchable_file_patern'; did you mean 'unmatchable_file_pattern'?\n"))
        #expect(unknown.standardOutput.isEmpty)
    }

    @Test func schemaIsAJSONSchemaOfEveryField() throws {
        let result = try BrandsExecutable.run(["schema"] + Self.root)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        let document = try Self.json(result.standardOutput)
        #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(document["type"] as? String == "object")
        let properties = try #require(document["properties"] as? [String: Any])
        let schema = Schema.builtIn
        #expect(Set(properties.keys).isSuperset(of: schema.fields.map(\.name) + ["features", "theme", "$schema"]))
        let required = try #require(document["required"] as? [String])
        #expect(Set(required) == Set(schema.fields.filter(\.isRequired).map(\.name)))
        let features = try #require(
            ((document["$defs"] as? [String: Any])?["features"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(features.keys) == Set(schema.flags.map(\.name)))
    }

    @Test func schemaBuiltInPrintsTheBuiltInSchemaFile() throws {
        let result = try BrandsExecutable.run(["schema", "--built-in"])
        #expect(result.exitCode == 0)
        let text = result.standardOutput
        #expect(text.trimmingCharacters(in: .newlines) == Schema.builtInJSON.trimmingCharacters(in: .newlines))
        let parsed = JSONParser.parse(Array(text.utf8), file: "schema.json")
        let node = try #require(parsed.value)
        #expect(parsed.diagnostics == [])
        #expect(SchemaDecoder.decode(node, file: "schema.json").diagnostics == [])
    }

    @Test func schemaReportsABrokenSchemaFile() throws {
        var files = ExampleWorkspace.files
        files["Brands/schema.json"] = "{ \"version\": 1, }"
        let workspace = try TemporaryWorkspace(text: files)
        defer { workspace.remove() }
        let result = try workspace.run(["schema"])
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("Brands/schema.json:1:15: error: "), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("[json_syntax]\n"))
    }

    @Test func aBrokenInfoPlistInTheSampleIsReportedAlone() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        try workspace.write("<plist version=\"1.0\">\n<dict>\n<key>CFBundleName</key>\n", to: "Brands/NWD/Info.plist")
        let result = try workspace.run(["validate", "--format", "json"])
        #expect(result.exitCode == 1)
        let report = try #require(ValidationReport(result.standardOutput))
        #expect(report.findings.map(\.file) == ["Brands/NWD/Info.plist"], "\(report.findings)")
        #expect(report.findings.map(\.rule) == ["plist_syntax"])
    }
}
