/// A release tag such as `nwd/6.0.0/2`, parsed: which clone, which version, which build.
public struct ReleaseTag: Sendable, Hashable {
    /// The tag as written.
    public var name: String
    /// The clone's id, as the workspace spells it.
    public var clone: String
    /// The marketing version.
    public var version: VersionNumber
    /// The build number.
    public var build: VersionNumber

    /// Creates a tag.
    public init(name: String, clone: String, version: VersionNumber, build: VersionNumber) {
        self.name = name
        self.clone = clone
        self.version = version
        self.build = build
    }
}

/// Why a text is not a release tag. Each case's ``message`` says exactly what is wrong.
public enum TagProblem: Error, Sendable, Hashable {
    case empty
    case whiteSpace(offset: Int)
    case invalidRefCharacter(Character, offset: Int)
    case invalidRef(String)
    case partCount(expected: Int, found: Int, separator: String)
    case mismatch(format: String)
    case emptyPart(String)
    case unknownClone(String, suggestion: String?)
    case badVersion(String, VersionNumber.Problem)
    case badBuild(String, String)

    /// The 0-based character offset the problem is at, when it is at one place.
    public var offset: Int? {
        switch self {
        case .whiteSpace(let offset), .invalidRefCharacter(_, let offset): offset
        default: nil
        }
    }

    /// A lowercase sentence for diagnostics.
    public var message: String {
        switch self {
        case .empty: return "the tag is empty"
        case .whiteSpace: return "the tag contains white space"
        case .invalidRefCharacter(let character, _):
            let shown =
                character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
                ? "'\(character)'"
                : "U+" + String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            return "the tag contains \(shown), which git does not allow in a tag name"
        case .invalidRef(let reason): return "the tag is not a valid git ref: \(reason)"
        case .partCount(let expected, let found, let separator):
            let kind = found < expected ? "missing parts" : "extra parts"
            return "\(kind): expected \(expected) parts separated by '\(separator)', found \(found)"
        case .mismatch(let format): return "the tag does not have the form '\(format)'"
        case .emptyPart(let part): return "the \(part) part is empty"
        case .unknownClone(let clone, let suggestion):
            return "unknown clone '\(clone)'" + (suggestion.map { "; did you mean '\($0.lowercased())'?" } ?? "")
        case .badVersion(let text, let problem): return "bad version '\(text)': it \(problem)"
        case .badBuild(let text, let reason): return "bad build number '\(text)': \(reason)"
        }
    }
}
