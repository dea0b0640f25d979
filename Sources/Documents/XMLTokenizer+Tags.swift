import Support

extension XMLTokenizer {
    private typealias Message = PlistDiagnostics.Message

    mutating func readTag() -> XMLToken? {
        let position = cursor.position
        if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
        cursor.advanceOverASCII(to: cursor.index + 1)
        let isEnd = cursor.current == UInt8(ascii: "/")
        if isEnd { cursor.advanceOverASCII(to: cursor.index + 1) }
        let name = readName()
        guard !name.isEmpty else {
            return fail(Message.malformedTag("expected an element name after '<'"))
        }
        if isEnd {
            cursor.skipWhiteSpace()
            guard cursor.current == UInt8(ascii: ">") else {
                return fail(Message.malformedTag("expected '>' to close </\(name)>"))
            }
            cursor.advanceOverASCII(to: cursor.index + 1)
            return .endTag(name: name, position: position)
        }
        while true {
            cursor.skipWhiteSpace()
            switch cursor.current {
            case UInt8(ascii: ">"):
                cursor.advanceOverASCII(to: cursor.index + 1)
                return .startTag(name: name, isSelfClosing: false, position: position)
            case UInt8(ascii: "/") where cursor.peek(1) == UInt8(ascii: ">"):
                cursor.advanceOverASCII(to: cursor.index + 2)
                return .startTag(name: name, isSelfClosing: true, position: position)
            case nil:
                return fail(Message.unterminated("<\(name)> tag", closer: ">"), at: cursor.location(of: position))
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
        if let (name, length) = PlistElementName.name(in: cursor.bytes, at: start) {
            cursor.advanceOverASCII(to: start + length)
            return name
        }
        var end = start
        while end < cursor.bytes.count, ByteScan.isXMLNameByte(cursor.bytes[end]) { end += 1 }
        cursor.advanceOverASCII(to: end)
        return cursor.text(start..<end)
    }

    /// Reads `name = "value"` (or single quotes), keeping it in ``attributes`` when ``recordsAttributes`` is set.
    private mutating func skipAttribute() -> Bool {
        let position = cursor.position
        let name = readName()
        guard !name.isEmpty else { return false }
        cursor.skipWhiteSpace()
        guard cursor.current == UInt8(ascii: "=") else { return false }
        cursor.advanceOverASCII(to: cursor.index + 1)
        cursor.skipWhiteSpace()
        guard let quote = cursor.current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return false
        }
        cursor.advanceOverASCII(to: cursor.index + 1)
        guard recordsAttributes else {
            let closing = cursor.bytes[cursor.index...].firstIndex(of: quote)
            cursor.advance(to: closing ?? cursor.bytes.count)
            guard !cursor.isAtEnd else { return false }
            cursor.advanceOverASCII(to: cursor.index + 1)
            return true
        }
        let valueLocation = cursor.location
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
                cursor.advanceOverScalar(length: length)
            } else {
                value.append(byte)
                cursor.advance()
            }
        }
        guard !cursor.isAtEnd else { return false }
        cursor.advanceOverASCII(to: cursor.index + 1)
        attributes.append(
            XMLTree.Attribute(
                name: name, value: String(decoding: value, as: UTF8.self), location: cursor.location(of: position),
                valueLocation: valueLocation))
        return true
    }
}
