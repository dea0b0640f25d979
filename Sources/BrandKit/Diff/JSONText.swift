import Documents

/// A `config.json` value as one line of text, for comparing and tables.
enum JSONText {
    /// Strings as they are (unquoted), numbers as written, `true`/`false`/`null`, and arrays and objects as
    /// compact JSON (`["a","b"]`, `{"k":1}`), members in written order.
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        default: json(value)
        }
    }

    private static func json(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.literal
        case .string(let text): quoted(text)
        case .array(let elements): "[" + elements.map { json($0.value) }.joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { quoted($0.key) + ":" + json($0.value.value) }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}
