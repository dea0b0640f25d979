/// Why a text is not a release tag.
///
/// Each case's ``message`` says exactly what is wrong, and ``offset`` where.
public enum TagProblem: Error, Sendable, Hashable {
    /// The text is empty.
    case empty
    /// White space at `offset`.
    case whiteSpace(offset: Int)
    /// A character git forbids in a ref name at `offset`.
    case invalidRefCharacter(Character, offset: Int)
    /// A sequence git forbids in a ref name (`..`, `@{`, a trailing `.`, `.lock`, …) at `offset`.
    case invalidRef(String, offset: Int)
    /// The wrong number of parts for a format with one separator; `offset` is where the first extra part
    /// begins, or the end of the text when parts are missing.
    case partCount(expected: Int, found: Int, separator: String, offset: Int)
    /// The text does not have the shape of the (custom) format.
    case mismatch(format: String)
    /// The `clone`, `version` or `build` part is empty.
    case emptyPart(String, offset: Int)
    /// No clone has this id; `suggestion` is the closest one.
    case unknownClone(String, suggestion: String?, offset: Int)
    /// The version part is not a valid marketing version.
    case badVersion(String, VersionNumber.Problem, offset: Int)
    /// The build part is not a valid build number; the second value says why.
    case badBuild(String, String, offset: Int)

    /// The 0-based character offset the problem is at, when it is at one place.
    public var offset: Int? {
        switch self {
        case .empty, .mismatch: nil
        case .whiteSpace(let offset), .invalidRefCharacter(_, let offset), .invalidRef(_, let offset),
            .partCount(_, _, _, let offset), .emptyPart(_, let offset), .unknownClone(_, _, let offset),
            .badVersion(_, _, let offset), .badBuild(_, _, let offset):
            offset
        }
    }

    /// A lowercase sentence for diagnostics.
    public var message: String {
        switch self {
        case .empty: return "the tag is empty"
        case .whiteSpace: return "the tag contains white space, which git does not allow in a tag name"
        case .invalidRefCharacter(let character, _):
            let shown =
                character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
                ? "'\(character)'"
                : "the control character U+"
                    + Self.hex(character.unicodeScalars.first?.value ?? 0)
            return "the tag contains \(shown), which git does not allow in a tag name"
        case .invalidRef(let reason, _): return "git does not allow this tag name: \(reason)"
        case .partCount(let expected, let found, let separator, _):
            let kind = found < expected ? "missing parts" : "extra parts"
            return "\(kind): expected \(expected) parts separated by '\(separator)', found \(found)"
        case .mismatch(let format): return "the tag does not have the form '\(format)'"
        case .emptyPart(let part, _): return "the \(part) part is empty"
        case .unknownClone(let clone, let suggestion, _):
            return "unknown clone '\(clone)'" + (suggestion.map { "; did you mean '\($0.lowercased())'?" } ?? "")
        case .badVersion(let text, let problem, _):
            if case .leadingZero = problem, let read = VersionNumber.droppingLeadingZeros(text) {
                return "bad version '\(text)': it \(problem); \(Self.oneSpelling(read, of: text))"
            }
            return
                "bad version '\(text)': it \(problem); use one to three numbers such as 6.0.0, as CFBundleShortVersionString requires"
        case .badBuild(let text, let reason, _): return "bad build number '\(text)': \(reason)"
        }
    }

    /// The advice for a tag's number written with a leading zero: Apple's tools read it without, and a tag writes a
    /// number one way so that two tags cannot name one release.
    static func oneSpelling(_ read: String, of text: String) -> String {
        "write it as \(read), as Apple's tools read '\(text)', so that each release has one tag"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
