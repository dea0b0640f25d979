import Documents
import Support

/// Reads the members of one JSON object by key, recording a diagnostic for every member that has the wrong
/// type and, at ``finish()``, for every key nobody asked for (with a did-you-mean suggestion).
///
/// Used by the decoders of the manifest and the schema, whose problems all share one rule id.
struct JSONObjectReader {
    /// The object's members, in order.
    let members: [JSONMember]
    /// Where the object starts.
    let location: SourceLocation
    /// A phrase naming the object in messages, such as `the manifest` or `flag 'paywall'`.
    let subject: String
    /// The rule id for problems found here.
    let rule: String
    private var requested: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Creates a reader, or records an error and returns `nil` when `node` is not an object.
    init?(_ node: JSONNode, subject: String, rule: String, diagnostics: inout [Diagnostic]) {
        guard case .object(let members) = node.value else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: rule, DecodingMessage.expected("an object", for: subject, found: node.value),
                    at: node.location))
            return nil
        }
        self.members = members
        self.location = node.location
        self.subject = subject
        self.rule = rule
    }

    /// The member named `key` (the first one, when duplicated), marking the key as known.
    mutating func member(_ key: String) -> JSONMember? {
        requested.append(key)
        return members.first { $0.key == key }
    }

    /// The value of `key` when it is a string; a type error when it is something else.
    mutating func string(_ key: String) -> (value: String, location: SourceLocation)? {
        guard let member = member(key) else { return nil }
        if case .string(let text) = member.value.value { return (text, member.value.location) }
        typeMismatch(member, expected: "a string")
        return nil
    }

    /// The value of `key` when it is a string, `nil` inside when it is `null` (which turns something off); a type
    /// error when it is something else.
    mutating func nullableString(_ key: String) -> (value: String?, location: SourceLocation)? {
        guard let member = member(key) else { return nil }
        switch member.value.value {
        case .string(let text): return (text, member.value.location)
        case .null: return (nil, member.value.location)
        default:
            typeMismatch(member, expected: "a string or null")
            return nil
        }
    }

    /// The value of `key` when it is a boolean.
    mutating func bool(_ key: String) -> Bool? {
        guard let member = member(key) else { return nil }
        if case .bool(let flag) = member.value.value { return flag }
        typeMismatch(member, expected: "true or false")
        return nil
    }

    /// The value of `key` when it is a whole number.
    mutating func integer(_ key: String) -> Int? {
        guard let member = member(key) else { return nil }
        if case .number(let number) = member.value.value, let value = number.integerValue { return value }
        typeMismatch(member, expected: "a whole number")
        return nil
    }

    /// The value of `key` when it is a number.
    mutating func number(_ key: String) -> Double? {
        guard let member = member(key) else { return nil }
        if case .number(let number) = member.value.value, let value = number.doubleValue { return value }
        typeMismatch(member, expected: "a number")
        return nil
    }

    /// The value of `key` when it is an array of strings.
    mutating func strings(_ key: String) -> [(value: String, location: SourceLocation)]? {
        guard let member = member(key) else { return nil }
        guard case .array(let elements) = member.value.value else {
            typeMismatch(member, expected: "an array of strings")
            return nil
        }
        var result: [(String, SourceLocation)] = []
        for element in elements {
            if case .string(let text) = element.value {
                result.append((text, element.location))
            } else {
                record(
                    DecodingMessage.expected("a string", for: "an element of '\(key)'", found: element.value),
                    at: element.location)
            }
        }
        return result
    }

    /// The value of `key` when it is an object.
    mutating func object(_ key: String) -> JSONNode? {
        guard let member = member(key) else { return nil }
        if case .object = member.value.value { return member.value }
        typeMismatch(member, expected: "an object")
        return nil
    }

    /// Records an error at `location`.
    mutating func record(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, rule: rule, message, at: location))
    }

    /// Reports every member whose key was never requested, and hands back all diagnostics.
    mutating func finish() -> [Diagnostic] {
        let known = requested
        for member in members where !known.contains(member.key) {
            record(DecodingMessage.unknownKey(member.key, in: subject, known: known), at: member.keyLocation)
        }
        return diagnostics
    }

    private mutating func typeMismatch(_ member: JSONMember, expected: String) {
        record(
            DecodingMessage.expected(expected, for: "'\(member.key)'", found: member.value.value),
            at: member.value.location)
    }
}

/// The messages of ``JSONObjectReader``, shared so tests use the exact text.
package enum DecodingMessage {
    /// `'key' must be a string, not a number`.
    package static func expected(_ expectation: String, for subject: String, found: JSONValue) -> String {
        "\(subject) must be \(expectation), not \(found.kindDescription)"
    }

    /// `unknown key 'x' in the manifest; did you mean 'y'?`.
    package static func unknownKey(_ key: String, in subject: String, known: [String]) -> String {
        var message = "unknown key '\(key)' in \(subject)"
        if let suggestion = Suggestion.closest(to: key, in: known) { message += "; did you mean '\(suggestion)'?" }
        return message
    }
}
