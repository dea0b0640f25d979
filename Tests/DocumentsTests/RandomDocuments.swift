/// Random JSON and XML property-list documents for the differential tests: every kind of value, white space with
/// each kind of line break and tab, text in several scripts, escapes and references, keys written twice; and the
/// same documents broken at random places.
struct RandomDocuments {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// Line breaks, tabs and runs of spaces long and short.
    mutating func whiteSpace() -> String {
        let pieces = [
            "", "", " ", "  ", "\t", "\n", "\r\n", "\r", "\n" + String(repeating: " ", count: 10), "\r\n\t\t",
        ]
        var text = ""
        for _ in 0..<Int.random(in: 0...2, using: &random) { text += pieces.randomElement(using: &random) ?? "" }
        return text
    }

    /// Text of characters that take 1 to 4 bytes, including a combining mark and a sign equivalent to a letter.
    mutating func words(maximumLength: Int = 24) -> String {
        let characters = ["a", "Z", "key", "-", ".", "é", "e\u{301}", "😀", "中", "K", "\u{212A}", " ", "$(X)", "0"]
        var text = ""
        let count = Int.random(in: 0...maximumLength, using: &random)
        while text.unicodeScalars.count < count { text += characters.randomElement(using: &random) ?? "" }
        return text
    }

    /// A JSON value nested at most `depth` levels.
    mutating func json(depth: Int = 4) -> String {
        let kind = Int.random(in: 0..<(depth > 0 ? 9 : 6), using: &random)
        switch kind {
        case 0: return ["true", "false", "null"].randomElement(using: &random) ?? "null"
        case 1:
            let numbers = ["0", "-0", "12", "1.000", "0.502", "-2.5e-3", "1E+5", "123456789012345678901", "1e0"]
            return numbers.randomElement(using: &random) ?? "0"
        case 2...5: return jsonString()
        case 6, 7:
            var members: [String] = []
            var keys: [String] = []
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                // Now and then a key written before, or one canonically equivalent to it.
                let key =
                    !keys.isEmpty && Bool.random(using: &random) && Bool.random(using: &random)
                    ? keys.randomElement(using: &random) ?? "" : jsonString()
                keys.append(key)
                members.append(whiteSpace() + key + whiteSpace() + ":" + whiteSpace() + json(depth: depth - 1))
            }
            return "{" + members.joined(separator: whiteSpace() + ",") + whiteSpace() + "}"
        default:
            var elements: [String] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                elements.append(whiteSpace() + json(depth: depth - 1) + whiteSpace())
            }
            return "[" + elements.joined(separator: ",") + "]"
        }
    }

    /// A JSON string with raw text and escapes.
    mutating func jsonString() -> String {
        let escapes = ["\\n", "\\\"", "\\\\", "\\/", "\\t", "\\u00e9", "\\u004B", "\\u212A", "\\ud83d\\ude00"]
        var text = "\""
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text += words(maximumLength: 12)
            if Int.random(in: 0..<4, using: &random) == 0 { text += escapes.randomElement(using: &random) ?? "" }
        }
        return text + "\""
    }

    /// An XML property list, with the declaration and document type Xcode writes.
    mutating func plist() -> String {
        let declaration =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + whiteSpace()
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
        return declaration + whiteSpace() + "<plist version=\"1.0\">" + whiteSpace() + plistValue(depth: 4)
            + whiteSpace() + "</plist>" + whiteSpace()
    }

    /// A property-list value nested at most `depth` levels.
    mutating func plistValue(depth: Int) -> String {
        let kind = Int.random(in: 0..<(depth > 0 ? 10 : 7), using: &random)
        switch kind {
        case 0: return ["<true/>", "<false/>", "<string/>", "<dict/>", "<array/>"].randomElement(using: &random) ?? ""
        case 1:
            let numbers = [
                "<integer>42</integer>", "<integer> -0x1F </integer>", "<real>17.0</real>", "<real>-1.5e3</real>",
            ]
            return numbers.randomElement(using: &random) ?? ""
        case 2:
            return ["<date>2024-02-29T12:00:00Z</date>", "<data>SGVs bG8=</data>"].randomElement(using: &random) ?? ""
        case 3...6: return "<string>" + xmlText() + "</string>"
        case 7, 8:
            var members = ""
            var keys: [String] = []
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                let key =
                    !keys.isEmpty && Bool.random(using: &random) && Bool.random(using: &random)
                    ? keys.randomElement(using: &random) ?? "" : xmlText()
                keys.append(key)
                members += whiteSpace() + "<key>" + key + "</key>" + whiteSpace() + plistValue(depth: depth - 1)
            }
            return "<dict>" + members + whiteSpace() + "</dict>"
        default:
            var elements = ""
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                elements += whiteSpace() + plistValue(depth: depth - 1)
            }
            return "<array>" + elements + whiteSpace() + "</array>"
        }
    }

    /// XML text with references, a CDATA section or a comment now and then.
    mutating func xmlText() -> String {
        let specials = ["&amp;", "&lt;", "&#xE9;", "&#75;", "<![CDATA[a<b]]>", "<!-- note -->", "\n", "\r\n"]
        var text = ""
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            text += words(maximumLength: 20)
            if Int.random(in: 0..<5, using: &random) == 0 { text += specials.randomElement(using: &random) ?? "" }
        }
        return text
    }

    /// `bytes` broken in one of several ways: cut short, a byte replaced or added (an awkward one: a bracket, a
    /// quote, a line break, a stray UTF-8 byte, …), a byte order mark added; or left whole.
    mutating func broken(_ bytes: [UInt8]) -> [UInt8] {
        let awkward: [UInt8] =
            Array("\"\\{}[],:<>&/!?=x \t\r\n".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xFF]
        var bytes = bytes
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes.removeSubrange(position..<bytes.count)
        case 1 where position < bytes.count: bytes[position] = awkward.randomElement(using: &random) ?? 0
        case 2: bytes.insert(awkward.randomElement(using: &random) ?? 0, at: position)
        case 3: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
        default: break
        }
        return bytes
    }
}
