import Documents

/// A JSON value of a proposed manifest, with object members in the order written, so the manifest reads top down:
/// `version` first, then where the clones are, then what turns things off.
public indirect enum ProposedValue: Sendable, Hashable {
    /// `null`.
    case null
    /// An integer.
    case integer(Int)
    /// A string.
    case string(String)
    /// Elements in order.
    case array([ProposedValue])
    /// Members in the order given.
    case object([ProposedMember])

    /// The JSON text, two spaces per level; objects of scalars only, and arrays of strings, on one line.
    public func rendered(depth: Int = 0) -> String {
        switch self {
        case .null: return "null"
        case .integer(let value): return String(value)
        case .string(let text): return Self.quoted(text)
        case .array(let elements):
            return "[" + elements.map { $0.rendered(depth: depth + 1) }.joined(separator: ", ") + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let inline = depth > 0 && members.allSatisfy { !$0.value.isContainer }
            if inline {
                return "{ "
                    + members.map { Self.quoted($0.key) + ": " + $0.value.rendered(depth: depth + 1) }
                    .joined(separator: ", ") + " }"
            }
            let indent = String(repeating: "  ", count: depth + 1)
            let lines = members.map { indent + Self.quoted($0.key) + ": " + $0.value.rendered(depth: depth + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: depth) + "}"
        }
    }

    private var isContainer: Bool {
        switch self {
        case .object(let members): !members.isEmpty
        default: false
        }
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String { JSONStringLiteral.quoted(text) }
}

/// One member of a proposed object.
public struct ProposedMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The value.
    public var value: ProposedValue

    /// Creates a member.
    public init(_ key: String, _ value: ProposedValue) {
        self.key = key
        self.value = value
    }
}
