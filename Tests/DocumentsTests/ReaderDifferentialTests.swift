import Documents
import Support
import Testing

/// The JSON and XML property-list readers against frozen copies of how they were before they were made faster
/// (`Reference/`): on random documents, whole and broken at random places, and on one document cut short at every
/// byte and with every byte replaced, both must give the same values, locations and diagnostics.
@Suite struct ReaderDifferentialTests {
    private static let file = "/work/Brand.xcassets/Primary.colorset/Contents.json"

    private func expectSameJSON(_ bytes: [UInt8], _ comment: @autoclosure () -> String) {
        let parsed = JSONParser.parse(bytes, file: Self.file)
        let reference = ReferenceParsers.json(bytes, file: Self.file)
        #expect(parsed == reference, "\(comment()): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }

    private func expectSamePlist(_ bytes: [UInt8], _ comment: @autoclosure () -> String) {
        let parsed = PlistParser.parse(bytes, file: Self.file)
        let reference = ReferenceParsers.plist(bytes, file: Self.file)
        #expect(parsed == reference, "\(comment()): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }

    @Test(arguments: 0..<8)
    func randomJSONReadsAsBefore(seed: UInt64) {
        var documents = RandomDocuments(seed: seed)
        for index in 0..<300 {
            let bytes = Array(documents.json().utf8)
            expectSameJSON(bytes, "document \(index) of seed \(seed)")
            expectSameJSON(documents.broken(bytes), "broken document \(index) of seed \(seed)")
        }
    }

    @Test(arguments: 0..<8)
    func randomXMLPlistsReadAsBefore(seed: UInt64) {
        var documents = RandomDocuments(seed: seed)
        for index in 0..<200 {
            let bytes = Array(documents.plist().utf8)
            expectSamePlist(bytes, "document \(index) of seed \(seed)")
            expectSamePlist(documents.broken(bytes), "broken document \(index) of seed \(seed)")
        }
    }

    /// Errors at every position: each prefix, and each byte replaced by each awkward byte.
    @Test func jsonBrokenAtEveryByteReadsAsBefore() {
        let text = "{\r\n  \"é😀\" : [1, -2.5e3, true, null, \"a\\u00e9\\n\"],\n\t\"K\": {\"\u{212A}\": \"x\"}\r}"
        let bytes = Array(text.utf8)
        let awkward: [UInt8] = Array("\"\\{}[],: \t\r\nx/".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for end in 0...bytes.count { expectSameJSON(Array(bytes[..<end]), "prefix of \(end) bytes") }
        for position in bytes.indices {
            for byte in awkward {
                var changed = bytes
                changed[position] = byte
                expectSameJSON(changed, "byte \(position) replaced by \(byte)")
            }
        }
    }

    @Test func xmlPlistBrokenAtEveryByteReadsAsBefore() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>\r
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>\r
            \t<string>Caf&#xE9; 😀 $(NAME)<!-- c --> tail</string>
            \t<key>n</key><array><integer>7</integer><real>1.5</real><true/></array>
            </dict>
            </plist>
            """
        let bytes = Array(text.utf8)
        let awkward: [UInt8] = Array("<>/&\"!? \t\r\nk".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for end in 0...bytes.count { expectSamePlist(Array(bytes[..<end]), "prefix of \(end) bytes") }
        for position in bytes.indices {
            for byte in awkward {
                var changed = bytes
                changed[position] = byte
                expectSamePlist(changed, "byte \(position) replaced by \(byte)")
            }
        }
    }

    /// Literals are read without making them words; a longer word is not a literal.
    @Test(arguments: ["true", "truex", "true1", "true_", "nullx", "falsey", "tru", "True", "null ", "[false]", "[nil]"])
    func literalsAndWordsLikeThemReadAsBefore(text: String) {
        expectSameJSON(Array(text.utf8), "literal")
    }

    /// Keys that differ in bytes but not as strings are duplicates, as before, even when one is ASCII.
    @Test func canonicallyEquivalentKeysAreDuplicates() {
        let json = JSONParser.parse("{\"K\": 1, \"\u{212A}\": 2, \"é\": 3, \"e\u{301}\": 4}", file: "a.json")
        #expect(json.diagnostics.map(\.rule) == [JSONDiagnostics.duplicateKeyRule, JSONDiagnostics.duplicateKeyRule])
        let plist = PlistParser.parse("<dict><key>K</key><true/><key>\u{212A}</key><true/></dict>", file: "a.plist")
        #expect(plist.diagnostics.map(\.rule) == [PlistDiagnostics.duplicateKeyRule])
    }
}
