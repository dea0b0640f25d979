import Documents
import Foundation
import Support

/// Why a `config.json` value does not fit its field.
public enum FieldProblem: Sendable, Hashable {
    /// The value has the wrong JSON type: a phrase for what was expected, and for what was found.
    case wrongType(expected: String, found: String)
    /// The value has the right type but is not acceptable; the phrase says why.
    case invalidValue(String)

    /// `must be a string, not a number` or the reason.
    public var description: String {
        switch self {
        case .wrongType(let expected, let found): "must be \(expected), not \(found)"
        case .invalidValue(let reason): reason
        }
    }
}

/// Checks a JSON value against a ``FieldSpec``: type, format (URL, colour, bundle id, version, font), enum
/// membership, bounds and pattern.
public enum FieldValueChecker {
    /// Every problem of `value` as a value of `field`; empty when it fits.
    public static func check(_ value: JSONValue, for field: FieldSpec) -> [FieldProblem] {
        var patterns = PatternCache()
        return check(value, for: field, patterns: &patterns)
    }

    /// ``check(_:for:)`` with the field's pattern compiled once per `patterns`.
    package static func check(_ value: JSONValue, for field: FieldSpec, patterns: inout PatternCache) -> [FieldProblem]
    {
        if let problem = typeProblem(of: value, for: field) { return [problem] }
        switch value {
        case .number(let number):
            guard let double = number.doubleValue else { return [] }
            var problems: [FieldProblem] = []
            if let minimum = field.minimum, double < minimum {
                problems.append(.invalidValue("is \(number.literal), below the minimum of \(format(minimum))"))
            }
            if let maximum = field.maximum, double > maximum {
                problems.append(.invalidValue("is \(number.literal), above the maximum of \(format(maximum))"))
            }
            return problems
        case .string(let text):
            var problems = formatProblems(text, for: field)
            if let pattern = field.pattern, let problem = patterns.problem(of: text, pattern: pattern) {
                problems.append(.invalidValue(problem))
            }
            return problems
        default:
            return []
        }
    }

    /// The problem of `value` having the wrong type for `field`, if it has: the one problem ``check(_:for:)`` then
    /// reports, without checking the value's format.
    public static func typeProblem(of value: JSONValue, for field: FieldSpec) -> FieldProblem? {
        switch field.type {
        case .bool:
            if case .bool = value { return nil }
            return .wrongType(expected: "true or false", found: value.kindDescription)
        case .integer, .number:
            guard case .number(let number) = value, number.doubleValue != nil else {
                return .wrongType(
                    expected: field.type == .integer ? "a whole number" : "a number", found: value.kindDescription)
            }
            if field.type == .integer && number.integerValue == nil {
                return .wrongType(expected: "a whole number", found: "'\(number.literal)'")
            }
            return nil
        default:
            guard case .string = value else { return .wrongType(expected: "a string", found: value.kindDescription) }
            return nil
        }
    }

    /// Problem phrases only, for messages that do not distinguish the kinds.
    public static func problems(of value: JSONValue, for field: FieldSpec) -> [String] {
        check(value, for: field).map(\.description)
    }

    private static func formatProblems(_ text: String, for field: FieldSpec) -> [FieldProblem] {
        switch field.type {
        case .url:
            return URLCheck.problem(text).map { [.invalidValue($0)] } ?? []
        case .color:
            return RGBAColor(hex: text) == nil
                ? [.invalidValue("'\(text)' is not a colour; write #RGB, #RRGGBB or #RRGGBBAA")] : []
        case .bundleIdentifier:
            return isBundleIdentifier(text)
                ? []
                : [.invalidValue("'\(text)' is not a bundle identifier; use reverse-DNS letters, digits, '-' and '.'")]
        case .version:
            if case .failure(let problem) = VersionNumber.parse(text) {
                return [.invalidValue("'\(text)' is not a version number: it \(problem)")]
            }
            return []
        case .enumeration:
            if field.allowedValues.contains(text) { return [] }
            var reason = "'\(text)' is not one of \(NameList.joined(field.allowedValues))"
            if let suggestion = Suggestion.closest(to: text, in: field.allowedValues) {
                reason += "; did you mean '\(suggestion)'?"
            }
            return [.invalidValue(reason)]
        case .font:
            return isPostScriptName(text)
                ? []
                : [
                    .invalidValue(
                        "'\(text)' is not a PostScript font name (no spaces or brackets, at most 63 characters)")
                ]
        case .string, .bool, .integer, .number:
            return []
        }
    }

    /// Whether `text` is a reverse-DNS bundle identifier with at least two components.
    ///
    /// Read on bytes: every allowed character is one ASCII byte, and a character that is not ASCII has a byte that is
    /// not.
    public static func isBundleIdentifier(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                !part.isEmpty && part.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") }
            }
    }

    /// Whether `text` can be a PostScript name.
    ///
    /// Read on bytes: every allowed character is one ASCII byte, so the count of characters is the count of bytes
    /// whenever the name is allowed (CR LF, one character of two bytes, is white space).
    public static func isPostScriptName(_ text: String) -> Bool {
        let bytes = text.utf8
        return !bytes.isEmpty && bytes.count <= 63
            && bytes.allSatisfy { byte in
                switch byte {
                case 0x80..., 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("),
                    UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                    UInt8(ascii: "/"), UInt8(ascii: "%"):
                    false
                default: true
                }
            }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
