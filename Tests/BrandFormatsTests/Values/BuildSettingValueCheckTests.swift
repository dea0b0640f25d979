import BrandFormats
import Documents
import Support
import Testing

/// The types of build setting values: the well-known settings, and the schema's `build_settings.values`.
@Suite struct BuildSettingValueCheckTests {
    static let location = SourceLocation(file: "/w/Configs/A.xcconfig", line: 3, column: 1)

    static func problem(_ name: String, _ value: String, schema: Schema = .builtIn) -> String? {
        BuildSettingValueCheck.check(name: name, value: value, at: location, schema: schema)?.message
    }

    @Test(arguments: [
        ("MARKETING_VERSION", "5.4.1"), ("MARKETING_VERSION", "6"), ("MARKETING_VERSION", "0.1"),
        ("CFBundleShortVersionString", "1.2.3"), ("CURRENT_PROJECT_VERSION", "212"),
        ("CURRENT_PROJECT_VERSION", "2026.11.21"), ("CFBundleVersion", "3.1"),
        ("PRODUCT_BUNDLE_IDENTIFIER", "de.suedbayern-tagblatt.app"), ("CFBundleIdentifier", "com.Example.App2"),
        ("DEVELOPMENT_TEAM", "7QK4XW2M9R"), ("MARKETING_VERSION", ""), ("SWIFT_VERSION", "6.0-anything"),
    ])
    func acceptsWhatTheAppStoreAccepts(name: String, value: String) {
        #expect(Self.problem(name, value) == nil)
    }

    @Test(arguments: [
        (
            "MARKETING_VERSION", "5.4.1-beta",
            "build setting MARKETING_VERSION: '5.4.1-beta' is not one to three period-separated non-negative integers such as 5.4.1, as the App Store requires: it has '1-beta', which is not a non-negative integer"
        ),
        (
            "MARKETING_VERSION", "1.2.3.4",
            "build setting MARKETING_VERSION: '1.2.3.4' is not one to three period-separated non-negative integers such as 5.4.1, as the App Store requires: it has 4 components; at most 3 are allowed"
        ),
        (
            "CFBundleVersion", "1..2",
            "build setting CFBundleVersion: '1..2' is not period-separated non-negative integers such as 212 or 5.4.1.3, as the App Store requires of a build number: it has an empty component"
        ),
        (
            "CURRENT_PROJECT_VERSION", "v12",
            "build setting CURRENT_PROJECT_VERSION: 'v12' is not period-separated non-negative integers such as 212 or 5.4.1.3, as the App Store requires of a build number: it has 'v12', which is not a non-negative integer"
        ),
        (
            "PRODUCT_BUNDLE_IDENTIFIER", "com.example.my_app",
            "build setting PRODUCT_BUNDLE_IDENTIFIER: 'com.example.my_app' is not a bundle identifier: use letters, digits, hyphens and periods (RFC 1034), at least two parts, such as com.example.app"
        ),
        (
            "DEVELOPMENT_TEAM", "7qk4xw2m9r",
            "build setting DEVELOPMENT_TEAM: '7qk4xw2m9r' is not a team id: it has 10 uppercase letters and digits, such as 7QK4XW2M9R"
        ),
        (
            "DEVELOPMENT_TEAM", "7QK4XW2M9",
            "build setting DEVELOPMENT_TEAM: '7QK4XW2M9' is not a team id: it has 10 uppercase letters and digits, such as 7QK4XW2M9R"
        ),
    ])
    func refusesWhatTheAppStoreRefuses(name: String, value: String, message: String) {
        #expect(Self.problem(name, value) == message)
    }

    /// A build number may have more than three integers, which the system ignores (Pocket Casts builds 7.75.0.3);
    /// a version may not.
    @Test func aBuildNumberMayHaveMoreThanThreeIntegers() {
        #expect(Self.problem("CURRENT_PROJECT_VERSION", "7.75.0.3") == nil)
        #expect(Self.problem("CFBundleVersion", "1.2.3.4.5") == nil)
        #expect(Self.problem("MARKETING_VERSION", "7.75.0.3") != nil)
        #expect(Self.problem("CURRENT_PROJECT_VERSION", "7.75.0.3a") != nil)
    }

    /// A build number's integers may have leading zeros; a version's may not.
    ///
    /// cozy-flagship-app has shipped builds such as `0101316` for years.
    @Test func aBuildNumberMayHaveLeadingZeros() {
        #expect(Self.problem("CFBundleVersion", "0101316") == nil)
        #expect(Self.problem("CURRENT_PROJECT_VERSION", "7.75.0.03") == nil)
        #expect(Self.problem("MARKETING_VERSION", "1.01.0") != nil)
    }

    static let schemaJSON = #"""
        {
          "build_settings": {
            "required": ["API_HOST"],
            "values": {
              "API_HOST": { "type": "string", "pattern": "[a-z.-]+", "description": "Host of the content API" },
              "CACHE_DAYS": { "type": "integer", "minimum": 1, "maximum": 30 },
              "FLAVOUR": { "type": "enum", "values": ["news", "sports"] },
              "DEVELOPMENT_TEAM": { "type": "string" }
            }
          }
        }
        """#

    static func decoded(_ json: String) throws -> Parsed<Schema> {
        let node = try #require(JSONParser.parse(Array(json.utf8), file: "/w/schema.json").value)
        return SchemaDecoder.decode(node, file: "/w/schema.json")
    }

    @Test func theSchemaTypesOtherSettings() throws {
        let parsed = try Self.decoded(Self.schemaJSON)
        #expect(parsed.diagnostics == [])
        let schema = try #require(parsed.value)
        #expect(schema.requiredBuildSettings == ["API_HOST"])
        #expect(schema.buildSettingTypes.map(\.name) == ["API_HOST", "CACHE_DAYS", "FLAVOUR", "DEVELOPMENT_TEAM"])
        #expect(Self.problem("API_HOST", "api.example.com", schema: schema) == nil)
        #expect(
            Self.problem("API_HOST", "API.example.com", schema: schema)
                == "build setting API_HOST: 'API.example.com' does not match the pattern [a-z.-]+")
        #expect(
            Self.problem("CACHE_DAYS", "31", schema: schema)
                == "build setting CACHE_DAYS: '31' is above the maximum of 30")
        #expect(
            Self.problem("FLAVOUR", "sport", schema: schema)
                == "build setting FLAVOUR: 'sport' is not one of news, sports; did you mean 'sports'?")
        // The schema's own entry replaces the well-known one; the other well-known settings stay typed.
        #expect(Self.problem("DEVELOPMENT_TEAM", "anything", schema: schema) == nil)
        #expect(Self.problem("MARKETING_VERSION", "1.0-rc", schema: schema) != nil)
    }

    @Test func mistakesInTheSchemaAreReported() throws {
        let parsed = try Self.decoded(
            #"{"build_settings": {"values": {"A": {"type": "semver"}, "B": {"type": "enum"}, "C": {"pattern": "("}}}}"#)
        #expect(
            parsed.diagnostics.map(\.message) == [
                "unknown build setting type 'semver'; expected one of: string, integer, url, bundle-id, version and 2 more",
                "enum build setting 'B' needs a non-empty 'values' list",
                "build setting 'C' needs a 'type'",
                "pattern of build setting 'C' is not a valid regular expression",
            ])
    }
}
