// A frozen copy of XMLTokenizer as of commit 611e995, before the readers were made faster: the straightforward
// definition the differential tests (ReaderDifferentialTests) compare the readers against. Do not optimise it.
import Documents
import Support

/// One piece of an XML document, as far as property lists need them.
enum ReferenceXMLToken: Equatable {
    /// `<name …>` or `<name …/>`; attributes are skipped as property lists carry nothing in them.
    case startTag(name: String, isSelfClosing: Bool, location: SourceLocation)
    /// `</name>`.
    case endTag(name: String, location: SourceLocation)
    /// Character data with entities and CDATA sections resolved; comments between pieces are dropped.
    case text(String, location: SourceLocation)
    /// The end of the input.
    case end(location: SourceLocation)
}

/// Splits XML into tags and text, skipping comments, processing instructions and the DOCTYPE.
///
/// Hand-written rather than Foundation's `XMLParser` so every token keeps its line and column and behaves the
/// same on every platform. `next()` returns `nil` after recording an error in `diagnostics`.
struct ReferenceXMLTokenizer {
    private typealias Message = PlistDiagnostics.Message

    /// The rule ids errors are reported under: the property-list ones, or those of another XML format.
    struct Rules {
        /// Malformed XML.
        var syntax = PlistDiagnostics.syntaxRule
        /// Bytes that are not UTF-8.
        var encoding = PlistDiagnostics.encodingRule
    }

    var cursor: ReferenceTextCursor
    var diagnostics: [Diagnostic] = []
    let rules: Rules
    /// Whether start tags keep their attributes in ``attributes`` (property lists carry nothing in them).
    let recordsAttributes: Bool
    /// The attributes of the last start tag read, when ``recordsAttributes`` is set.
    private(set) var attributes: [XMLTree.Attribute] = []

    init(_ cursor: ReferenceTextCursor, rules: Rules = Rules(), recordsAttributes: Bool = false) {
        self.cursor = cursor
        self.rules = rules
        self.recordsAttributes = recordsAttributes
    }

