import BrandFormats
import Documents
import Foundation
import Support
import Testing

/// Declarations of `Brands/schema.json` that can never be satisfied or are misspelt are `schema_invalid`.
@Suite struct SchemaDecoderTests {
    static func decode(_ fields: String) throws -> Parsed<Schema> {
        let text = "{\n  \"version\": 1,\n  \"fields\": {\n    \(fields)\n  }\n}"
        let parsed = JSONParser.parse(Array(text.utf8), file: "schema.json")
        #expect(parsed.diagnostics == [])
        return SchemaDecoder.decode(try #require(parsed.value), file: "schema.json")
    }

    @Test(arguments: [
        (
            #""n": { "type": "integer", "minimum": 5, "maximum": 1 }"#,
            "4:5: field 'n' has a minimum above its maximum, so no value fits; swap them"
        ),
        (#""n": { "type": "strng" }"#, "4:20: unknown field type 'strng'; did you mean 'string'?"),
        (#""n": { "type": "enum" }"#, "4:5: enum field 'n' needs a non-empty 'values' list"),
    ])
    func anUnsatisfiableFieldIsReported(field: String, expected: String) throws {
        let decoded = try Self.decode(field)
        let found = decoded.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(found == [expected])
        #expect(decoded.diagnostics.map(\.rule) == [SchemaDecoder.rule])
        #expect(decoded.diagnostics.map(\.severity) == [.error])
    }

    @Test func equalBoundsAreAllowed() throws {
        let decoded = try Self.decode(#""n": { "type": "number", "minimum": 2.5, "maximum": 2.5 }"#)
        #expect(decoded.diagnostics == [])
        #expect(decoded.value?.fields.first?.minimum == 2.5)
    }

    @Test(arguments: [(25.0, true), (21.5, true), (0.5, true), (21.0, false), (1.0, false), (7.0, false)])
    func aContrastMinimumOutsideOneToTwentyOneIsReported(minimum: Double, reported: Bool) throws {
        let text = """
            {"theme": {"roles": {"text": {}, "background": {}},
              "contrast": [{"foreground": "text", "background": "background", "minimum": \(minimum)}]}}
            """
        let decoded = SchemaDecoder.decode(
            try #require(JSONParser.parse(Array(text.utf8), file: "schema.json").value), file: "schema.json")
        let expected = reported ? [SchemaDecoder.contrastOutOfRange(minimum)] : []
        #expect(decoded.diagnostics.map(\.message) == expected)
        #expect(decoded.diagnostics.map(\.location.line) == (reported ? [2] : []))
        #expect(decoded.value?.contrastPairs.first?.minimumRatio == (reported ? 4.5 : minimum))
    }

    /// Patterns are judged as `NSRegularExpression` judges them, whether or not `SchemaPattern` matches them itself.
    @Test(arguments: [
        ("^[a-z]+$", true), ("a{2,1}", false), ("[z-a]", false), ("(", false), ("a**", false), ("]", true),
        (#"\\p{Lu}+"#, true), ("(?i)news", true), (#"[\\w-a]"#, true), ("[a-z&&b]", true), ("a{,2}", false),
    ])
    func aPatternIsValidWhenNSRegularExpressionSaysSo(pattern: String, isValid: Bool) throws {
        let unescaped = pattern.replacingOccurrences(of: #"\\"#, with: #"\"#)
        #expect(((try? NSRegularExpression(pattern: unescaped)) != nil) == isValid)
        let decoded = try Self.decode(#""n": { "type": "string", "pattern": "\#(pattern)" }"#)
        #expect(
            decoded.diagnostics.map(\.message)
                == (isValid ? [] : ["pattern of field 'n' is not a valid regular expression"]))
        #expect(decoded.value?.fields.first?.pattern == (isValid ? unescaped : nil))
        let text = #"{"build_settings": {"values": {"N": {"type": "string", "pattern": "\#(pattern)"}}}}"#
        let settings = SchemaDecoder.decode(
            try #require(JSONParser.parse(Array(text.utf8), file: "schema.json").value), file: "schema.json")
        #expect(
            settings.diagnostics.map(\.message)
                == (isValid ? [] : ["pattern of build setting 'N' is not a valid regular expression"]))
    }

    @Test func theContrastMessageSaysWhy() {
        #expect(
            SchemaDecoder.contrastOutOfRange(25)
                == "contrast minimum 25 is above 21, the contrast of black on white, so no colours can reach it; use a ratio from 1 to 21, such as 4.5 (WCAG AA) or 7 (AAA)"
        )
    }
}
