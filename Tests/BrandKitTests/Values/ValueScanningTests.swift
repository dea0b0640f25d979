import BrandKit
import Documents
import Testing

/// The byte-level fast paths of value checks agree with the character-level rules they stand for.
@Suite struct ValueScanningTests {
    @Test(arguments: [
        ("$(A) and ${B_2} and $[C] and $D.e", [("A", 0), ("B_2", 9), ("C", 20), ("D", 29)]),
        ("no references", []), ("$ $( $9X $(_x)", [("_x", 9)]), ("$$(A)", [("A", 1)]),
        ("é $(A) $(B)", [("A", 2), ("B", 7)]), ("\r\n$(A)", [("A", 1)]), ("$(Aé)", [("A", 0)]),
    ])
    func referencesAreFoundWithCharacterOffsets(text: String, expected: [(String, Int)]) {
        let found = ReferenceScanner.references(in: text)
        #expect(found.map(\.name) == expected.map(\.0))
        #expect(found.map(\.offset) == expected.map(\.1))
    }

    @Test(arguments: [
        ("http://a", true), ("HTTP://a", true), ("hTtP://", true), ("https://a", false), ("http:/a", false),
        ("", false), ("htt", false), ("ｈttp://a", false),
    ])
    func insecureURLsIgnoreASCIICase(text: String, isInsecure: Bool) {
        #expect(URLCheck.isInsecure(text) == isInsecure)
    }

    @Test func hexColoursReadTheSameByBytesAndByCharacters() {
        #expect(RGBAColor(hex: "#fFf") == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(RGBAColor(hex: "#102030") == RGBAColor(red: 16 / 255, green: 32 / 255, blue: 48 / 255))
        #expect(RGBAColor(hex: "#10203040")?.alpha == 64.0 / 255)
        for invalid in ["", "#", "#12", "#12345", "#1234567", "123456", "#12345G", "#１２"] {
            #expect(RGBAColor(hex: invalid) == nil, "\(invalid)")
        }
        // Fullwidth digits are hex digits to Character, and read as 0, as before.
        #expect(RGBAColor(hex: "#１２３") == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(RGBAColor(hex: "#ＡＢＣＤＥＦ") == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test func aNearMissPrefersTheClosestThenTheShortestThenTheFirstName() {
        let known: Set<String> = ["PRODUCT_NAME", "PRODUCT_NAMES", "PRODUCT_NAMEX", "PRODUCT_MANE"]
        #expect(UnknownBuildSettingRule.nearMiss("PRODUCT_NAMEE", in: known) == "PRODUCT_NAME")
        #expect(UnknownBuildSettingRule.nearMiss("PRODUCT_NAMEQ", in: known) == "PRODUCT_NAME")
        #expect(UnknownBuildSettingRule.nearMiss("PRODUCT_NAMXS", in: known) == "PRODUCT_NAMES")
        #expect(UnknownBuildSettingRule.nearMiss("SHORT", in: ["SHORTS"]) == nil)
        #expect(UnknownBuildSettingRule.nearMiss("UNRELATED_NAME", in: known) == nil)
    }

    @Test func aWrongTypeIsTheOneProblemAndNeedsNoFormatCheck() {
        let url = FieldSpec(name: "u", type: .url, pattern: "^x$")
        #expect(FieldValueChecker.typeProblem(of: .number(JSONNumber(literal: "1")), for: url) != nil)
        #expect(FieldValueChecker.typeProblem(of: .string("not a url"), for: url) == nil)
        #expect(FieldValueChecker.check(.string("not a url"), for: url).count == 2)
        let integer = FieldSpec(name: "i", type: .integer, minimum: 2)
        #expect(
            FieldValueChecker.typeProblem(of: .number(JSONNumber(literal: "1.5")), for: integer)
                == .wrongType(expected: "a whole number", found: "'1.5'"))
        #expect(FieldValueChecker.check(.number(JSONNumber(literal: "1")), for: integer).count == 1)
    }
}
