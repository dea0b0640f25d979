import Support

/// One piece of an XML document, as far as property lists need them.
///
/// Each piece says where it starts by line and column; the reader makes a ``SourceLocation`` of that only when it
/// keeps one, as most end tags and much text are never reported.
enum XMLToken: Equatable {
    /// `<name …>` or `<name …/>`; attributes are skipped as property lists carry nothing in them.
    case startTag(name: String, isSelfClosing: Bool, position: TextPosition)
    /// `</name>`.
    case endTag(name: String, position: TextPosition)
    /// Character data with entities and CDATA sections resolved; comments between pieces are dropped. `isASCII`
    /// says that the text is known to be ASCII (`false` when unsure).
    case text(String, position: TextPosition, isASCII: Bool)
    /// The end of the input.
    case end(position: TextPosition)
}

/// Splits XML into tags and text, skipping comments, processing instructions and the DOCTYPE.
///
/// Hand-written rather than Foundation's `XMLParser` so every token keeps its line and column and behaves the
/// same on every platform. `next()` returns `nil` after recording an error in `diagnostics`.
struct XMLTokenizer {
    private typealias Message = PlistDiagnostics.Message

    /// The rule ids errors are reported under: the property-list ones, or those of another XML format.
    struct Rules {
        /// Malformed XML.
        var syntax = PlistDiagnostics.syntaxRule
        /// Bytes that are not UTF-8.
        var encoding = PlistDiagnostics.encodingRule
    }

    var cursor: TextCursor
    var diagnostics: [Diagnostic] = []
    let rules: Rules
    /// Whether start tags keep their attributes in ``attributes`` (property lists carry nothing in them).
    let recordsAttributes: Bool
    /// The attributes of the last start tag read, when ``recordsAttributes`` is set.
    var attributes: [XMLTree.Attribute] = []

    init(_ cursor: TextCursor, rules: Rules = Rules(), recordsAttributes: Bool = false) {
        self.cursor = cursor
        self.rules = rules
        self.recordsAttributes = recordsAttributes
    }

