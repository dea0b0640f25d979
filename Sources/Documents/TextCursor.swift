import Support

/// Walks UTF-8 bytes while keeping the 1-based line and column of the current byte, so text readers can
/// report exact positions in linear time.
///
/// Columns count Unicode scalars: a UTF-8 lead byte moves the column, continuation bytes do not. `\n`, `\r\n`
/// and a lone `\r` each end a line.
///
/// The column is not counted byte by byte: it is the distance from ``lineOrigin``, which moves only at line
/// breaks and continuation bytes. A reader that knows a run of bytes is ASCII without line breaks (a key, a
/// number, a tag name) jumps over it with ``advanceOverASCII(to:)`` at no cost per byte; ``advance()`` is the
/// byte-by-byte definition the other moves are tested against.
package struct TextCursor {
    /// The whole input.
    package let bytes: [UInt8]
    /// The file name put into locations.
    package let file: String
    /// The offset of the current byte.
    package private(set) var index: Int
    /// The 1-based line of the current byte.
    package private(set) var line = 1
    /// `index - lineOrigin + 1` is the column: the offset of the line's first byte, plus one for each
    /// continuation byte passed on the line.
    private var lineOrigin: Int

    /// Creates a cursor at byte `index` (line 1, column 1).
    package init(_ bytes: [UInt8], file: String, startingAt index: Int = 0) {
        self.bytes = bytes
        self.file = file
        self.index = index
        self.lineOrigin = index
    }

    /// The 1-based column of the current byte.
    package var column: Int { index - lineOrigin + 1 }

    /// Whether every byte has been consumed.
    package var isAtEnd: Bool { index >= bytes.count }

    /// The current byte, or `nil` at the end.
    package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte `offset` places after the current one, or `nil` past the end.
    package func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position >= 0 && position < bytes.count ? bytes[position] : nil
    }

    /// Where the current byte is.
    package var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The line and column of the current byte, for a location that may never be needed (it costs nothing to keep,
    /// unlike a ``SourceLocation``, which holds the file name).
    package var position: TextPosition { TextPosition(line: line, column: column) }

    /// The location of `position` in this cursor's file.
    package func location(of position: TextPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// Moves past the current byte.
    package mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            lineOrigin = index
        } else if byte == 0x0D {
            if index >= bytes.count || bytes[index] != 0x0A {
                line += 1
                lineOrigin = index
            }
        } else if byte & 0xC0 == 0x80 {
            lineOrigin += 1
        }
    }

    /// Moves past `count` bytes (fewer at the end of the input).
    package mutating func advance(by count: Int) {
        advance(to: min(index + max(count, 0), bytes.count))
    }

    /// Moves forward to offset `end` (at most the end of the input), counting the line breaks and continuation
    /// bytes on the way as ``advance()`` would.
    package mutating func advance(to end: Int) {
        let end = min(end, bytes.count)
        var position = index
        while position < end {
            // Bytes from 0x0E to 0x7F are a column each, with nothing to count: passed eight at a time.
            position = ByteScan.firstLineBreakOrNonASCII(in: bytes, from: position, before: end)
            guard position < end else { break }
            let byte = bytes[position]
            position += 1
            if byte < 0x0E {
                if byte == 0x0A || (byte == 0x0D && (position >= bytes.count || bytes[position] != 0x0A)) {
                    line += 1
                    lineOrigin = position
                }
            } else if byte & 0xC0 == 0x80 {
                lineOrigin += 1
            }
        }
        index = position
    }

    /// Moves to offset `end` over bytes that the caller has seen to be ASCII other than `\n` and `\r`, each one
    /// column wide.
    package mutating func advanceOverASCII(to end: Int) {
        assert(end >= index && end <= bytes.count)
        assert(bytes[index..<end].allSatisfy { $0 < 0x80 && $0 != 0x0A && $0 != 0x0D })
        index = end
    }

    /// Moves past the well-formed UTF-8 sequence of `length` bytes at the current byte: one column.
    package mutating func advanceOverScalar(length: Int) {
        assert(length >= 1 && UTF8Validation.sequenceLength(in: bytes, at: index) == length)
        index += length
        lineOrigin += length - 1
    }

    /// Moves past spaces, tabs and line breaks.
    @inline(__always)
    package mutating func skipWhiteSpace() {
        // Readers ask after every token, and most often nothing is there: that answer costs no call.
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        skipWhiteSpaceRun()
    }

    /// ``skipWhiteSpace()`` past its first look.
    private mutating func skipWhiteSpaceRun() {
        var position = index
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if byte == 0x20 {
                position += 1
                // Indentation comes in runs of spaces, which are taken eight at a time.
                if position < count && bytes[position] == 0x20 {
                    position = ByteScan.firstNonSpace(in: bytes, from: position)
                }
            } else if byte == 0x09 {
                position += 1
            } else if byte == 0x0A || byte == 0x0D {
                position += 1
                if byte == 0x0A || position >= count || bytes[position] != 0x0A {
                    line += 1
                    lineOrigin = position
                }
            } else {
                break
            }
        }
        index = position
    }

    /// Moves past ASCII bytes other than `<` and `&` (text in XML that needs no decoding).
    package mutating func advanceOverPlainASCII() {
        var end = index
        while end < bytes.count {
            let byte = bytes[end]
            guard byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else { break }
            end += 1
        }
        advance(to: end)
    }

    /// Whether the input continues with `prefix` at the current byte.
    package func hasPrefix(_ prefix: String) -> Bool {
        var position = index
        for byte in prefix.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// The length (1–4) of the well-formed UTF-8 sequence at the current byte, or `nil` when it is malformed
    /// (stray continuation byte, overlong form, surrogate, beyond U+10FFFF or cut short).
    package func validUTF8Length() -> Int? {
        UTF8Validation.sequenceLength(in: bytes, at: index)
    }

    /// The Unicode scalar at the current byte when it is well-formed UTF-8.
    package func currentScalar() -> Unicode.Scalar? {
        guard let length = validUTF8Length() else { return nil }
        let slice = bytes[index..<(index + length)]
        return String(decoding: slice, as: UTF8.self).unicodeScalars.first
    }

    /// The text of `bytes[range]`, which must be well-formed UTF-8.
    package func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[range])
            // Up to 15 bytes fit in the string itself; made in place, ASCII needs no further check.
            guard slice.count <= 15 else { return String(decoding: slice, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: slice.count) { target in
                target.initialize(fromContentsOf: slice)
            }
        }
    }
}

/// A line and column without the file name: what a reader keeps for a location it reports only on some paths.
package struct TextPosition: Hashable, Sendable {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column.
    package var column: Int

    /// Creates a position; `line` and `column` are 1-based.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A byte printed for a message: `'x'` for printable ASCII, `U+000A` or `byte 0xFF` otherwise.
func describeByte(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "U+" + hex(UInt32(byte), digits: 4) }
    return "byte 0x" + hex(UInt32(byte), digits: 2)
}

/// `value` in upper-case hexadecimal, padded with zeros to `digits`.
func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