    mutating func next() -> ReferenceXMLToken? {
        var text: [UInt8] = []
        var textLocation: SourceLocation?
        // Whether text has begun; `textLocation == nil` would compare whole optional locations per byte.
        var hasText = false
        while true {
            guard let byte = cursor.current else {
                if let textLocation { return .text(String(decoding: text, as: UTF8.self), location: textLocation) }
                return .end(location: cursor.location)
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
                            textLocation = cursor.location
                            hasText = true
                        }
                        guard readCharacterData(into: &text) else { return nil }
                        continue
                    }
                }
                if let textLocation { return .text(String(decoding: text, as: UTF8.self), location: textLocation) }
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
                textLocation = cursor.location
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
                cursor.advance(by: length)
            } else {
                // A run of plain ASCII text is taken at once.
                let start = cursor.index
                cursor.advanceOverPlainASCII()
                text.append(contentsOf: cursor.bytes[start..<cursor.index])
            }
        }
    }

    /// Skips white space up to the next tag, processing instruction or declaration (or the end), which would be
    /// white-space text; white space before anything else (text, a comment or CDATA section that may continue
    /// text) is left to ``next()``, so that text keeps its starting location.
    mutating func skipWhiteSpaceBeforeMarkup() {
        var position = cursor.index
        let bytes = cursor.bytes
        while position < bytes.count, Self.isWhiteSpace(bytes[position]) { position += 1 }
        guard position > cursor.index else { return }
        if position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<"), position + 1 < bytes.count else { return }
            if bytes[position + 1] == UInt8(ascii: "!"),
                bytes[position...].starts(with: "<!--".utf8) || bytes[position...].starts(with: "<![CDATA[".utf8)
            {
                return
            }
        }
        cursor.advance(by: position - cursor.index)
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func fail<T>(_ message: String, at location: SourceLocation? = nil) -> T? {
        var diagnostic = PlistDiagnostics.syntax(message, at: location ?? cursor.location)
        diagnostic.rule = rules.syntax
        diagnostics.append(diagnostic)
        return nil
    }

    private mutating func reportInvalidUTF8(_ byte: UInt8) {
        var diagnostic = PlistDiagnostics.invalidUTF8(byte, at: cursor.location)
        diagnostic.rule = rules.encoding
        diagnostics.append(diagnostic)
    }

    /// Skips from the cursor past `closer`, reporting an unterminated `construct` at its start.
    private mutating func skip(past closer: String, construct: String, from offset: Int) -> Bool {
        let start = cursor.location
        cursor.advance(by: offset)
        while !cursor.isAtEnd {
            if cursor.hasPrefix(closer) {
                cursor.advance(by: closer.utf8.count)
                return true
            }
            cursor.advance()
        }
        return fail(Message.unterminated(construct, closer: closer), at: start) ?? false
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in brackets.
    private mutating func skipDeclaration() -> Bool {
        let start = cursor.location
        var bracketDepth = 0
        cursor.advance(by: 2)
        while let byte = cursor.current {
            cursor.advance()
            if byte == UInt8(ascii: "[") { bracketDepth += 1 }
            if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
            if byte == UInt8(ascii: ">") && bracketDepth <= 0 { return true }
        }
        return fail(Message.unterminated("declaration", closer: ">"), at: start) ?? false
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
    private mutating func readEntity(into text: inout [UInt8]) -> Bool {
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

    private mutating func readTag() -> ReferenceXMLToken? {
        let location = cursor.location
        attributes.removeAll(keepingCapacity: true)
        cursor.advance()
        let isEnd = cursor.current == UInt8(ascii: "/")
        if isEnd { cursor.advance() }
        let name = readName()
        guard !name.isEmpty else {
            return fail(Message.malformedTag("expected an element name after '<'"))
        }
        if isEnd {
            skipSpaces()
            guard cursor.current == UInt8(ascii: ">") else {
                return fail(Message.malformedTag("expected '>' to close </\(name)>"))
            }
            cursor.advance()
            return .endTag(name: name, location: location)
        }
        while true {
            skipSpaces()
            switch cursor.current {
            case UInt8(ascii: ">"):
                cursor.advance()
                return .startTag(name: name, isSelfClosing: false, location: location)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: ">"):
                cursor.advance(by: 2)
                return .startTag(name: name, isSelfClosing: true, location: location)
            case nil:
                return fail(Message.unterminated("<\(name)> tag", closer: ">"), at: location)
            default:
                let reported = diagnostics.count
                guard skipAttribute() else {
                    // A bad entity in a value has been reported already.
                    if diagnostics.count > reported { return nil }
                    return fail(Message.malformedTag("expected an attribute, '>' or '/>' in <\(name)>"))
                }
            }
        }
    }

    private mutating func readName() -> String {
        let start = cursor.index
        while let byte = cursor.current, isNameByte(byte) { cursor.advance() }
        return cursor.text(start..<cursor.index)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    private mutating func skipSpaces() {
        while let byte = cursor.current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            cursor.advance()
        }
    }

    /// Reads `name = "value"` (or single quotes), keeping it in ``attributes`` when ``recordsAttributes`` is set.
    private mutating func skipAttribute() -> Bool {
        let location = cursor.location
        let name = readName()
        guard !name.isEmpty else { return false }
        skipSpaces()
        guard cursor.current == UInt8(ascii: "=") else { return false }
        cursor.advance()
        skipSpaces()
        guard let quote = cursor.current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return false
        }
        cursor.advance()
        let valueLocation = cursor.location
        guard recordsAttributes else {
            while let byte = cursor.current, byte != quote { cursor.advance() }
            guard !cursor.isAtEnd else { return false }
            cursor.advance()
            return true
        }
        var value: [UInt8] = []
        while let byte = cursor.current, byte != quote {
            if byte == UInt8(ascii: "&") {
                guard readEntity(into: &value) else { return false }
            } else if byte >= 0x80 {
                guard let length = cursor.validUTF8Length() else {
                    reportInvalidUTF8(byte)
                    return false
                }
                value.append(contentsOf: cursor.bytes[cursor.index..<(cursor.index + length)])
                cursor.advance(by: length)
            } else {
                value.append(byte)
                cursor.advance()
            }
        }
        guard !cursor.isAtEnd else { return false }
        cursor.advance()
        attributes.append(
            XMLTree.Attribute(
                name: name, value: String(decoding: value, as: UTF8.self), location: location,
                valueLocation: valueLocation))
        return true
    }
}
