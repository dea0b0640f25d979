import Support
import Testing
import XCConfig

/// `ResolvedSettings.evaluate(expression:at:)` answers a sole reference from the resolved values; everything it
/// answers must be what the evaluator gives.
@Suite struct ResolvedExpressionTests {
    @Test func aSoleReferenceIsTheResolvedValue() {
        var generator = RandomProgram(random: SeededGenerator(state: 0x5013_2026))
        let location = SourceLocation(file: "Info.plist", line: 7, column: 12)
        var compared = 0
        var nonEmpty = 0
        var deeper = 0
        for round in 0..<2_000 {
            let bindings = generator.bindings()
            let lines = generator.lines()
            let limits = PlainValueFrameTests.limits[round % 2]
            let evaluator = PlainValueFrameTests.evaluator(lines, bindings: bindings, limits: limits)
            let resolved = evaluator.resolve()
            let texts =
                (RandomProgram.settings + RandomProgram.otherNames).map { "$(\($0))" } + [
                    "${A}", "$(A:lower)", "$(A)x", "$A", "$(A_$(B))", "plain", lines.last?.value ?? "",
                ]
            let resolvingReachedBound = resolved.diagnostics.contains(where: EvaluationDiagnostics.reachesBound)
            for text in texts {
                let answer = resolved.evaluate(expression: text, at: location)
                let afresh = evaluator.evaluate(expression: text, at: location)
                guard let name = ResolvedSettings.soleReferenceName(in: text), !resolvingReachedBound else {
                    #expect(answer == afresh, "\(text) in \(lines)")
                    continue
                }
                // A sole reference is the resolved value; evaluated afresh within the bounds, it is the same.
                #expect(
                    answer
                        == ExpressionEvaluation(
                            value: resolved.value(of: name), references: [name], soleReference: name, diagnostics: []))
                if !afresh.diagnostics.contains(where: EvaluationDiagnostics.reachesBound) {
                    #expect(answer == afresh, "\(text) in \(lines)")
                    compared += 1
                    if answer?.value.isEmpty == false { nonEmpty += 1 }
                } else {
                    deeper += 1
                }
            }
        }
        #expect(compared > 8_000)
        #expect(nonEmpty > compared / 5)
        #expect(deeper > 0)
    }

    /// A chain that resolving walks with its values stored, but that is deeper than the bound from the text alone:
    /// the resolved value is the whole one, and evaluating afresh stops at the bound.
    @Test func aChainResolvedWithinTheBoundKeepsItsValue() {
        let lines = (0...6).map { $0 == 0 ? "A0 = x" : "A\($0) = $(A\($0 - 1))x" }
        let limits = EvaluationLimits(
            maximumValueLength: 1 << 20, maximumWork: 1_000_000, maximumReferenceDepth: 4, maximumNesting: 16)
        let evaluator = Assignments.evaluator(lines, limits: limits)
        let resolved = evaluator.resolve()
        #expect(resolved.diagnostics.isEmpty)
        let location = SourceLocation.start(of: "Info.plist")
        #expect(resolved.evaluate(expression: "$(A6)", at: location)?.value == "xxxxxxx")
        let afresh = evaluator.evaluate(expression: "$(A6)", at: location)
        #expect(afresh.diagnostics.map(\.rule) == [EvaluationDiagnostics.referenceDepthRule])
    }

    @Test(
        arguments: [
            ("$(PRODUCT_BUNDLE_IDENTIFIER)", "PRODUCT_BUNDLE_IDENTIFIER"),
            ("$(_A1)", "_A1"),
            ("$(A)", "A"),
            ("$(1A)", nil),
            ("$(inherited)", nil),
            ("$(value)", nil),
            ("${A}", nil),
            ("$[A]", nil),
            ("$A", nil),
            ("$()", nil),
            ("$(A:lower)", nil),
            ("$(A)x", nil),
            ("x$(A)", nil),
            ("$(A-B)", nil),
            ("$(É)", nil),
        ] as [(String, String?)])
    func namesAnsweredFromTheValues(text: String, name: String?) {
        #expect(ResolvedSettings.soleReferenceName(in: text) == name)
    }

    @Test func settingsGivenWholeHaveNoEvaluator() {
        let settings = ResolvedSettings(
            settings: [ResolvedSetting(name: "A", value: "a", contributions: [])], diagnostics: [])
        #expect(settings.evaluate(expression: "$(A)", at: .start(of: "Info.plist")) == nil)
    }
}