    mutating func next() -> XMLToken? {
        var text: [UInt8] = []
        var textPosition: TextPosition?
        // Whether text has begun; `textPosition == nil` would compare whole optional positions per byte.
        var hasText = false
        if let byte = cursor.current, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
            // Most text is one run without references, read at once; the rest goes on below with what was read.
            let start = cursor.index
            let position = cursor.position
            var isASCII = true
            if advanceOverPlainText(isASCII: &isASCII) {
                return .text(cursor.text(start..<cursor.index), position: position, isASCII: isASCII)
            }
            text.append(contentsOf: cursor.bytes[start..<cursor.index])
            textPosition = position
            hasText = true
        }
        while true {
            guard let byte = cursor.current else {
                if let textPosition {
                    return .text(String(decoding: text, as: UTF8.self), position: textPosition, isASCII: false)
                }
                return .end(position: cursor.position)
            }
            if byte == UInt8(ascii: "<") {
                let second = cursor.peek(1)
                if second == UInt8(ascii: "!") {
                    if cursor.hasPrefix("<!--") {
                        guard skip(past: "-->", construct: "comment", from: 4) else { return nil }
                        continue
                    }
                    if cursor.hasPrefix("<![CDATA[") {
                        if !hasText {
                            textPosition = cursor.position
                            hasText = true
                        }
                        guard readCharacterData(into: &text) else { return nil }
                        continue
                    }
                }
                if let textPosition {
                    return .text(String(decoding: text, as: UTF8.self), position: textPosition, isASCII: false)
                }
                if second == UInt8(ascii: "?") {
                    guard skip(past: "?>", construct: "processing instruction", from: 2) else { return nil }
                    continue
                }
                if second == UInt8(ascii: "!") {
                    guard skipDeclaration() else { return nil }
                    continue
                }
                return readTag()
            }
            if !hasText {
                textPosition = cursor.position
                hasText = true
            }
            if byte == UInt8(ascii: "&") {
                guard readEntity(into: &text) else { return nil }
            } else if byte >= 0x80 {
                guard let length = cursor.validUTF8Length() else {
                    reportInvalidUTF8(byte)
                    return nil
                }
                text.append(contentsOf: cursor.bytes[cursor.index..<(cursor.index + length)])
                cursor.advanceOverScalar(length: length)
            } else {
                // A run of plain ASCII text is taken at once.
                let start = cursor.index
                cursor.advanceOverPlainASCII()
                text.append(contentsOf: cursor.bytes[start..<cursor.index])
            }
        }
    }

    /// Moves over text that needs no decoding (ASCII other than `<` and `&`, and well-formed UTF-8); says whether
    /// that ended the text: at the end of the input, or at markup other than a comment or CDATA section (which
    /// would continue it).
    private mutating func advanceOverPlainText(isASCII: inout Bool) -> Bool {
        while true {
            let stop = ByteScan.firstSpecialInXMLText(in: cursor.bytes, from: cursor.index)
            cursor.advanceOverASCII(to: stop)
            guard let byte = cursor.current else { return true }
            if byte < 0x0E {
                cursor.advance()
            } else if byte >= 0x80 {
                guard let length = cursor.validUTF8Length() else { return false }
                isASCII = false
                cursor.advanceOverScalar(length: length)
            } else if byte == UInt8(ascii: "<") {
                guard cursor.peek(1) == UInt8(ascii: "!") else { return true }
                return !cursor.hasPrefix("<!--") && !cursor.hasPrefix("<![CDATA[")
            } else {
                return false
            }
        }
    }

    /// Skips white space up to the next tag, processing instruction or declaration (or the end), which would be
    /// white-space text; white space before anything else (text, a comment or CDATA section that may continue
    /// text) is left to ``next()``, so that text keeps its starting location.
    mutating func skipWhiteSpaceBeforeMarkup() {
        guard let first = cursor.current, Self.isWhiteSpace(first) else { return }
        var position = cursor.index + 1
        while position < cursor.bytes.count, Self.isWhiteSpace(cursor.bytes[position]) { position += 1 }
        if position < cursor.bytes.count {
            guard cursor.bytes[position] == UInt8(ascii: "<"), position + 1 < cursor.bytes.count else { return }
            if cursor.bytes[position + 1] == UInt8(ascii: "!"),
                cursor.bytes[position...].starts(with: "<!--".utf8)
                    || cursor.bytes[position...].starts(with: "<![CDATA[".utf8)
            {
                return
            }
        }
        // The white space just measured, and no further.
        cursor.skipWhiteSpace()
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func fail<T>(_ message: String, at location: SourceLocation? = nil) -> T? {
        var diagnostic = PlistDiagnostics.syntax(message, at: location ?? cursor.location)
        diagnostic.rule = rules.syntax
        diagnostics.append(diagnostic)
        return nil
    }

    mutating func reportInvalidUTF8(_ byte: UInt8) {
        var diagnostic = PlistDiagnostics.invalidUTF8(byte, at: cursor.location)
        diagnostic.rule = rules.encoding
        diagnostics.append(diagnostic)
    }

    /// Skips from the cursor past `closer`, reporting an unterminated `construct` at its start.
    private mutating func skip(past closer: StaticString, construct: String, from offset: Int) -> Bool {
        let start = cursor.position
        let bytes = cursor.bytes
        let found: Int? = closer.withUTF8Buffer { closer in
            var position = min(cursor.index + offset, bytes.count)
            while position + closer.count <= bytes.count {
                if bytes[position] == closer[0] && bytes[position..<(position + closer.count)].elementsEqual(closer) {
                    return position + closer.count
                }
                position += 1
            }
            return nil
        }
        guard let found else {
            cursor.advance(to: bytes.count)
            return fail(Message.unterminated(construct, closer: closer.description), at: cursor.location(of: start))
                ?? false
        }
        cursor.advance(to: found)
        return true
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in brackets.
    private mutating func skipDeclaration() -> Bool {
        let start = cursor.position
        let bytes = cursor.bytes
        var bracketDepth = 0
        var position = min(cursor.index + 2, bytes.count)
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "[") { bracketDepth += 1 }
            if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
            if byte == UInt8(ascii: ">") && bracketDepth <= 0 {
                cursor.advance(to: position)
                return true
            }
        }
        cursor.advance(to: bytes.count)
        return fail(Message.unterminated("declaration", closer: ">"), at: cursor.location(of: start)) ?? false
    }

    private mutating func readCharacterData(into text: inout [UInt8]) -> Bool {
        let start = cursor.location
        cursor.advance(by: 9)
        while let byte = cursor.current {
            if cursor.hasPrefix("]]>") {
                cursor.advance(by: 3)
                return true
            }
            guard let length = cursor.validUTF8Length() else {
                reportInvalidUTF8(byte)
                return false
            }
            text.append(contentsOf: cursor.bytes[cursor.index..<(cursor.index + length)])
            cursor.advance(by: length)
        }
        return fail(Message.unterminated("CDATA section", closer: "]]>"), at: start) ?? false
    }

    /// Resolves `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;` and `&#xHH;`.
    mutating func readEntity(into text: inout [UInt8]) -> Bool {
        let start = cursor.location
        let startIndex = cursor.index
        var end = startIndex + 1
        while end < cursor.bytes.count, end - startIndex < 12, cursor.bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < cursor.bytes.count, cursor.bytes[end] == UInt8(ascii: ";") else {
            return fail(Message.unknownEntity("&"), at: start) ?? false
        }
        let name = String(decoding: cursor.bytes[(startIndex + 1)..<end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { return fail(Message.unknownEntity("&\(name);"), at: start) ?? false }
        UTF8.encode(scalar) { text.append($0) }
        cursor.advance(by: end + 1 - startIndex)
        return true
    }
}
