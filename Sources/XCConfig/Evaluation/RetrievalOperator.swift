import Foundation
import Support

/// An operator written without an argument, as in `$(X:upper)`: it maps the value to a new one.
///
/// The names are Xcode's (swift-build's `MacroEvaluationRetrievalOperator`), including the two it keeps for its
/// own specifications, `__md5` and `__stripslash`.
package enum RetrievalOperator: String, Sendable, Hashable, CaseIterable {
    case upper, lower, quote, identifier, rfc1034identifier, c99extidentifier
    case dir, file, base, suffix, standardizepath, not, truncatedversion
    case md5 = "__md5"
    case stripslash = "__stripslash"

    /// The operator applied to an expansion: a present value is mapped, an absent one stays absent.
    package func apply(to value: ExpandedText) -> ExpandedText {
        value.isPresent ? ExpandedText(apply(to: value.text)) : .absent
    }

    /// The operator applied to a present value, which may be empty (`:dir` of an empty string is `./`).
    package func apply(to value: String) -> String {
        switch self {
        case .upper: value.uppercased()
        case .lower: value.lowercased()
        case .quote: Self.quoted(value)
        case .identifier: Self.identifier(value, keeping: "_")
        case .rfc1034identifier: Self.identifier(value, keeping: "-")
        case .c99extidentifier: C99Identifier.mangled(value)
        case .dir: PathOperations.directory(of: value)
        case .file: PathOperations.lastComponent(of: value)
        case .base: PathOperations.baseName(of: value)
        case .suffix: PathOperations.suffix(of: value)
        case .standardizepath: PathOperations.standardize(value)
        case .not: value == "YES" ? "NO" : "YES"
        case .truncatedversion: Self.truncatedVersion(value)
        case .md5: MD5Digest.hexadecimal(of: Array(value.utf8))
        case .stripslash: value.hasPrefix("/") ? String(value.dropFirst()) : value
        }
    }

    /// A backslash before space, tab, CR, LF, `\`, `"` and `'`; the empty string becomes `""`, as Xcode's quoting
    /// of a list element does.
    private static func quoted(_ value: String) -> String {
        if value.isEmpty { return "\"\"" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0A, 0x5C, 0x22, 0x27: bytes.append(0x5C)
            default: break
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every character of the canonically decomposed value outside `A`–`Z`, `a`–`z`, `0`–`9` and `kept` becomes
    /// `kept`, as does a leading digit.
    ///
    /// Characters are compared as Swift orders them, as Xcode does, so `é` (decomposed, one character) becomes one
    /// replacement while a letter followed by a combining mark that does not compose is kept whole.
    private static func identifier(_ value: String, keeping kept: Character) -> String {
        var result = ""
        for (offset, character) in value.decomposedStringWithCanonicalMapping.enumerated() {
            let isKept =
                ("A"..."Z").contains(character) || ("a"..."z").contains(character) || character == kept
                || (offset > 0 && ("0"..."9").contains(character))
            result.append(isKept ? character : kept)
        }
        return result
    }

    /// The first three non-empty `.`-separated parts, joined with `.` (`1.2.3.4` → `1.2.3`).
    private static func truncatedVersion(_ value: String) -> String {
        value.split(separator: ".").prefix(3).joined(separator: ".")
    }
}
