import Documents
import Support
import Testing

/// The cursor's moves against the byte-by-byte definition of lines and columns (``ReferenceTextCursor``, the cursor
/// as it was): on random text with every kind of line break, tabs, runs of spaces, multi-byte UTF-8 and stray bytes,
/// every move must leave the cursor at the same offset, line and column.
@Suite struct TextCursorTests {
    /// Pieces of text that exercise the bookkeeping: CR LF split across moves, continuation bytes, long runs.
    private static let pieces: [[UInt8]] =
        ["a", "Z", "<", "&", " ", "\t", "\n", "\r", "\r\n", "é", "😀", "中", "\"", String(repeating: " ", count: 19)]
        .map { Array($0.utf8) } + [[0x80], [0xFF], [0xC3], [0x00], [0x0B]]

    private func randomText(_ random: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...60, using: &random) {
            bytes += Self.pieces.randomElement(using: &random) ?? []
        }
        return bytes
    }

    private func expectSame(
        _ cursor: TextCursor, _ reference: ReferenceTextCursor, _ step: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            [cursor.index, cursor.line, cursor.column] == [reference.index, reference.line, reference.column],
            "\(step)", sourceLocation: sourceLocation)
    }

    @Test(arguments: 0..<16)
    func movesCountLinesAndColumnsAsByteByByte(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let bytes = randomText(&random)
            var cursor = TextCursor(bytes, file: "a")
            var reference = ReferenceTextCursor(bytes, file: "a")
            var steps: [String] = []
            while !reference.isAtEnd {
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    cursor.advance()
                    reference.advance()
                    steps.append("advance")
                case 1:
                    let count = Int.random(in: 0...12, using: &random)
                    cursor.advance(by: count)
                    reference.advance(by: count)
                    steps.append("advance(by: \(count))")
                case 2:
                    let end = Int.random(in: cursor.index...bytes.count, using: &random)
                    cursor.advance(to: end)
                    reference.advance(by: end - reference.index)
                    steps.append("advance(to: \(end))")
                case 3:
                    cursor.skipWhiteSpace()
                    while let byte = reference.current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { reference.advance() }
                    steps.append("skipWhiteSpace")
                case 4:
                    cursor.advanceOverPlainASCII()
                    reference.advanceOverPlainASCII()
                    steps.append("advanceOverPlainASCII")
                default:
                    // The moves for bytes the caller has checked: an ASCII byte other than a line break, or one
                    // well-formed sequence.
                    let byte = bytes[cursor.index]
                    if byte < 0x80 && byte != 0x0A && byte != 0x0D {
                        cursor.advanceOverASCII(to: cursor.index + 1)
                        reference.advance()
                        steps.append("advanceOverASCII")
                    } else if byte >= 0x80, let length = UTF8Validation.sequenceLength(in: bytes, at: cursor.index) {
                        cursor.advanceOverScalar(length: length)
                        reference.advance(by: length)
                        steps.append("advanceOverScalar(length: \(length))")
                    }
                }
                expectSame(cursor, reference, "\(bytes) after \(steps)")
                if cursor.index != reference.index { break }
            }
        }
    }

    @Test func positionsBecomeTheLocationsOfTheirFile() {
        var cursor = TextCursor(Array("a\r\né\rb".utf8), file: "x.json")
        cursor.advance(by: 5)
        let position = cursor.position
        #expect(position == TextPosition(line: 2, column: 2))
        cursor.advance(by: 2)
        #expect(cursor.location(of: position) == Support.SourceLocation(file: "x.json", line: 2, column: 2))
        #expect(cursor.location == Support.SourceLocation(file: "x.json", line: 3, column: 2))
    }

    @Test(arguments: [
        "", "a", "fifteen bytes!!", "sixteen bytes!!!", "é😀", String(repeating: "long text ", count: 20),
    ])
    func textIsTheBytesAsAString(text: String) {
        let cursor = TextCursor(Array(("<" + text + ">").utf8), file: "a")
        #expect(cursor.text(1..<(text.utf8.count + 1)) == text)
    }
}
