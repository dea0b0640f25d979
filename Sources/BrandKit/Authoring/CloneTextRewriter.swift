/// Rewrites a clone's files for a copy: the old id, display name and bundle identifier become the new ones, each only
/// where it stands as a whole (not inside another word).
///
/// One pass, trying at each position, in order: the bundle identifier (not preceded by a letter, digit, `.` or `-`,
/// not followed by a letter, digit or `-`, so `de.example.news.debug` changes too), the display names (longest first),
/// the clone's name where it is not its id (the scheme `Play RTS` of the clone `Play-RTS`), the id as written and the
/// id in lower case (neither preceded nor followed by an ASCII letter or digit, so `_`, `-`,
/// `/` and `.` are boundaries: `CLONE_NWD`, `NWD-Debug.xcconfig`, `apps/nwd` change, `nwdPub7` does not). A
/// replacement is never rewritten again.
public struct CloneTextRewriter: Sendable {
    /// One replacement.
    public struct Replacement: Sendable, Hashable {
        /// How its boundaries are checked.
        public enum Kind: Sendable, Hashable {
            case word
            case bundleIdentifier
        }

        /// The text replaced.
        public var old: String
        /// The text put in its place.
        public var new: String
        /// How its boundaries are checked.
        public var kind: Kind

        /// Creates a replacement.
        public init(old: String, new: String, kind: Kind) {
            self.old = old
            self.new = new
            self.kind = kind
        }
    }

    /// The replacements, tried in order at each position.
    public var replacements: [Replacement]

    /// Creates a rewriter.
    public init(_ replacements: [Replacement]) {
        self.replacements = replacements.filter { !$0.old.isEmpty && $0.old != $0.new }
    }

    /// The replacements for a copy of clone `id` as `newID`: bundle identifier, display names, the clone's name as
    /// written (`alias`, which becomes `newID` as the id does), id.
    public static func forCopy(
        of id: String, as newID: String, displayNames: [String], name: String?, bundleIdentifier: (String, String)?,
        alias: String? = nil
    ) -> CloneTextRewriter {
        var replacements: [Replacement] = []
        if let (old, new) = bundleIdentifier {
            replacements.append(Replacement(old: old, new: new, kind: .bundleIdentifier))
        }
        if let name, let release = displayNames.first {
            replacements.append(Replacement(old: release, new: name, kind: .word))
        }
        if let alias, alias != id {
            replacements.append(Replacement(old: alias, new: newID, kind: .word))
        }
        replacements.append(Replacement(old: id, new: newID, kind: .word))
        if id.lowercased() != id {
            replacements.append(Replacement(old: id.lowercased(), new: newID.lowercased(), kind: .word))
        }
        return CloneTextRewriter(replacements)
    }

    /// The name `clone` goes by in paths and text besides its id, when it has one: the name of the scheme, target or
    /// folder that defines it where its id is derived from that name and differs from it (`Play RTS`, whose id is
    /// `Play-RTS`, as SRGSSR's playsrg-apple names its folders and xcconfig files).
    public static func alias(of clone: CloneDefinition) -> String? {
        let name = clone.name
        guard name != clone.id, name.lowercased() != clone.id.lowercased(),
            CloneIdentifier.derive(from: name) == clone.id
        else { return nil }
        return name
    }

    /// `text` rewritten, and how many replacements were made.
    public func rewrite(_ text: String) -> (text: String, count: Int) {
        let scalars = Array(text.unicodeScalars)
        let patterns = replacements.map { (Array($0.old.unicodeScalars), $0) }
        var result = String.UnicodeScalarView()
        var count = 0
        var index = 0
        while index < scalars.count {
            var matched = false
            for (pattern, replacement) in patterns
            where matches(pattern, at: index, in: scalars, kind: replacement.kind) {
                result.append(contentsOf: replacement.new.unicodeScalars)
                index += pattern.count
                count += 1
                matched = true
                break
            }
            if !matched {
                result.append(scalars[index])
                index += 1
            }
        }
        return (String(result), count)
    }

    private func matches(
        _ pattern: [Unicode.Scalar], at index: Int, in scalars: [Unicode.Scalar], kind: Replacement.Kind
    )
        -> Bool
    {
        guard index + pattern.count <= scalars.count, scalars[index] == pattern[0],
            Array(scalars[index..<(index + pattern.count)]) == pattern
        else { return false }
        let before = index > 0 ? scalars[index - 1] : nil
        let after = index + pattern.count < scalars.count ? scalars[index + pattern.count] : nil
        switch kind {
        case .word:
            return !Self.isWordCharacter(before) && !Self.isWordCharacter(after)
        case .bundleIdentifier:
            return !Self.isWordCharacter(before) && before != "." && before != "-" && !Self.isWordCharacter(after)
                && after != "-"
        }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }
}
