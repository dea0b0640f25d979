import BrandFormats
import Foundation
import Testing

/// Schema patterns answer as `NSRegularExpression` does: worked examples of the semantics that are easy to get
/// wrong, and of what is left to ICU.
@Suite struct SchemaPatternTests {
    /// How long a test of a pattern that makes ICU or the memo work hard may take before it counts as hung.
    ///
    /// These tests take seconds in a debug build alone, but a full run on two cores runs dozens of tests beside
    /// them, and one took over a minute there; a hang (what the guard is for) would take hours.
    static let hangGuard = TimeLimitTrait.Duration.minutes(10)

    /// `NSRegularExpression`'s answer: whether its first match covers the whole value; `nil` for an invalid pattern.
    static func icuMatchesEntirely(_ text: String, _ pattern: String) -> Bool? {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range)?.range == range
    }

    @Test(arguments: [
        // `$` also matches before a line terminator that ends the value, but the match then leaves it out.
        ("a$", "a\n", false), (#"a$\n"#, "a\n", true), (#"a$\r\n"#, "a\r\n", true), (#"a$\f"#, "a\u{0C}", true),
        // ... not between the CR and the LF, and only before the last terminator.
        (#"a\r$\n"#, "a\r\n", false), (#"a$\s+"#, "a\n\n", false), (#"a$\s+"#, "a\r\n", true),
        // The first match, in ICU's order, must cover the value; another match that would is not looked for.
        ("a|ab", "ab", false), ("ab|a", "ab", true), ("(?:a|ab)$", "ab", true), ("(?:|a)*", "aa", false),
        ("(?:|a)*$", "aa", true), ("(?:a|)*", "aa", true),
        // Lazy quantifiers stop as early as they can.
        ("a*?", "aa", false), ("a*?$", "aa", true), ("a+?", "aa", false), ("a??", "a", false), ("a{1,3}?", "aa", false),
        ("a{1,3}", "aa", true), ("(?:ab){2,}?", "ababab", false), ("(?:ab){2,}", "ababab", true),
        // ICU's classes: `\s` has the vertical tab, `.` takes no line terminator, `\w` has the underscore.
        (#"\s"#, "\u{0B}", true), (".", "\r", false), (".", "\u{0C}", false), (#"\w+"#, "a_1", true),
        (#"[^\s]"#, "\t", false), ("[a-]", "-", true), (#"[\]]"#, "]", true), ("]", "]", true),
        // The built-in schema's patterns.
        ("^[A-Za-z][A-Za-z0-9_]*$", "MyApp_2", true), ("^[A-Za-z][A-Za-z0-9_]*$", "2App", false),
        (#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "help@example.com", true),
        (#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "help@example", false),
        // `$` stops before the final newline, so the first match leaves it out.
        (#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "help@example.com\n", false),
    ])
    func answersAsNSRegularExpression(pattern: String, text: String, matches: Bool) {
        let compiled = SchemaPattern(pattern)
        #expect(compiled.isInSubset)
        #expect(compiled.answerWithoutICU(text) == matches)
        #expect(compiled.matchesEntirely(text) == matches)
        #expect(Self.icuMatchesEntirely(text, pattern) == matches)
    }

    @Test(arguments: [
        // ICU's classes are Unicode-wide: Arabic-Indic digits, letters of any script, U+2028 as a line end.
        (#"\d+"#, "\u{663}\u{664}", true), (#"\w+"#, "日本", true), (#"a$\s"#, "a\u{2028}", true), (".", "😀", true),
        (#"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, "hélp@example.com", true), ("^.$", "e\u{301}", false), ("^.$", "é", true),
    ])
    func valuesBeyondASCIIGoToICU(pattern: String, text: String, matches: Bool) {
        let compiled = SchemaPattern(pattern)
        #expect(compiled.isInSubset)
        #expect(compiled.answerWithoutICU(text) == nil)
        #expect(compiled.matchesEntirely(text) == matches)
        #expect(Self.icuMatchesEntirely(text, pattern) == matches)
    }

    @Test(arguments: ["Café", "日本", "ａ", "a\u{2028}"])
    func aPatternOfASCIIOnlyRefusesOtherCharactersWithoutICU(text: String) {
        // Only ASCII characters are consumed, so the first match never covers the other one (`$` may stop before it).
        for pattern in ["^[A-Za-z][A-Za-z0-9_]*$", "a$", "(?:[a-z]|C)+"] {
            #expect(SchemaPattern(pattern).answerWithoutICU(text) == false)
            #expect(Self.icuMatchesEntirely(text, pattern) == false)
        }
    }

    @Test(arguments: [
        (#"\bnews\b"#, "news", true), ("(?i)news", "NEWS", true), (#"\p{Lu}+"#, "ÄB", true), ("a(?=b)b", "ab", true),
        (#"(a)\1"#, "aa", true), ("a*+", "aaa", true), ("[[:alpha:]]+", "ab", true), (#"\x41"#, "A", true),
        ("[a-z&&[^aeiou]]+", "bcd", true), ("[a-z&&[^aeiou]]+", "bad", false), ("[]a]", "]", true), ("^*a", "a", true),
        (#"[\w-a]"#, "-", true), ("[a-z-0]", "0", true), ("(?:a|)*?b", "ab", true), ("a{1001}", "a", false),
    ])
    func syntaxOutsideTheSubsetIsLeftToICU(pattern: String, text: String, matches: Bool) {
        let compiled = SchemaPattern(pattern)
        #expect(compiled.isValid)
        #expect(!compiled.isInSubset)
        #expect(compiled.answerWithoutICU(text) == nil)
        #expect(compiled.matchesEntirely(text) == matches)
        #expect(Self.icuMatchesEntirely(text, pattern) == matches)
    }

    /// ICU reads `&` in a set in ways it does not document (it refuses `[&-z]`, below, and `[^x&-z]` does not match
    /// `m`), so a set holding one is ICU's to read; the fuzzer found the subset reading them.
    @Test(arguments: ["[x&-z]", "[^x&-z]", #"[\&-z]"#, "[&]", "[a&b]", "[!-&]", "[a-b&-z]"])
    func anAmpersandInASetIsReadAsICUReadsIt(pattern: String) {
        let compiled = SchemaPattern(pattern)
        #expect(compiled.isValid)
        #expect(!compiled.isInSubset || pattern.contains(#"\&"#))
        for text in ["&", "m", "a", "!", "-", "z", "~"] {
            #expect(compiled.matchesEntirely(text) == Self.icuMatchesEntirely(text, pattern), "\(pattern) on \(text)")
        }
    }

    @Test(arguments: [
        "", "a{2,1}", "[z-a]", "(", ")", "{", "a}", "a**", "a{2}{3}", "[]", "*a", "a{,2}", #"\"#, "[&-z]", "[^&-z]",
        "[-&-z]", #"\s[&-z]^[A-Za-z]*$"#,
    ])
    func anInvalidPatternIsInvalidAndMatchesEverything(pattern: String) {
        let compiled = SchemaPattern(pattern)
        #expect(!compiled.isValid)
        #expect(Self.icuMatchesEntirely("x", pattern) == nil)
        #expect(compiled.matchesEntirely("x"))
    }

    @Test(.timeLimit(Self.hangGuard))
    func catastrophicBacktrackingIsAnsweredFromAMemo() {
        // ICU tries every split of the `a`s: a second for 20, an age for 200. The memo makes it linear.
        let text = String(repeating: "a", count: 200)
        #expect(SchemaPattern("(a*)*b").answerWithoutICU(text) == false)
        #expect(SchemaPattern("(?:a|aa)+$").answerWithoutICU(text) == true)
        #expect(SchemaPattern("(?:a|aa)+$").answerWithoutICU(text + "b") == false)
    }

    /// ICU gives up on an exponential search and answers "no match" though a later alternative matches: a match found
    /// only with the memo is ICU's to confirm (the fuzzer found the memo's answer differing from ICU's), and ICU, past
    /// its budget, leaves the value undecided.
    @Test(
        .timeLimit(Self.hangGuard),
        arguments: [#"(a~\s\wz]|||y{3}){2,66}z]|||y?\d"#, "(?:a?|b?){2,40}z|", "(|){2,100}z|"])
    func aMatchFoundOnlyWithTheMemoIsLeftToICU(pattern: String) {
        let compiled = SchemaPattern(pattern)
        #expect(compiled.isInSubset)
        #expect(compiled.answerWithoutICU("") == nil)
        #expect(compiled.verdict(on: "") == .undecided)
        #expect(!compiled.matchesEntirely(""))
    }

    /// Counted loops inside counted loops have millions of states: past the memo's bounds ICU decides (a fuzz input
    /// that took the memo twelve seconds under the address sanitizer).
    @Test(.timeLimit(Self.hangGuard))
    func aMemoPastItsBoundsLeavesTheValueToICU() {
        let compiled = SchemaPattern(#"(a]||(a]|||){769}|){769}P?\d+$"#)
        #expect(compiled.isInSubset)
        for text in ["v2\rZd\0", "help@example.com"] {
            #expect(compiled.answerWithoutICU(text) == nil, "\(text)")
            #expect(compiled.matchesEntirely(text) == Self.icuMatchesEntirely(text, compiled.source), "\(text)")
        }
        // A value that matches early is answered before any limit.
        #expect(compiled.answerWithoutICU("P12") == true)
    }

    @Test func aMatchTheMemoFindsIsConfirmedByICUWithinItsBudget() {
        // ICU needs 420 progress reports here (4 million states), under the budget of 500.
        let compiled = SchemaPattern("(?:a?|b?){2,20}z|")
        #expect(compiled.answerWithoutICU("") == nil)
        #expect(compiled.verdict(on: "") == .matches)
    }

    /// Outside the subset ICU decides alone, within the same budget: `(a*)*b` takes it an age on 30 `a`s.
    @Test(.timeLimit(Self.hangGuard))
    func icuPastItsBudgetLeavesTheValueUndecided() {
        let compiled = SchemaPattern("(?i)(a*)*b")
        #expect(!compiled.isInSubset)
        let text = String(repeating: "a", count: 30)
        #expect(compiled.verdict(on: text) == .undecided)
        #expect(
            compiled.problem(of: text)
                == "'\(text)' cannot be checked against the pattern (?i)(a*)*b: ICU takes over 5 million steps on it "
                + "(nested or repeated quantifiers over the same text); simplify the pattern")
        #expect(compiled.verdict(on: "aab") == .matches)
        #expect(compiled.problem(of: "aab") == nil)
        #expect(compiled.verdict(on: "AAB") == .matches)
        #expect(compiled.verdict(on: "aabx") == .doesNotMatch)
        #expect(compiled.problem(of: "aabx") == "'aabx' does not match the pattern (?i)(a*)*b")
    }

    @Test(.timeLimit(Self.hangGuard))
    func aRunPastTheLimitsIsLeftToICU() {
        // Two saved alternatives a character: past the depth where ICU's own stack could overflow.
        let text = String(repeating: "ab", count: 2500)
        let compiled = SchemaPattern("(?:a|b)*$")
        #expect(compiled.answerWithoutICU(text) == nil)
        #expect(compiled.matchesEntirely(text))
        #expect(!compiled.matchesEntirely(text + "c"))
    }
}
