import Documents

/// A JSON value to write, rendered deterministically: object keys sorted, fixed escaping and layout.
///
/// Written by hand because `JSONSerialization` orders keys, escapes `/` and formats numbers differently
/// on macOS and Linux, and output must be byte-identical everywhere.
public enum JSONOutput: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, written in decimal.
    case integer(Int)
    /// A finite number; NaN and infinities are written as `null`, which JSON has no spelling for.
    case double(Double)
    /// A string, escaped by ``quoted(_:)``.
    case string(String)
    /// Elements in the order given.
    case array([JSONOutput])
    /// Members written in sorted key order, whatever order they were built in.
    case object([String: JSONOutput])

    /// The JSON text without a trailing newline: with `pretty`, one member per line indented by two spaces
    /// and `": "` after keys; otherwise no white space at all.
    public func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, pretty: pretty, depth: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .double(let value): output += value.isFinite ? String(value) : "null"
        case .string(let value): output += Self.quoted(value)
        case .array(let elements):
            writeContainer(
                elements, open: "[", close: "]", to: &output, pretty: pretty, depth: depth
            ) { element, output in
                element.write(to: &output, pretty: pretty, depth: depth + 1)
            }
        case .object(let members):
            let sorted = members.sorted { $0.key < $1.key }
            writeContainer(sorted, open: "{", close: "}", to: &output, pretty: pretty, depth: depth) { member, output in
                output += Self.quoted(member.key) + (pretty ? ": " : ":")
                member.value.write(to: &output, pretty: pretty, depth: depth + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, pretty: Bool, depth: Int,
        writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        let indent = pretty ? String(repeating: "  ", count: depth + 1) : ""
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if pretty { output += "\n" + indent }
            writeElement(element, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: depth) }
        output += close
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, and U+2028 and
    /// U+2029 too so the output is also valid JavaScript; everything else is written as UTF-8.
    public static func quoted(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}
