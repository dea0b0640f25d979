/// Escaping for text and attribute values in generated HTML: every value from a workspace goes through here, so no
/// configuration value can add markup to a page.
enum HTMLText {
    /// `text` safe as element content and as a double- or single-quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// become character references, and characters HTML forbids in a document (NUL, other C0 and C1 controls but tab,
    /// line feed, form feed and carriage return, and noncharacters) become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Whether HTML allows `scalar` in a document as it is.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return [0x09, 0x0A, 0x0C, 0x0D].contains(value) }
        if (0x7F...0x9F).contains(value) { return false }
        if (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return false }
        return true
    }

    /// `text` as an `id` fragment: ASCII letters, digits and `-` kept, anything else as `_` plus its code in hex, so
    /// different names never share an id.
    static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || scalar == "-"
            {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return result
    }
}
