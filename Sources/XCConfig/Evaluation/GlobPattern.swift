import Support

/// Case-sensitive `fnmatch(3)`-style matching without flags: `*`, `?`, `[...]` (with `!` or `^` to negate and `a-z`
/// ranges) and `\` to take the next character literally.
///
/// `*` also matches `/`.
package enum GlobPattern {
    /// Whether `text` matches `pattern` as a whole.
    package static func matches(_ pattern: String, _ text: String) -> Bool {
        // Most patterns are a plain word (`[config=Debug]`) or a word and one trailing `*` (`[sdk=iphoneos*]`), and
        // every assignment's conditions are matched in every evaluator: those are compared as UTF-8 bytes (the same
        // as comparing scalars) without making arrays of scalars.
        switch plainForm(of: pattern) {
        case .exact: return pattern.utf8.elementsEqual(text.utf8)
        case .prefix: return text.utf8.starts(with: pattern.utf8.dropLast())
        case .other: return matchesByScalars(pattern, text)
        }
    }

    /// Whether `text` matches `pattern` as a whole, matched scalar by scalar whatever the pattern (what ``matches(_:_:)``
    /// does for patterns with wildcards; tests compare the two on the others).
    package static func matchesByScalars(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        var patternIndex = 0
        var textIndex = 0
        // Where to resume after the most recent `*` if what follows it fails; one saved point is enough
        // for patterns without path semantics, and keeps matching linear in practice and never recursive.
        var starPattern: Int?
        var starText = 0
        while textIndex < text.count {
            if patternIndex < pattern.count {
                let scalar = pattern[patternIndex]
                if scalar == "*" {
                    starPattern = patternIndex
                    starText = textIndex
                    patternIndex += 1
                    continue
                }
                if let next = matchOne(pattern, at: patternIndex, text[textIndex]) {
                    patternIndex = next
                    textIndex += 1
                    continue
                }
            }
            guard let star = starPattern else { return false }
            patternIndex = star + 1
            starText += 1
            textIndex = starText
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }

    /// A pattern without `?`, `[`, `\` or `*` (`exact`), one whose only such character is a final `*` (`prefix`).
    private enum PlainForm {
        case exact, prefix, other
    }

    private static func plainForm(of pattern: String) -> PlainForm {
        var form = PlainForm.exact
        for byte in pattern.utf8 {
            guard form == .exact else { return .other }  // a `*` that was not the last byte
            switch byte {
            case UInt8(ascii: "*"): form = .prefix
            case UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\"): return .other
            default: continue
            }
        }
        return form
    }

    /// Matches one pattern element (not `*`) against `character`; returns the index after the element, or
    /// `nil` when it does not match.
    private static func matchOne(_ pattern: [Unicode.Scalar], at index: Int, _ character: Unicode.Scalar) -> Int? {
        let scalar = pattern[index]
        switch scalar {
        case "?":
            return index + 1
        case "[":
            if let (matched, next) = matchBracket(pattern, at: index, character) {
                return matched ? next : nil
            }
            // An unclosed `[` is an ordinary character, as in fnmatch.
            return character == "[" ? index + 1 : nil
        case "\\" where index + 1 < pattern.count:
            return pattern[index + 1] == character ? index + 2 : nil
        default:
            return scalar == character ? index + 1 : nil
        }
    }

    /// Matches a `[...]` expression starting at `index`; `nil` when the bracket is not closed.
    private static func matchBracket(
        _ pattern: [Unicode.Scalar], at index: Int, _ character: Unicode.Scalar
    ) -> (Bool, Int)? {
        var position = index + 1
        var negated = false
        if position < pattern.count, pattern[position] == "!" || pattern[position] == "^" {
            negated = true
            position += 1
        }
        var matched = false
        var first = true
        while position < pattern.count {
            var low = pattern[position]
            if low == "]" && !first {
                return (matched != negated, position + 1)
            }
            first = false
            if low == "\\", position + 1 < pattern.count {
                position += 1
                low = pattern[position]
            }
            position += 1
            if position + 1 < pattern.count, pattern[position] == "-", pattern[position + 1] != "]" {
                var high = pattern[position + 1]
                position += 2
                if high == "\\", position < pattern.count {
                    high = pattern[position]
                    position += 1
                }
                if low <= character && character <= high { matched = true }
            } else if low == character {
                matched = true
            }
        }
        return nil
    }
}
