import Support
import Testing
import XCConfig

@Suite struct UTF8ValidationTests {
    @Test(
        arguments: [
            ([0x41], 1), ([0xC3, 0xA9], 2), ([0xE2, 0x82, 0xAC], 3), ([0xF0, 0x9F, 0x98, 0x80], 4),
        ] as [([UInt8], Int)])
    func wellFormedSequences(bytes: [UInt8], length: Int) {
        #expect(UTF8Validation.sequenceLength(in: bytes, at: 0) == length)
    }

    @Test(
        arguments: [
            [0x80],  // stray continuation byte
            [0xC0, 0xAF],  // overlong
            [0xED, 0xA0, 0x80],  // surrogate
            [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
            [0xE2, 0x82],  // cut short
            [0xFF],
        ] as [[UInt8]])
    func malformedSequences(bytes: [UInt8]) {
        #expect(UTF8Validation.sequenceLength(in: bytes, at: 0) == nil)
    }

    @Test func firstInvalidOffset() {
        #expect(UTF8Validation.firstInvalidOffset(in: Array("aé€".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidOffset(in: [0x61, 0xC3, 0xA9, 0xFF, 0x61]) == 3)
    }
}
