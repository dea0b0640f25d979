/// Writes text as a JSON string literal, the one way every JSON writer of the package quotes strings.
package enum JSONStringLiteral {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, and U+2028 and
    /// U+2029 too so the output is also valid JavaScript; everything else is written as UTF-8.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{2028}", "\u{2029}": result += "\\u" + hex(scalar.value)
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + hex(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
