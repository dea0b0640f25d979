import Documents
import Testing

/// The eight-bytes-at-a-time searches against their one-byte-at-a-time twins, from every offset of random input
/// (the bytes each search stops at, and their neighbours, are common in it).
@Suite struct ByteScanTests {
    private static let alphabet: [UInt8] =
        Array(" \t\n\r\"\\<&azAZ09-_:.".utf8) + [0x00, 0x0B, 0x0D, 0x0E, 0x1F, 0x21, 0x7F, 0x80, 0xBF, 0xC3, 0xFF]

    @Test(arguments: 0..<8)
    func searchesFindWhatTheirTwinsFind(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let byte = Self.alphabet.randomElement(using: &random) ?? 0
                // Runs, so that whole words of eight plain bytes occur.
                bytes += Array(repeating: byte, count: Int.random(in: 1...9, using: &random))
            }
            for start in 0...bytes.count {
                #expect(
                    ByteScan.firstNonSpace(in: bytes, from: start)
                        == ByteScan.firstNonSpaceOneByOne(in: bytes, from: start))
                #expect(
                    ByteScan.firstSpecialInJSONString(in: bytes, from: start)
                        == ByteScan.firstSpecialInJSONStringOneByOne(in: bytes, from: start))
                #expect(
                    ByteScan.firstSpecialInXMLText(in: bytes, from: start)
                        == ByteScan.firstSpecialInXMLTextOneByOne(in: bytes, from: start))
                let end = Int.random(in: start...bytes.count, using: &random)
                #expect(
                    ByteScan.firstLineBreakOrNonASCII(in: bytes, from: start, before: end)
                        == ByteScan.firstLineBreakOrNonASCIIOneByOne(in: bytes, from: start, before: end))
            }
        }
    }

    @Test func nameBytesAreTheDefinedOnes() {
        for byte in UInt8.min...UInt8.max {
            #expect(ByteScan.isXMLNameByte(byte) == ByteScan.isXMLNameByteByDefinition(byte), "byte \(byte)")
        }
    }
}
