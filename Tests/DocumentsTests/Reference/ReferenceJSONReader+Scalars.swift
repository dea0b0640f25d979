// A frozen copy of JSONReader+Scalars as of commit 611e995, before the readers were made faster: the straightforward
// definition the differential tests (ReaderDifferentialTests) compare the readers against. Do not optimise it.
import Documents
import Support

extension ReferenceJSONReader {
    private typealias Message = JSONDiagnostics.Message

    /// Parses a string, number or literal at the cursor; reports what else is there otherwise.
    mutating func parseScalar() -> JSONNode? {
        let location = cursor.location
        guard let byte = cursor.current else { return fail(Message.endInsteadOfValue) }
        switch byte {
        case UInt8(ascii: "\""):
            guard let text = parseString() else { return nil }
            return JSONNode(.string(text), at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let number = parseNumber() else { return nil }
            return JSONNode(.number(number), at: location)
        case UInt8(ascii: "+"): return fail(Message.leadingPlus)
        case UInt8(ascii: "."): return fail(Message.leadingDecimalPoint)
        case UInt8(ascii: "'"): return fail(Message.singleQuote)
        case UInt8(ascii: "/") where isCommentStart(): return fail(Message.comment)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return parseLiteral(at: location)
        default:
            guard let found = describeCurrent() else { return nil }
            return fail(Message.expectedValue(found: found))
        }
    }

    private mutating func parseLiteral(at location: SourceLocation) -> JSONNode? {
        let word = readWord()
        switch word {
        case "true": return JSONNode(.bool(true), at: location)
        case "false": return JSONNode(.bool(false), at: location)
        case "null": return JSONNode(.null, at: location)
        case "NaN", "nan", "Infinity", "infinity": return fail(Message.notANumber(word), at: location)
        default:
            let lowered = word.lowercased()
            for literal in ["true", "false", "null"] where lowered == literal || (literal == "null" && lowered == "nil")
            {
                return fail(Message.misspeltLiteral(word, suggestion: literal), at: location)
            }
            return fail(Message.expectedValue(found: "'\(word)'"), at: location)
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, keeping the literal text.
    private mutating func parseNumber() -> JSONNumber? {
        let start = cursor.index
        let startLocation = cursor.location
        if cursor.current == UInt8(ascii: "-") {
            cursor.advance()
            if cursor.current == UInt8(ascii: "I") || cursor.current == UInt8(ascii: "N") {
                return fail(Message.notANumber("-" + readWord()), at: startLocation)
            }
            guard isDigit(cursor.current) else { return fail(Message.digitAfterMinus) }
        }
        if cursor.current == UInt8(ascii: "0") {
            let zeroLocation = cursor.location
            cursor.advance()
            if isDigit(cursor.current) { return fail(Message.leadingZero, at: zeroLocation) }
        } else {
            skipDigits()
        }
        if cursor.current == UInt8(ascii: ".") {
            cursor.advance()
            guard isDigit(cursor.current) else { return fail(Message.digitAfterPoint) }
            skipDigits()
        }
        if cursor.current == UInt8(ascii: "e") || cursor.current == UInt8(ascii: "E") {
            cursor.advance()
            if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") { cursor.advance() }
            guard isDigit(cursor.current) else { return fail(Message.digitInExponent) }
            skipDigits()
        }
        return JSONNumber(literal: cursor.text(start..<cursor.index))
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(cursor.current) { cursor.advance() }
    }

    /// Parses a string at its opening quote, validating UTF-8 and escapes.
    mutating func parseString() -> String? {
        let openingLocation = cursor.location
        cursor.advance()
        var segmentStart = cursor.index
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while true {
            guard let byte = cursor.current else { return fail(Message.unterminatedString, at: openingLocation) }
            switch byte {
            case UInt8(ascii: "\""):
                let end = cursor.index
                cursor.advance()
                if !hasEscapes { return cursor.text(segmentStart..<end) }
                unescaped.append(contentsOf: cursor.bytes[segmentStart..<end])
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                unescaped.append(contentsOf: cursor.bytes[segmentStart..<cursor.index])
                guard let scalar = parseEscape() else { return nil }
                UTF8.encode(scalar) { unescaped.append($0) }
                segmentStart = cursor.index
            case 0x0A, 0x0D: return fail(Message.lineBreakInString)
            case 0x00..<0x20: return fail(Message.controlCharacter(byte))
            case 0x80...:
                guard let length = cursor.validUTF8Length() else {
                    diagnostics.append(JSONDiagnostics.invalidUTF8(byte, at: cursor.location))
                    return nil
                }
                cursor.advance(by: length)
            default:
                cursor.advance()
            }
        }
    }

    /// Parses one escape at its backslash, joining a surrogate pair into one scalar.
    private mutating func parseEscape() -> Unicode.Scalar? {
        let location = cursor.location
        cursor.advance()
        guard let byte = cursor.current else { return fail(Message.unterminatedString) }
        if let scalar = simpleEscape(byte) {
            cursor.advance()
            return scalar
        }
        guard byte == UInt8(ascii: "u") else {
            let found = byte < 0x80 ? String(Unicode.Scalar(byte)) : (cursor.currentScalar().map { String($0) } ?? "?")
            return fail(Message.invalidEscape(found), at: location)
        }
        cursor.advance()
        guard let high = readHexQuad() else { return nil }
        switch high {
        case 0xD800...0xDBFF:
            guard cursor.current == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "u") else {
                return fail(Message.unpairedSurrogate(high), at: location)
            }
            cursor.advance(by: 2)
            guard let low = readHexQuad() else { return nil }
            guard (0xDC00...0xDFFF).contains(low) else { return fail(Message.unpairedSurrogate(high), at: location) }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00...0xDFFF:
            return fail(Message.unpairedSurrogate(high), at: location)
        default:
            return Unicode.Scalar(high)
        }
    }

    private func simpleEscape(_ byte: UInt8) -> Unicode.Scalar? {
        switch byte {
        case UInt8(ascii: "\""): "\""
        case UInt8(ascii: "\\"): "\\"
        case UInt8(ascii: "/"): "/"
        case UInt8(ascii: "b"): "\u{08}"
        case UInt8(ascii: "f"): "\u{0C}"
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "t"): "\t"
        default: nil
        }
    }

    private mutating func readHexQuad() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = cursor.current, let digit = referenceHexDigitValue(byte) else {
                return fail(Message.invalidUnicodeEscape)
            }
            value = value << 4 | digit
            cursor.advance()
        }
        return value
    }
}

/// The value of an ASCII hexadecimal digit.
func referenceHexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
