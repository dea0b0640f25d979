import BrandFormats
import Documents
import Support
import Testing

/// `brands.json`: every key, the defaults, and every problem reported under `manifest_invalid` where it is.
@Suite struct ManifestDecoderTests {
    static let file = "/ws/brands.json"

    static func decode(_ text: String) throws -> Parsed<Manifest> {
        let parsed = JSONParser.parse(Array(text.utf8), file: file)
        #expect(parsed.diagnostics == [])
        return ManifestDecoder.decode(try #require(parsed.value), file: file)
    }

    /// Each problem as `line:column message`.
    static func problems(_ text: String) throws -> [String] {
        let decoded = try decode(text)
        #expect(decoded.diagnostics.allSatisfy { $0.rule == ManifestDecoder.rule && $0.location.file == file })
        return decoded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func anEmptyManifestKeepsEveryDefault() throws {
        let decoded = try Self.decode("{}")
        var expected = Manifest()
        expected.file = Self.file
        #expect(decoded.value == expected)
        #expect(decoded.diagnostics == [])
        #expect(expected.xcconfigPath(clone: "NWD", configuration: "Release") == "Configs/NWD-Release.xcconfig")
    }

    @Test func everyKeyIsRead() throws {
        let decoded = try Self.decode(
            """
            {
              "$schema": "https://example.com/brands-manifest.json",
              "$comment": "team settings",
              "version": 1,
              "brands_folder": "Apps/Brands",
              "configs_folder": "Apps/Configs",
              "schema": "Apps/schema.json",
              "configurations": ["Debug", "Beta", "AppStore"],
              "xcconfig": "{clone}/{configuration}.xcconfig",
              "shared_paths": ["Sources", "Package.swift"],
              "rules": {
                "expired_flag": "warning",
                "contrast": { "severity": "off", "clones": ["NWD", "SBT"], "reason": "print colours" }
              },
              "release": {
                "tag_format": "release-{clone}-{version}+{build}",
                "version_policy": "tag-overrides",
                "configuration": "AppStore",
                "scheme": "App-{clone}",
                "export_method": "enterprise"
              }
            }
            """)
        #expect(decoded.diagnostics == [])
        let manifest = try #require(decoded.value)
        #expect(manifest.brandsFolder == "Apps/Brands")
        #expect(manifest.configsFolder == "Apps/Configs")
        #expect(manifest.schemaPath == "Apps/schema.json")
        #expect(manifest.configurations == ["Debug", "Beta", "AppStore"])
        #expect(manifest.xcconfigPath(clone: "NWD", configuration: "Beta") == "Apps/Configs/NWD/Beta.xcconfig")
        #expect(manifest.sharedPaths == ["Sources", "Package.swift"])
        #expect(
            manifest.ruleSettings == [
                RuleSetting(
                    rule: "expired_flag", severity: .warning,
                    location: SourceLocation(file: Self.file, line: 12, column: 5)),
                RuleSetting(
                    rule: "contrast", severity: nil, clones: ["NWD", "SBT"], reason: "print colours",
                    location: SourceLocation(file: Self.file, line: 13, column: 5)),
            ])
        #expect(manifest.release.tagFormat == "release-{clone}-{version}+{build}")
        #expect(manifest.release.versionPolicy == .tagOverrides)
        #expect(manifest.release.configuration == "AppStore")
        #expect(manifest.release.scheme == "App-{clone}")
        #expect(manifest.release.exportMethod == "enterprise")
        #expect(manifest.file == Self.file)
    }

    @Test(arguments: [
        ("[]", ["1:1 the manifest must be an object, not an array"]),
        (#"{ "version": 2 }"#, ["1:1 unsupported manifest version 2; this brands understands version 1"]),
        (#"{ "version": "1" }"#, ["1:14 'version' must be a whole number, not a string"]),
        (#"{ "brands_folder": 3 }"#, ["1:20 'brands_folder' must be a string, not a number"]),
        (#"{ "configurations": "Debug" }"#, ["1:21 'configurations' must be an array of strings, not a string"]),
        (
            #"{ "configurations": ["Debug", 2] }"#,
            ["1:31 an element of 'configurations' must be a string, not a number"]
        ),
        (#"{ "shared_paths": {} }"#, ["1:19 'shared_paths' must be an array of strings, not an object"]),
        (#"{ "rules": [] }"#, ["1:12 'rules' must be an object, not an array"]),
        (#"{ "release": "soon" }"#, ["1:14 'release' must be an object, not a string"]),
        (#"{ "release": { "scheme": false } }"#, ["1:26 'scheme' must be a string, not a boolean"]),
    ])
    func wrongTypesAreReportedAtTheValue(text: String, expected: [String]) throws {
        #expect(try Self.problems(text) == expected)
    }

    @Test(arguments: [
        (
            #"{ "configuration": ["Debug"] }"#,
            "1:3 unknown key 'configuration' in the manifest; did you mean 'configurations'?"
        ),
        (#"{ "brand_folder": "B" }"#, "1:3 unknown key 'brand_folder' in the manifest; did you mean 'brands_folder'?"),
        (
            #"{ "release": { "tag_fromat": "x" } }"#,
            "1:16 unknown key 'tag_fromat' in 'release'; did you mean 'tag_format'?"
        ),
        (
            #"{ "rules": { "contrast": { "severity": "off", "clone": ["A"] } } }"#,
            "1:47 unknown key 'clone' in rule 'contrast'; did you mean 'clones'?"
        ),
    ])
    func unknownKeysAreReportedWithASuggestion(text: String, expected: String) throws {
        let problems = try Self.problems(text)
        #expect(problems == [expected], "\(problems)")
    }

    @Test(arguments: [
        (#"{ "brands_folder": "/abs" }"#, "1:20 " + ManifestDecoder.outsidePath("brands_folder", "/abs")),
        (#"{ "schema": "../schema.json" }"#, "1:13 " + ManifestDecoder.outsidePath("schema", "../schema.json")),
        (#"{ "configs_folder": "" }"#, "1:21 " + ManifestDecoder.outsidePath("configs_folder", "")),
        (
            #"{ "xcconfig": "../{clone}-{configuration}.xcconfig" }"#,
            "1:15 " + ManifestDecoder.outsidePath("xcconfig", "../{clone}-{configuration}.xcconfig")
        ),
        (
            #"{ "xcconfig": "/etc/{clone}.xcconfig" }"#,
            "1:15 " + ManifestDecoder.outsidePath("xcconfig", "/etc/{clone}.xcconfig")
        ),
        (
            #"{ "shared_paths": ["App", "../Shared"] }"#,
            "1:27 " + ManifestDecoder.outsidePath("shared_paths", "../Shared")
        ),
        (#"{ "shared_paths": ["/Packages"] }"#, "1:20 " + ManifestDecoder.outsidePath("shared_paths", "/Packages")),
        (
            #"{ "xcconfig": "{configuration}.xcconfig" }"#,
            "1:15 'xcconfig' must contain '{clone}', as in '{clone}-{configuration}.xcconfig'"
        ),
        (#"{ "configurations": [] }"#, "1:1 'configurations' must list at least one configuration"),
        (
            #"{ "configurations": ["Debug", "Debug", "Release"] }"#,
            "1:31 configuration 'Debug' is listed twice in 'configurations'; remove one"
        ),
        (#"{ "rules": { "contrast": "eror" } }"#, "1:26 unknown severity 'eror'; did you mean 'error'?"),
        (
            #"{ "rules": { "contrast": "warn" } }"#,
            "1:26 unknown severity 'warn'; expected one of: error, warning, note, off"
        ),
        (#"{ "rules": { "contrast": { "clones": ["A"] } } }"#, "1:14 rule 'contrast' needs a 'severity'"),
        (
            #"{ "rules": { "contrast": true } }"#,
            "1:26 rule 'contrast' must be a severity (error, warning, note, off) or an object with 'severity' and 'clones'"
        ),
        (
            #"{ "release": { "tag_format": "{clone}/{version}" } }"#,
            "1:30 tag format '{clone}/{version}' must contain {build} exactly once"
        ),
        (
            #"{ "release": { "version_policy": "must_match" } }"#,
            "1:34 unknown version policy 'must_match'; did you mean 'must-match'?"
        ),
        (
            #"{ "release": { "configuration": "Relase" } }"#,
            "1:33 unknown release configuration 'Relase'; did you mean 'Release'?"
        ),
    ])
    func invalidValuesAreReported(text: String, expected: String) throws {
        let problems = try Self.problems(text)
        #expect(problems == [expected], "\(problems)")
    }

    @Test func theReleaseConfigurationMustBeAListedOne() throws {
        let decoded = try Self.decode(
            #"{ "configurations": ["Debug", "AppStore"], "release": { "configuration": "AppStore" } }"#)
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.release.configuration == "AppStore")
        #expect(try Self.problems(#"{ "configurations": ["Debug", "AppStore"] }"#) == [])
    }

    @Test func malformedValuesKeepTheirDefaults() throws {
        let manifest = try #require(
            try Self.decode(#"{ "brands_folder": "/abs", "configurations": [], "xcconfig": "x" }"#).value)
        #expect(manifest.brandsFolder == "Brands")
        #expect(manifest.configurations == ["Debug", "Release"])
        #expect(manifest.xcconfigPattern == "{clone}-{configuration}.xcconfig")
    }
}
