import Support

extension OldStyleLexer {
    private typealias Message = PlistDiagnostics.Message

    /// Reads a string in `"` or `'`, decoding escapes as CoreFoundation's `getSlashedChar` does.
    ///
    /// An unterminated string is reported at its opening quote and taken to end with its first line, so that a
    /// lost quote costs one value rather than the rest of the file.
    mutating func quotedString(quote: UInt8) -> OldStyleToken {
        let opening = tokenLocation
        index += 1
        var text: [UInt8] = []
        var runStart = index
        var firstBreak: (offset: Int, line: Int, lineStart: Int, textCount: Int, diagnosticCount: Int)?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                // Most strings hold no escape: their text is the run itself, made into a string without a copy.
                let string =
                    text.isEmpty
                    ? String(decoding: bytes[runStart..<index], as: UTF8.self)
                    : String(decoding: text + bytes[runStart..<index], as: UTF8.self)
                index += 1
                return .string(string)
            }
            switch byte {
            case UInt8(ascii: "\\"):
                text += bytes[runStart..<index]
                index += 1
                if index < bytes.count { decodeEscape(into: &text) }
                runStart = index
            case 0x0A, 0x0D:
                if firstBreak == nil {
                    text += bytes[runStart..<index]
                    runStart = index
                    firstBreak = (index, line, lineStart, text.count, diagnostics.count)
                }
                noteLineBreak(at: index)
                index += 1
            case 0:
                reportNul(at: index)
                index += 1
            case 0x80...:
                if let length = UTF8Validation.sequenceLength(in: bytes, at: index) {
                    index += length
                } else {
                    text += bytes[runStart..<index]
                    report(PlistDiagnostics.invalidUTF8(byte, at: location(at: index)))
                    text += [0xEF, 0xBF, 0xBD]
                    index += 1
                    runStart = index
                }
            default: index += 1
            }
        }
        tokenWasDamaged = true
        if let firstBreak {
            // Forget what was read past the first line; it is read again as what follows the string.
            forgetDiagnostics(after: firstBreak.diagnosticCount)
            text.removeSubrange(firstBreak.textCount...)
            (index, line, lineStart) = (firstBreak.offset, firstBreak.line, firstBreak.lineStart)
        } else {
            text += bytes[runStart..<index]
        }
        report(Message.unterminated("string", closer: String(UnicodeScalar(quote))), at: opening)
        return .string(String(decoding: text, as: UTF8.self))
    }

    /// Decodes the escape whose backslash was just consumed, appending its UTF-8 to `text`.
    private mutating func decodeEscape(into text: inout [UInt8]) {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits; the value wraps to a byte and is read as NeXTSTEP Latin, as in CF.
            var value = Int(byte - UInt8(ascii: "0"))
            index += 1
            for _ in 0..<2 {
                guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) else { break }
                value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            append(NeXTSTEPLatin.scalar(UInt8(truncatingIfNeeded: value)), to: &text)
        case UInt8(ascii: "U"):
            let start = index - 1
            index += 1
            let unit = readHexUnit()
            appendUnicodeEscape(unit, escapeStart: start, to: &text)
        case UInt8(ascii: "a"): appendByte(0x07, to: &text)
        case UInt8(ascii: "b"): appendByte(0x08, to: &text)
        case UInt8(ascii: "f"): appendByte(0x0C, to: &text)
        case UInt8(ascii: "n"): appendByte(0x0A, to: &text)
        case UInt8(ascii: "r"): appendByte(0x0D, to: &text)
        case UInt8(ascii: "t"): appendByte(0x09, to: &text)
        case UInt8(ascii: "v"): appendByte(0x0B, to: &text)
        case 0x0A, 0x0D:
            text.append(byte)
            noteLineBreak(at: index)
            index += 1
        case 0x80...:
            let start = index
            skipScalar()
            text += index - start > 1 ? Array(bytes[start..<index]) : [0xEF, 0xBF, 0xBD]
        default:
            if byte == 0 { reportNul(at: index) }
            appendByte(byte, to: &text)
        }
    }

    private mutating func appendByte(_ byte: UInt8, to text: inout [UInt8]) {
        text.append(byte)
        index += 1
    }

    /// Reads up to four hex digits after `\U` (none gives 0, as in CF).
    private mutating func readHexUnit() -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { break }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// Appends the UTF-16 unit of a `\U` escape, pairing a high surrogate with a `\U` low surrogate after it.
    private mutating func appendUnicodeEscape(_ unit: UInt16, escapeStart: Int, to text: inout [UInt8]) {
        if let scalar = Unicode.Scalar(unit) {
            append(scalar, to: &text)
            return
        }
        if unit < 0xDC00 && index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\\")
            && bytes[index + 1] == UInt8(ascii: "U")
        {
            let resume = index
            index += 2
            let low = readHexUnit()
            if (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar((UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00) + 0x10000)
            {
                append(scalar, to: &text)
                return
            }
            index = resume
        }
        report(PlistDiagnostics.loneSurrogate(unit, at: location(at: escapeStart)))
        append("\u{FFFD}", to: &text)
    }

    private func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
        UTF8.encode(scalar) { text.append($0) }
    }

    /// The value of a hex digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Reads `<hex bytes>`: pairs of hex digits, white space between them.
    ///
    /// A bad digit is reported once; letters and digits are skipped, anything else ends the data so that the
    /// reader carries on from there.
    mutating func data() -> OldStyleToken {
        let opening = tokenLocation
        index += 1
        var data: [UInt8] = []
        var isReported = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return .data(data)
            }
            if let high = Self.hexValue(byte) {
                if index + 1 < bytes.count, let low = Self.hexValue(bytes[index + 1]) {
                    data.append(high << 4 | low)
                    index += 2
                    continue
                }
                reportInData(Message.incompleteByte(describeByte(byte)), reported: &isReported)
                index += 1
            } else if byte == 0x0A || byte == 0x0D {
                noteLineBreak(at: index)
                index += 1
            } else if byte == 0x20 || byte == 0x09 || whiteSpaceLength(at: index) == 3 {
                index += byte == 0xE2 ? 3 : 1
            } else {
                reportInData(Message.invalidHexDigit(describeCharacter(at: index)), reported: &isReported)
                // A stray letter is skipped; anything else (a missing '>' before ';' or '}') ends the data.
                guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) else { return .data(data) }
                index += 1
            }
        }
        tokenWasDamaged = true
        if !isReported { report(Message.unterminated("data", closer: ">"), at: opening) }
        return .data(data)
    }

    private mutating func reportInData(_ message: String, reported: inout Bool) {
        tokenWasDamaged = true
        guard !reported else { return }
        reported = true
        report(message, at: location(at: index))
    }

    /// The character at `offset` for a message: `'x'`, `'é'`, `U+0007` or `byte 0xFF`.
    func describeCharacter(at offset: Int) -> String {
        guard bytes[offset] >= 0x80, let length = UTF8Validation.sequenceLength(in: bytes, at: offset) else {
            return describeByte(bytes[offset])
        }
        return "'\(String(decoding: bytes[offset..<(offset + length)], as: UTF8.self))'"
    }
}
