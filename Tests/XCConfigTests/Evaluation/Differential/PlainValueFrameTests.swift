import Support
import Testing
import XCConfig

/// Plain text is its own value without a frame of the engine; these check that skipping the frame changes nothing,
/// bounds included, against the engine running every value in a frame.
@Suite struct PlainValueFrameTests {
    /// Tight bounds, so that the work budget, the value length and the depth are all reached now and then.
    static let limits = [
        EvaluationLimits(
            maximumValueLength: 1 << 20, maximumWork: 1_000_000, maximumReferenceDepth: 100, maximumNesting: 16),
        EvaluationLimits(maximumValueLength: 24, maximumWork: 40, maximumReferenceDepth: 3, maximumNesting: 4),
        EvaluationLimits(maximumValueLength: 12, maximumWork: 0, maximumReferenceDepth: 2, maximumNesting: 3),
    ]

    @Test func skippingFramesChangesNoResolution() {
        var generator = RandomProgram(random: SeededGenerator(state: 0xF4A3_2026))
        var plainPrograms = 0
        var boundsReached = 0
        for round in 0..<3_000 {
            let bindings = generator.bindings()
            let lines = generator.lines()
            let limits = Self.limits[round % Self.limits.count]
            let fast = Self.evaluator(lines, bindings: bindings, limits: limits)
            var framed = fast
            framed.evaluatesPlainValuesInFrames = true
            let resolved = fast.resolve()
            #expect(resolved == framed.resolve(), "\(lines.map(\.description))")
            for setting in RandomProgram.settings {
                #expect(fast.value(of: setting) == framed.value(of: setting), "\(setting) in \(lines)")
            }
            if let last = lines.last {
                let location = SourceLocation.start(of: "<expression>")
                #expect(
                    fast.evaluate(expression: last.value, at: location)
                        == framed.evaluate(expression: last.value, at: location))
            }
            if lines.contains(where: { !$0.value.contains("$") }) { plainPrograms += 1 }
            if resolved.diagnostics.contains(where: {
                $0.rule == EvaluationDiagnostics.expansionLimitRule
                    || $0.rule == EvaluationDiagnostics.referenceDepthRule
            }) {
                boundsReached += 1
            }
        }
        // The comparison means something only when plain values and bounds both come up often.
        #expect(plainPrograms > 1_000)
        #expect(boundsReached > 300)
    }

    /// The budget swept over settings that reference each other and then plain values, so that it runs out at many
    /// steps of the evaluation, inside plain values too: it must run out at the same step, in the same setting.
    @Test func theBudgetRunsOutAtTheSameStep() {
        let names = (0..<5).map { "S\($0)" }
        // Lines 1–5 reference each other and R, a plain value on the last line; then for each k, P (plain, line
        // 6 + 3k) and Q, whose winner pulls in its older plain value (line 7 + 3k) through $(inherited).
        let lines =
            names.map { name in "\(name) = " + names.map { "$(\($0))" }.joined() + "$(R)x" }
            + (0..<20).flatMap { ["P\($0) = plain value \($0)", "Q\($0) = older \($0)", "Q\($0) = $(inherited)"] }
            + ["R = r"]
        var linesReached: Set<Int> = []
        for maximumWork in stride(from: 0, to: 3_000, by: 13) {
            let limits = EvaluationLimits(
                maximumValueLength: 1 << 20, maximumWork: maximumWork, maximumReferenceDepth: 100, maximumNesting: 16)
            var evaluator = Assignments.evaluator(lines, limits: limits)
            let fast = evaluator.resolve()
            evaluator.evaluatesPlainValuesInFrames = true
            #expect(fast == evaluator.resolve(), "maximum work \(maximumWork)")
            linesReached.formUnion(fast.diagnostics.map(\.location.line))
        }
        #expect(linesReached.contains { $0 > 5 && $0 % 3 == 0 }, "never in a plain winner: \(linesReached.sorted())")
        #expect(
            linesReached.contains { $0 > 5 && $0 % 3 == 1 }, "never in a plain older value: \(linesReached.sorted())")
    }

    static func evaluator(_ lines: [XcodeModel.Line], bindings: [String: String], limits: EvaluationLimits)
        -> SettingsEvaluator
    {
        let location = SourceLocation.start(of: "random.xcconfig")
        let assignments = lines.enumerated().map { index, line in
            SettingAssignment(
                name: line.name,
                conditions: line.conditions.map {
                    SettingCondition(parameter: $0.parameter, pattern: $0.pattern, location: location)
                }, value: line.value, location: SourceLocation(file: "random.xcconfig", line: index + 1, column: 1))
        }
        let parameters = ConditionParameters(
            sdk: bindings["sdk"], arch: bindings["arch"], configuration: bindings["config"])
        return SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: parameters, limits: limits)
    }
}
