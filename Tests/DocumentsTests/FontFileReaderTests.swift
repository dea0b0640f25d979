import Documents
import Support
import Testing

@Suite struct FontFileReaderTests {
    typealias Message = FontDiagnostics.Message
    typealias Record = SFNTBuilder.NameRecord

    private func error(_ message: String) -> [Diagnostic] {
        [FontDiagnostics.unreadable(message, in: "Font.ttf")]
    }

    @Test(arguments: [
        (0x0001_0000 as UInt32, [Record.windows("Acme-Bold")], "Acme-Bold"),
        (0x4F54_544F, [Record.windows("Family", nameID: 1), Record.windows("Acme-Regular")], "Acme-Regular"),
        (0x7472_7565, [Record.mac(Array("Acme-Mac".utf8))], "Acme-Mac"),
        // Windows Unicode wins over Mac Roman regardless of order.
        (0x0001_0000, [Record.mac(Array("Mac".utf8)), Record.windows("Win")], "Win"),
        (0x0001_0000, [Record.mac([0x41, 0x80, 0xA5, 0xFF])], "AÄ•ˇ"),
        (0x0001_0000, [Record(platform: 0, encoding: 3, bytes: [0, 0x58, 0xD8, 0x3D, 0xDE, 0x00])], "X😀"),
        // An empty Windows record falls back to the next candidate.
        (0x0001_0000, [Record.windows(""), Record.mac(Array("Fallback".utf8))], "Fallback"),
    ])
    func readsPostScriptName(version: UInt32, names: [Record], expected: String) {
        let parsed = FontFileReader.postScriptName(SFNTBuilder.font(version: version, names: names), file: "Font.ttf")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value == expected)
    }

    @Test func collectionsGiveFirstOrEveryName() {
        let bytes = SFNTBuilder.collection([
            { SFNTBuilder.font(names: [.windows("Acme-Light")], base: $0) },
            { SFNTBuilder.font(version: 0x4F54_544F, names: [.windows("Acme-Heavy")], base: $0) },
        ])
        #expect(FontFileReader.postScriptName(bytes, file: "Font.ttf") == Parsed(value: "Acme-Light"))
        #expect(FontFileReader.postScriptNames(bytes, file: "Font.ttf") == Parsed(value: ["Acme-Light", "Acme-Heavy"]))
        #expect(
            FontFileReader.postScriptNames(SFNTBuilder.font(names: [.windows("One")]), file: "Font.ttf")
                == Parsed(value: ["One"]))
    }

    @Test func brokenFontInCollectionIsReportedAndOthersKept() {
        let bytes = SFNTBuilder.collection([
            { SFNTBuilder.font(names: [.windows("Good")], base: $0) },
            { SFNTBuilder.font(names: [], includeNameTable: false, base: $0) },
        ])
        let parsed = FontFileReader.postScriptNames(bytes, file: "Font.ttf")
        #expect(parsed.value == ["Good"])
        #expect(parsed.diagnostics == error("font 1 of the collection: " + Message.missingNameTable))
    }

    static let unreadableCases: [([UInt8], String)] = [
        ([UInt8](), Message.truncated("font header")),
        (Array("PK\u{3}\u{4}rest".utf8), Message.unknownSignature("PK\u{3}\u{4}").replacingPrintable()),
        (Array("wOFFxxxxxxxx".utf8), Message.unknownSignature("wOFF")),
        (SFNTBuilder.font(names: [.windows("X", nameID: 4)]), Message.missingPostScriptName),
        (SFNTBuilder.font(names: [Record(platform: 3, encoding: 0, bytes: [0, 0x41])]), Message.missingPostScriptName),
        (SFNTBuilder.font(names: [], includeNameTable: false), Message.missingNameTable),
        (Array("ttcf".utf8) + SFNTBuilder.be32(0x10000) + SFNTBuilder.be32(0), Message.emptyCollection),
        (
            Array("ttcf".utf8) + SFNTBuilder.be32(0x10000) + SFNTBuilder.be32(1_000_000),
            Message.truncated("collection's font list")
        ),
    ]

    @Test(arguments: unreadableCases)
    func unreadableFontsAreReported(bytes: [UInt8], message: String) {
        let parsed = FontFileReader.postScriptName(bytes, file: "Font.ttf")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == error(message))
    }

    @Test func everyTruncationIsAnErrorNotACrash() {
        let valid = SFNTBuilder.font(names: [.windows("Family", nameID: 1), .windows("Acme-Bold")])
        for length in 0..<valid.count {
            let parsed = FontFileReader.postScriptName(Array(valid.prefix(length)), file: "Font.ttf")
            #expect(parsed.value == nil)
            #expect(parsed.diagnostics.first?.rule == FontDiagnostics.unreadableRule)
        }
        let collection = SFNTBuilder.collection([{ SFNTBuilder.font(names: [.windows("A")], base: $0) }])
        for length in 0..<collection.count {
            #expect(FontFileReader.postScriptNames(Array(collection.prefix(length)), file: "Font.ttf").value == nil)
        }
    }

    @Test func garbageNeverCrashes() {
        // Deterministic pseudo-random bytes behind each valid signature.
        var state: UInt32 = 12_345
        for signature in ["\u{0}\u{1}\u{0}\u{0}", "OTTO", "true", "ttcf"] {
            for _ in 0..<200 {
                var bytes = Array(signature.utf8)
                for _ in 0..<64 {
                    state = state &* 1_103_515_245 &+ 12_345
                    bytes.append(UInt8(truncatingIfNeeded: state >> 16))
                }
                let parsed = FontFileReader.postScriptNames(bytes, file: "Font.ttf")
                #expect(parsed.value != nil || parsed.diagnostics.containsErrors)
            }
        }
    }
}

extension String {
    /// The signature text as the reader prints it: non-printable signatures are shown in hex.
    fileprivate func replacingPrintable() -> String {
        replacing("signature 'PK\u{3}\u{4}'", with: "signature '0x504B0304'")
    }
}
