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

    /// What a pattern says of a value.
    package enum Verdict: Equatable, Sendable {
        /// The first match covers the whole value.
        case matches
        /// It does not, or there is no match.
        case doesNotMatch
        /// ICU did not answer within ``icuTickBudget``: the pattern backtracks exponentially on this value.
        case undecided
    }

    /// The most progress reports ICU may make on one value.
    ///
    /// ICU reports after every 10,000 steps of its engine, so this is 5 million steps, about a tenth of a second. An
    /// ordinary pattern makes no report; one that backtracks exponentially (`(a*)*b` on 30 `a`s) makes thousands, and
    /// would take ICU seconds or hours on every value.
    package static let icuTickBudget = 500

    /// Whether the pattern matches the whole of `text`: `NSRegularExpression`'s first match covers all of it.
    ///
    /// That is ICU's first match, not any match: `a|ab` does not match `ab`, though `ab` would. An invalid pattern
    /// matches everything (the schema reports it where it is declared). ICU's work is bounded, counted in its own
    /// steps (not by the clock), so the verdict is the same on every machine.
    package func verdict(on text: String) -> Verdict {
        if let answer = answerWithoutICU(text) { return answer ? .matches : .doesNotMatch }
        guard let expression = expression ?? (try? NSRegularExpression(pattern: source)) else { return .matches }
        let range = NSRange(text.startIndex..., in: text)
        var verdict = Verdict.doesNotMatch
        var ticks = 0
        // Anchored: the first match covers the value only if it starts at its start, so no other start is tried.
        expression.enumerateMatches(in: text, options: [.anchored, .reportProgress], range: range) { match, _, stop in
            if let match {
                verdict = match.range == range ? .matches : .doesNotMatch
                stop.pointee = true
            } else {
                ticks += 1
                if ticks > Self.icuTickBudget {
                    verdict = .undecided
                    stop.pointee = true
                }
            }
        }
        return verdict
    }

    /// Why `value` fails the pattern, as a phrase for a finding; `nil` when it matches.
    package func problem(of value: String) -> String? {
        switch verdict(on: value) {
        case .matches:
            return nil
        case .doesNotMatch:
            return "'\(value)' does not match the pattern \(source)"
        case .undecided:
            return "'\(value)' cannot be checked against the pattern \(source): ICU takes over 5 million steps on it "
                + "(nested or repeated quantifiers over the same text); simplify the pattern"
        }
    }

    /// Whether ``verdict(on:)`` is ``Verdict/matches``.
    package func matchesEntirely(_ text: String) -> Bool { verdict(on: text) == .matches }

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
