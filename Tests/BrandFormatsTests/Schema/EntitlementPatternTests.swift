import BrandFormats
import Documents
import Support
import Testing

/// The schema's `entitlements` patterns: how they decode and what they match.
@Suite struct EntitlementPatternTests {
    static func decode(_ entitlements: String) throws -> Parsed<Schema> {
        let text = "{\n  \"version\": 1,\n  \"entitlements\": \(entitlements)\n}"
        let parsed = JSONParser.parse(Array(text.utf8), file: "schema.json")
        #expect(parsed.diagnostics == [])
        return SchemaDecoder.decode(try #require(parsed.value), file: "schema.json")
    }

    @Test func patternsDecodeInOrderWithTheirLocations() throws {
        let decoded = try Self.decode(#"{ "keychain-access-groups": "$(AppIdentifierPrefix)*", "a": "b" }"#)
        #expect(decoded.diagnostics == [])
        let patterns = try #require(decoded.value).entitlementPatterns
        #expect(patterns.map(\.key) == ["keychain-access-groups", "a"])
        #expect(patterns.map(\.pattern) == ["$(AppIdentifierPrefix)*", "b"])
        #expect(patterns.first?.location?.line == 3)
    }

    @Test(arguments: [
        (
            #"{ "a": 1 }"#,
            "3:26: entitlement 'a' must map to a pattern string such as "
                + "'group.$(PRODUCT_BUNDLE_IDENTIFIER)', not a number"
        ),
        (
            #"{ "a": "" }"#,
            "3:26: the pattern of entitlement 'a' is empty; write what its values must look like, "
                + "or remove the entry"
        ),
        (#"[]"#, "3:19: 'entitlements' must be an object, not an array"),
    ])
    func aBadDeclarationIsSchemaInvalid(entitlements: String, expected: String) throws {
        let decoded = try Self.decode(entitlements)
        #expect(decoded.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == [expected])
        #expect(decoded.diagnostics.map(\.rule) == [SchemaDecoder.rule])
        #expect(decoded.value?.entitlementPatterns == [])
    }

    @Test(arguments: [
        ("group.com.example", "group.*", true),
        ("com.example", "group.*", false),
        ("group.com.example", "group.com.example", true),
        ("group.com.example.debug", "group.com.example", false),
        ("ABC.com.x.shared", "ABC.*.shared", true),
        ("ABC.shared", "ABC.*.shared", false),
        ("applinks:www.example.com", "applinks:*example.com", true),
        ("a", "*", true),
        ("abcabc", "a*c*c", true),
        ("abc", "a*b*b", false),
    ])
    func globMatching(text: String, pattern: String, matches: Bool) {
        #expect(EntitlementPattern.matches(text, expandedPattern: pattern) == matches)
    }

    @Test func theBuiltInSchemaDeclaresAppAndKeychainGroups() {
        #expect(
            Schema.builtIn.entitlementPatterns.map { "\($0.key)=\($0.pattern)" } == [
                "com.apple.security.application-groups=group.*", "keychain-access-groups=$(AppIdentifierPrefix)*",
            ])
    }
}
