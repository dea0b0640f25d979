import BrandFormats
import BrandKit
import Foundation
import Testing

/// Whether `python3` with the `jsonschema` package can be run; the checks that use it are skipped without it.
enum PythonJSONSchema {
    static let isInstalled =
        (try? Subprocess.run(
            "/usr/bin/env", ["python3", "-c", "import jsonschema"], in: FileManager.default.temporaryDirectory))
        != nil

    /// Validates each named document against the schema in `schemaFile` with a real draft 2020-12 validator
    /// (after checking the schema itself); returns `name: number of errors` per document.
    static func errorCounts(schemaFile: URL, documents: [(name: String, json: String)]) throws -> [String] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for name, document in json.load(open(sys.argv[2])):
                print("%s: %d" % (name, len(list(validator.iter_errors(document)))))
            """
        let input = schemaFile.deletingLastPathComponent().appendingPathComponent("documents.json")
        let list = "[" + documents.map { "[\"\($0.name)\", \($0.json)]" }.joined(separator: ",") + "]"
        try Data(list.utf8).write(to: input)
        let output = try Subprocess.run(
            "/usr/bin/env", ["python3", "-c", script, schemaFile.path, input.path],
            in: schemaFile.deletingLastPathComponent())
        return output.split(separator: "\n").map(String.init)
    }
}

/// `brands schema` exports a JSON Schema that says what `brands validate` says about `config.json`.
@Suite struct JSONSchemaExportTests {
    /// The sample with a schema that adds a string field whose pattern is not anchored, and NWD giving it a
    /// value that contains a match but is not one.
    static func workspaceWithPatternField() throws -> TemporaryWorkspace {
        let workspace = try SampleWorkspace.copy()
        var schema = try #require(
            try JSONSerialization.jsonObject(with: Data(Schema.builtInJSON.utf8)) as? [String: Any])
        var fields = try #require(schema["fields"] as? [String: Any])
        fields["edition_code"] = ["type": "string", "pattern": "[A-Z]+"]
        fields["print_color"] = ["type": "color", "pattern": "#00.*"]
        schema["fields"] = fields
        try workspace.write(
            Array(try JSONSerialization.data(withJSONObject: schema, options: [.sortedKeys])), to: "Brands/schema.json")
        let nwd = workspace.root.appendingPathComponent("Brands/NWD/config.json")
        let text = try String(contentsOf: nwd, encoding: .utf8)
        try workspace.write(
            text.replacingOccurrences(of: "{\n", with: "{\n  \"edition_code\": \"abcXYZ\",\n", options: .anchored),
            to: "Brands/NWD/config.json")
        return workspace
    }

    @Test func patternsMatchTheWholeValueAsValidateDoes() throws {
        let workspace = try Self.workspaceWithPatternField()
        defer { workspace.remove() }
        let report = try #require(ValidationReport(try workspace.run(["validate", "--format", "json"]).standardOutput))
        #expect(
            report.findings.map { "\($0.file):\($0.line):\($0.rule)" } == ["Brands/NWD/config.json:2:invalid_value"])

        let exported = try workspace.run(["schema"])
        #expect(exported.exitCode == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(exported.standardOutput.utf8)) as? [String: Any])
        let properties = try #require(document["properties"] as? [String: [String: Any]])
        #expect(properties["edition_code"]?["pattern"] as? String == "^(?:[A-Z]+)$")
        // A typed field keeps its format's pattern and adds the schema's own.
        #expect(properties["print_color"]?["pattern"] as? String == "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")
        let extra = properties["print_color"]?["allOf"] as? [[String: String]]
        #expect(extra == [["pattern": "^(?:#00.*)$"]])
    }

    @Test(.enabled(if: PythonJSONSchema.isInstalled, "python3 with jsonschema is not installed"))
    func theExportedSchemaValidatesTheSampleInARealValidator() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let exported = try workspace.run(["schema"])
        #expect(exported.exitCode == 0)
        let schemaFile = workspace.root.appendingPathComponent("config.schema.json")
        try Data(exported.standardOutput.utf8).write(to: schemaFile)
        var documents: [(name: String, json: String)] = try SampleWorkspace.clones.map { clone in
            (
                clone,
                try String(
                    contentsOf: workspace.root.appendingPathComponent("Brands/\(clone)/config.json"), encoding: .utf8)
            )
        }
        let nwd = documents[2].json
        // Each mistake `brands validate` reports about config.json is an error in the editor too.
        let broken: [(String, String, String)] = [
            ("unknown_key", "\"clone_identifier\"", "\"clone_identifer\": \"NWD\", \"clone_identifier\""),
            ("unknown_feature_flag", "\"paywall\"", "\"paywal\": true, \"paywall\""),
            ("wrong_type", "\"paywall\": true", "\"paywall\": \"yes\""),
            ("invalid_color", "\"#0B3D91\"", "\"#0B3D9\""),
            ("invalid_enum", "\"default_language\": \"de\"", "\"default_language\": \"dk\""),
            ("invalid_url", "\"https://api.nordwest-daily.example/v3\"", "\"api.nordwest-daily.example\""),
            ("out_of_range", "\"article_cache_days\": 7", "\"article_cache_days\": 0"),
            ("unknown_configuration", "\"Debug\": {", "\"Beta\": {"),
            ("override_wrong_type", "\"Debug\": {", "\"Debug\": { \"article_cache_days\": \"3\","),
            ("override_unknown_key", "\"Debug\": {", "\"Debug\": { \"api_base_ulr\": \"https://x.example\","),
            ("override_theme", "\"Debug\": {", "\"Debug\": { \"theme\": {},"),
        ]
        for (name, original, replacement) in broken {
            #expect(nwd.contains(original), "\(name)")
            documents.append((name, nwd.replacingOccurrences(of: original, with: replacement)))
        }
        let counts = try PythonJSONSchema.errorCounts(schemaFile: schemaFile, documents: documents)
        #expect(counts == SampleWorkspace.clones.map { "\($0): 0" } + broken.map { "\($0.0): 1" })
    }

    @Test(.enabled(if: PythonJSONSchema.isInstalled, "python3 with jsonschema is not installed"))
    func anUnanchoredPatternRejectsWhatValidateRejects() throws {
        let workspace = try Self.workspaceWithPatternField()
        defer { workspace.remove() }
        let schemaFile = workspace.root.appendingPathComponent("config.schema.json")
        try Data(try workspace.run(["schema"]).standardOutput.utf8).write(to: schemaFile)
        let documents: [(name: String, json: String)] = try ["ALP", "NWD"].map { clone in
            (
                clone,
                try String(
                    contentsOf: workspace.root.appendingPathComponent("Brands/\(clone)/config.json"), encoding: .utf8)
            )
        }
        let counts = try PythonJSONSchema.errorCounts(schemaFile: schemaFile, documents: documents)
        #expect(counts == ["ALP: 0", "NWD: 1"])
    }

    @Test(.enabled(if: PythonJSONSchema.isInstalled, "python3 with jsonschema is not installed"))
    func theCustomFontsDefinitionChecksWhatValidateChecks() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let exported = try workspace.run(["schema"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(exported.standardOutput.utf8)) as? [String: Any])
        let fonts = try #require((document["$defs"] as? [String: Any])?["custom_fonts"] as? [String: Any])
        let properties = try #require(fonts["properties"] as? [String: [String: Any]])
        let keys = Schema.builtIn.fontStyles.flatMap { [$0.nameKey, $0.sizeKey] }
        #expect(Set(properties.keys) == Set(keys))
        #expect(fonts["additionalProperties"] as? Bool == false)
        // The same schema with custom_fonts as its root, so the sample's plists (as JSON) can be checked.
        var root = fonts
        root["$schema"] = document["$schema"]
        let schemaFile = workspace.root.appendingPathComponent("custom_fonts.schema.json")
        try JSONSerialization.data(withJSONObject: root).write(to: schemaFile)
        let nwd = #"{"headlineFontName": "NordSerif-Bold", "headlineFontSize": 28, "bodyFontName": "NordSans-Regular"}"#
        let counts = try PythonJSONSchema.errorCounts(
            schemaFile: schemaFile,
            documents: [
                ("sample", nwd),
                ("misspelt", nwd.replacingOccurrences(of: "headlineFontName", with: "headlinFontName")),
                ("string_size", nwd.replacingOccurrences(of: "28", with: "\"28\"")),
            ])
        #expect(counts == ["sample: 0", "misspelt: 1", "string_size: 1"])
    }

    @Test func typedBuildSettingsAreExported() throws {
        let schema = Schema.builtInJSON.replacingOccurrences(
            of: "\"build_settings\": {",
            with:
                "\"build_settings\": {\n \"values\": { \"API_HOST\": { \"type\": \"string\", \"pattern\": \"[a-z.]+\" } },"
        )
        let run = SampleWorkspace.run(["schema"], changing: ["Brands/schema.json": schema])
        #expect(run.status == .success, "\(run.standardError)")
        let document = SampleWorkspace.object(run.standardOutput)
        let settings = try #require((document["$defs"] as? [String: Any])?["build_settings"] as? [String: Any])
        let properties = try #require(settings["properties"] as? [String: [String: Any]])
        #expect(properties["API_HOST"]?["pattern"] as? String == "^(?:[a-z.]+)$")
        #expect(properties["MARKETING_VERSION"]?["pattern"] as? String == JSONSchemaExporterPatterns.version)
        #expect(properties["DEVELOPMENT_TEAM"]?["pattern"] as? String == "^[A-Z0-9]{10}$")
        #expect(properties["CFBundleShortVersionString"] != nil)
        // A build number may have more integers than a version (the system ignores past the third).
        #expect(properties["CURRENT_PROJECT_VERSION"]?["pattern"] as? String == JSONSchemaExporterPatterns.build)
        #expect(properties["CFBundleVersion"]?["pattern"] as? String == JSONSchemaExporterPatterns.build)
    }
}

/// The exporter's patterns, restated so the test does not read them from the code it checks.
enum JSONSchemaExporterPatterns {
    static let version = "^(0|[1-9][0-9]*)(\\.(0|[1-9][0-9]*)){0,2}$"
    static let build = "^(0|[1-9][0-9]*)(\\.(0|[1-9][0-9]*))*$"
}
