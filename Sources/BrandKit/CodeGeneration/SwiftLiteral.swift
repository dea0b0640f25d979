/// Swift source text for values: string and number literals, and text safe inside a `///` comment.
public enum SwiftLiteral {
    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped, everything else as is.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An optional string: a literal, or `nil`.
    public static func string(_ text: String?) -> String { text.map { string($0) } ?? "nil" }

    /// `value` as a `Double` literal: the shortest text that reads back as the same number (`28.0`, `0.25`).
    public static func double(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let text = String(describing: value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// `text` on one line, for a `///` comment: control characters (line breaks included) become spaces.
    public static func comment(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.value < 0x20 || $0.value == 0x7F || $0.value >= 0x2028 && $0.value <= 0x2029 ? " " : $0
                }
            ))
    }
}
