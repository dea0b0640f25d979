import Foundation

/// How `brands generate swift` turns schema names (`api_base_url`, `3d_touch`, `default`) into Swift identifiers.
///
/// The rule, applied in order:
/// 1. Letters with diacritics lose them (`é` → `e`, `ü` → `u`) and `ß` becomes `ss`.
/// 2. The name is split into words at every character that is not an ASCII letter or digit (`_`, `-`, `.`,
///    spaces, other non-ASCII characters).
/// 3. lowerCamelCase: the first word is lowercased when it is all capitals or a known initialism (`URL_scheme` →
///    `urlScheme`), else only its first letter is; every further word starts with a capital, and the initialisms
///    ``initialisms`` are written in capitals (`api_base_url` → `apiBaseURL`, `user_id` → `userID`).
///    Type names (UpperCamelCase) capitalise the first word too (`default_language` → `DefaultLanguage`).
/// 4. A name starting with a digit gets a leading `_` (`3d_touch` → `_3dTouch`).
/// 5. A Swift keyword is escaped with backticks (`default` → `` `default` ``), except `self`, `Self`, `Type`,
///    `Protocol` and `init`, which cannot name a member even in backticks and get a trailing `_` (`self_`).
/// 6. A name with no ASCII letter or digit left (`""`, `"—"`) has no identifier; the generator reports it.
///
/// Two names mapping to one identifier in the same scope are reported by the generator, each at its declaration.
public enum SwiftIdentifier {
    /// Words written in capitals after the first word.
    public static let initialisms: Set<String> = [
        "api", "css", "gps", "html", "http", "https", "id", "ios", "json", "pdf", "sdk", "ui", "uri", "url", "uuid",
        "xml",
    ]

    /// Names that must be escaped to be declared.
    public static let keywords: Set<String> = [
        "Any", "Self", "Type", "Protocol", "actor", "as", "associatedtype", "async", "await", "break", "case", "catch",
        "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "open", "operator", "package", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]

    /// Keywords that cannot name a member even in backticks (`x.self` is `x` itself).
    public static let suffixedKeywords: Set<String> = ["self", "Self", "Type", "Protocol", "init"]

    /// The lowerCamelCase identifier for `name` as declared (keywords in backticks), or `nil` when nothing is left.
    public static func lowerCamelCase(_ name: String) -> String? {
        let words = self.words(of: name)
        guard let first = words.first else { return nil }
        let head =
            initialisms.contains(first.lowercased()) || first.allSatisfy({ !$0.isLowercase })
            ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        return escaped(head + words.dropFirst().map(capitalized).joined())
    }

    /// The UpperCamelCase type name for `name`, or `nil` when nothing is left.
    public static func upperCamelCase(_ name: String) -> String? {
        let words = self.words(of: name)
        guard !words.isEmpty else { return nil }
        return escaped(words.map(capitalized).joined())
    }

    /// `identifier` without the backticks a keyword is declared with, as it is used after a dot.
    public static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// The words of `name` after folding diacritics, split at everything but ASCII letters and digits.
    static func words(of name: String) -> [String] {
        let folded = name.replacingOccurrences(of: "ß", with: "ss").decomposedStringWithCanonicalMapping
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty && !isCombiningMark(scalar) {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .nonspacingMark
    }

    private static func capitalized(_ word: String) -> String {
        if initialisms.contains(word.lowercased()) { return word.uppercased() }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func escaped(_ identifier: String) -> String {
        if identifier.first?.isNumber == true { return "_" + identifier }
        if suffixedKeywords.contains(identifier) { return identifier + "_" }
        if keywords.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// The compilation condition that selects a clone: `CLONE_` and the id, every character other than an ASCII
    /// letter, digit or `_` replaced by `_` (`CLONE_$(CLONE_IDENTIFIER)` in the xcconfig files gives the same).
    public static func cloneCondition(_ id: String) -> String {
        "CLONE_" + String(id.unicodeScalars.map { isConditionCharacter($0) ? Character($0) : "_" })
    }

    /// The compilation condition that selects a configuration's values: its name in capitals, other characters as in
    /// ``cloneCondition(_:)`` (`Debug` → `DEBUG`, as Xcode's Debug configuration sets).
    public static func configurationCondition(_ name: String) -> String {
        String(name.uppercased().unicodeScalars.map { isConditionCharacter($0) ? Character($0) : "_" })
    }

    private static func isConditionCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && CharacterSet.alphanumerics.contains(scalar))
    }
}
