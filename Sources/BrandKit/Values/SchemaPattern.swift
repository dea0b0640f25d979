import Foundation

/// A schema's `pattern`: a regular expression that a whole value must match, with exactly the answers of
/// `NSRegularExpression`, but without ICU for the common subset of its syntax.
///
/// The first `NSRegularExpression` of a process costs about 8 million instructions of ICU set-up (6% of validating
/// the sample workspace) and each match bridges the value to `NSString`. Patterns in the subset (literals, `.`,
/// classes, `\d \w \s` and their negations, anchors, groups, alternation, greedy and lazy quantifiers) on ASCII
/// values run on a small backtracking matcher that follows ICU's order of trying alternatives. ICU decides everything
/// else: patterns outside the subset, values that are not ASCII when the pattern could consume such a character
/// (ICU's classes are Unicode-wide), and runs past the matcher's limits.
package struct SchemaPattern {
    /// The pattern as written.
    package let source: String
    private let program: Program?
    private let matchesOnlyASCII: Bool
    /// ICU's compiled pattern, made at once for a pattern outside the subset (it will be needed), else never.
    private let expression: NSRegularExpression?

    /// Compiles `source`; ``isValid`` says whether that worked.
    package init(_ source: String) {
        self.source = source
        if let parsed = Parser.parse(source) {
            program = Program(parsed.root)
            matchesOnlyASCII = parsed.matchesOnlyASCII
            expression = nil
        } else {
            program = nil
            matchesOnlyASCII = false
            expression = try? NSRegularExpression(pattern: source)
        }
    }

    /// Whether `NSRegularExpression` accepts the pattern: always for the subset, else as ICU says.
    package var isValid: Bool { program != nil || expression != nil }

    /// Whether values of ASCII are matched without ICU.
    package var isInSubset: Bool { program != nil }

    /// Whether the pattern matches the whole of `text`: `NSRegularExpression`'s first match covers all of it.
    ///
    /// That is ICU's first match, not any match: `a|ab` does not match `ab`, though `ab` would. An invalid pattern
    /// matches everything (the schema reports it where it is declared).
    package func matchesEntirely(_ text: String) -> Bool {
        if let answer = answerWithoutICU(text) { return answer }
        guard let expression = expression ?? (try? NSRegularExpression(pattern: source)) else { return true }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range)?.range == range
    }

    /// ``matchesEntirely(_:)`` when it needs no ICU; `nil` when only `NSRegularExpression` can tell.
    package func answerWithoutICU(_ text: String) -> Bool? {
        guard let program else { return nil }
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else {
                // Every character the pattern consumes is ASCII, so this one is never consumed.
                return matchesOnlyASCII ? false : nil
            }
            switch Machine(program: program, bytes: bytes).firstMatch() {
            case .matched(let end): return end == bytes.count
            case .failed: return false
            case .gaveUp: return nil
            }
        }
    }
}
