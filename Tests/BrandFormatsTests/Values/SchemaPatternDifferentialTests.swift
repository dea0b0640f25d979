import BrandFormats
import Foundation
import Testing

/// Thousands of random patterns and values, from a fixed seed: ``SchemaPattern`` must judge every pattern valid or
/// not as `NSRegularExpression` does, and give its answer for every value it answers without ICU.
@Suite struct SchemaPatternDifferentialTests {
    @Test(.timeLimit(SchemaPatternTests.hangGuard))
    func agreesWithNSRegularExpression() throws {
        var generator = PatternGenerator(seed: 11)
        var disagreements: [String] = []
        var patternsInSubset = 0
        var answers: [Bool: Int] = [:]
        var answersFromICU = 0
        for _ in 0..<3000 {
            let source = generator.pattern()
            let pattern = SchemaPattern(source)
            let expression = try? NSRegularExpression(pattern: source)
            if pattern.isValid != (expression != nil) {
                disagreements.append(
                    "\(source.debugDescription) valid: ours \(pattern.isValid), ICU's \(expression != nil)")
            }
            guard let expression, pattern.isInSubset else { continue }
            patternsInSubset += 1
            for _ in 0..<8 {
                let text = generator.value()
                guard let answer = pattern.answerWithoutICU(text) else {
                    answersFromICU += 1
                    continue
                }
                let range = NSRange(text.startIndex..., in: text)
                let expected = expression.firstMatch(in: text, range: range)?.range == range
                answers[expected, default: 0] += 1
                if answer != expected {
                    disagreements.append("\(source.debugDescription) on \(text.debugDescription): ICU says \(expected)")
                }
            }
        }
        #expect(disagreements == [])
        // The cases are worth something: most patterns in the subset, both answers common, and every construct
        // of the grammar tried many times.
        #expect(patternsInSubset > 2300)
        #expect(try #require(answers[true]) > 2500)
        #expect(try #require(answers[false]) > 10000)
        #expect(answersFromICU > 1000)
        for construct in Self.constructs {
            #expect(generator.constructs[construct, default: 0] >= 100, "\(construct) was tried too rarely")
        }
    }

    static let constructs = [
        "literal", "escaped literal", "control escape", "dot", "class escape", "class", "negated class", "range",
        "group", "non-capturing group", "alternation", "empty branch", "empty", "caret", "dollar",
        "dollar before terminator", "final dollar", "quantifier *", "quantifier +", "quantifier ?", "quantifier {}",
        "lazy", "outside subset",
    ]
}
