import Support

extension JSONReader {
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
        if let literal = knownLiteral() { return JSONNode(literal, at: location) }
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

    /// `true`, `false` or `null` at the cursor when the word there is exactly one of them, read without making the
    /// word a string; `nil` (the cursor unmoved) for any other word.
    private mutating func knownLiteral() -> JSONValue? {
        let bytes = cursor.bytes
        let start = cursor.index
        let (word, value): (StaticString, JSONValue)
        switch bytes[start] {
        case UInt8(ascii: "t"): (word, value) = ("true", .bool(true))
        case UInt8(ascii: "f"): (word, value) = ("false", .bool(false))
        case UInt8(ascii: "n"): (word, value) = ("null", .null)
        default: return nil
        }
        let end = start + word.utf8CodeUnitCount
        // A longer word (`trueish`, `null2`) is read and reported by `parseLiteral`.
        guard end <= bytes.count, word.withUTF8Buffer({ bytes[start..<end].elementsEqual($0) }),
            end == bytes.count || !Self.isWordByte(bytes[end], first: false)
        else { return nil }
        cursor.advanceOverASCII(to: end)
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, keeping the literal text.
    private mutating func parseNumber() -> JSONNumber? {
        let start = cursor.index
        let startPosition = cursor.position
        if cursor.current == UInt8(ascii: "-") {
            cursor.advanceOverASCII(to: start + 1)
            if cursor.current == UInt8(ascii: "I") || cursor.current == UInt8(ascii: "N") {
                return fail(Message.notANumber("-" + readWord()), at: cursor.location(of: startPosition))
            }
            guard isDigit(cursor.current) else { return fail(Message.digitAfterMinus) }
        }
        if cursor.current == UInt8(ascii: "0") {
            let zeroPosition = cursor.position
            cursor.advanceOverASCII(to: cursor.index + 1)
            if isDigit(cursor.current) { return fail(Message.leadingZero, at: cursor.location(of: zeroPosition)) }
        } else {
            skipDigits()
        }
        if cursor.current == UInt8(ascii: ".") {
            cursor.advanceOverASCII(to: cursor.index + 1)
            guard isDigit(cursor.current) else { return fail(Message.digitAfterPoint) }
            skipDigits()
        }
        if cursor.current == UInt8(ascii: "e") || cursor.current == UInt8(ascii: "E") {
            cursor.advanceOverASCII(to: cursor.index + 1)
            if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") {
                cursor.advanceOverASCII(to: cursor.index + 1)
            }
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
        var end = cursor.index
        while end < cursor.bytes.count, isDigit(cursor.bytes[end]) { end += 1 }
        cursor.advanceOverASCII(to: end)
    }

    /// Parses a string at its opening quote, validating UTF-8 and escapes.
    mutating func parseString() -> String? {
        parseStringNotingASCII()?.text
    }

    /// Parses a string at its opening quote, validating UTF-8 and escapes; says whether the string is ASCII.
    mutating func parseStringNotingASCII() -> (text: String, isASCII: Bool)? {
        let openingPosition = cursor.position
        let bytes = cursor.bytes
        let start = cursor.index + 1
        // Most strings are plain ASCII up to the closing quote: found in one pass, with nothing to count.
        let end = ByteScan.firstSpecialInJSONString(in: bytes, from: start)
        cursor.advanceOverASCII(to: end)
        if end < bytes.count && bytes[end] == UInt8(ascii: "\"") {
            cursor.advanceOverASCII(to: end + 1)
            return (cursor.text(start..<end), true)
        }
        var segmentStart = start
        var unescaped: [UInt8] = []
        var hasEscapes = false
        var isASCII = true
        while true {
            guard let byte = cursor.current else {
                return fail(Message.unterminatedString, at: cursor.location(of: openingPosition))
            }
            switch byte {
            case UInt8(ascii: "\""):
                let end = cursor.index
                cursor.advanceOverASCII(to: end + 1)
                if !hasEscapes { return (cursor.text(segmentStart..<end), isASCII) }
                unescaped.append(contentsOf: bytes[segmentStart..<end])
                return (String(decoding: unescaped, as: UTF8.self), false)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                unescaped.append(contentsOf: bytes[segmentStart..<cursor.index])
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
                isASCII = false
                cursor.advanceOverScalar(length: length)
            default:
                cursor.advanceOverASCII(to: cursor.index + 1)
            }
        }
    }

    /// Parses one escape at its backslash, joining a surrogate pair into one scalar.
    private mutating func parseEscape() -> Unicode.Scalar? {
        let location = cursor.location
        cursor.advanceOverASCII(to: cursor.index + 1)
        guard let byte = cursor.current else { return fail(Message.unterminatedString) }
        if let scalar = simpleEscape(byte) {
            cursor.advanceOverASCII(to: cursor.index + 1)
            return scalar
        }
        guard byte == UInt8(ascii: "u") else {
            let found = byte < 0x80 ? String(Unicode.Scalar(byte)) : (cursor.currentScalar().map { String($0) } ?? "?")
            return fail(Message.invalidEscape(found), at: location)
        }
        cursor.advanceOverASCII(to: cursor.index + 1)
        guard let high = readHexQuad() else { return nil }
        switch high {
        case 0xD800...0xDBFF:
            guard cursor.current == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "u") else {
                return fail(Message.unpairedSurrogate(high), at: location)
            }
            cursor.advanceOverASCII(to: cursor.index + 2)
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
            guard let byte = cursor.current, let digit = hexDigitValue(byte) else {
                return fail(Message.invalidUnicodeEscape)
            }
            value = value << 4 | digit
            cursor.advanceOverASCII(to: cursor.index + 1)
        }
        return value
    }
}

/// The value of an ASCII hexadecimal digit.
func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
