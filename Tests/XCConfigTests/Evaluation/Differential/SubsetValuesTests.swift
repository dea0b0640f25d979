import Support
import Testing
import XCConfig

/// `SettingsEvaluator.values(of:in:parameters:limits:)` evaluates only the assignments the names reach; these check
/// that it gives what an evaluator over every assignment gives, bounds included, on random programs over several
/// levels.
@Suite struct SubsetValuesTests {
    @Test func valuesFromTheReachedAssignmentsAreTheWholeEvaluatorsValues() {
        var generator = RandomProgram(random: SeededGenerator(state: 0x5B5E_7202))
        var narrowed = 0
        var computedNames = 0
        var boundsReached = 0
        for round in 0..<3_000 {
            let bindings = generator.bindings()
            let lines = generator.lines() + generator.lines()
            let limits = PlainValueFrameTests.limits[round % PlainValueFrameTests.limits.count]
            let parameters = ConditionParameters(
                sdk: bindings["sdk"], arch: bindings["arch"], configuration: bindings["config"])
            let assignments = Self.assignments(lines)
            // The same assignments in three levels, so that the kept ones are spread over levels as in a project.
            let third = assignments.count / 3
            let levels = [
                SettingsLevel(kind: .builtIn, label: "defaults", assignments: Array(assignments[..<third])),
                SettingsLevel(
                    kind: .xcconfig, label: "a.xcconfig", assignments: Array(assignments[third..<(2 * third)])),
                SettingsLevel(kind: .targetSettings, label: "target", assignments: Array(assignments[(2 * third)...])),
            ]
            let spread = SettingsEvaluator(levels: levels, parameters: parameters, limits: limits)
            for names in [["A"], ["B", "EMPTY"], ["D", "UNDEF"], RandomProgram.settings] {
                let subset = SettingsEvaluator.values(
                    of: names, in: levels, parameters: parameters, limits: limits)
                #expect(subset == spread.values(of: names), "\(names) in \(lines.map(\.description))")
                switch SettingsEvaluator.reachedNames(from: names, in: levels, limits: limits) {
                case nil: computedNames += 1
                case let reached?:
                    if assignments.contains(where: { !reached.contains($0.nameKey) }) { narrowed += 1 }
                }
            }
            if spread.resolve().diagnostics.contains(where: { $0.rule == EvaluationDiagnostics.expansionLimitRule }) {
                boundsReached += 1
            }
        }
        // The comparison means something only when assignments are left out often, computed names send some
        // evaluations to the whole evaluator, and budgets run out now and then.
        #expect(narrowed > 2_000)
        #expect(computedNames > 200)
        #expect(boundsReached > 100)
    }

    /// The budget grows with the whole input: assignments left out still count, or a value the whole evaluator
    /// gives would be cut short.
    @Test func theBudgetIsTheWholeInputs() {
        let long = String(repeating: "b", count: 200)
        let unrelated = (0..<50).map { "Z\($0) = " + String(repeating: "z", count: 100) }
        let lines = ["A = " + String(repeating: "$(B)", count: 8), "B = \(long)"] + unrelated
        let levels = [Assignments.level(Assignments.parse(lines))]
        let limits = EvaluationLimits(
            maximumValueLength: 1 << 20, maximumWork: 0, maximumReferenceDepth: 100, maximumNesting: 16)
        let expected = String(repeating: long, count: 8)
        #expect(
            SettingsEvaluator(levels: levels, parameters: ConditionParameters(), limits: limits).values(of: ["A"]) == [
                expected
            ])
        #expect(
            SettingsEvaluator.values(of: ["A"], in: levels, parameters: ConditionParameters(), limits: limits) == [
                expected
            ])
        let reached = SettingsEvaluator.reachedNames(from: ["A"], in: levels, limits: limits)
        #expect(reached?.map(\.name).sorted() == ["A", "B"])
        // Without the unrelated assignments the same value is over the budget, so the test above means something.
        let alone = [Assignments.level(Assignments.parse(Array(lines.prefix(2))))]
        #expect(
            SettingsEvaluator.values(of: ["A"], in: alone, parameters: ConditionParameters(), limits: limits) != [
                expected
            ])
    }

    @Test func aComputedNameKeepsEveryAssignment() {
        let levels = [Assignments.level(Assignments.parse(["A = $(B_$(C))", "C = x", "B_x = found", "Z = z"]))]
        #expect(SettingsEvaluator.reachedNames(from: ["A"], in: levels, limits: .default) == nil)
        #expect(SettingsEvaluator.values(of: ["A"], in: levels, parameters: ConditionParameters()) == ["found"])
    }

    @Test func referencesAreFollowedAcrossLevelsAndInAnyOrder() {
        let low = Assignments.level(Assignments.parse(["C = $(D)c", "D = d", "Z = z"]))
        let high = Assignments.level(Assignments.parse(["A = $(B)a", "B = $(inherited)$(C)b", "Y = $(Z)"]))
        let reached = SettingsEvaluator.reachedNames(from: ["A"], in: [low, high], limits: .default)
        #expect(reached?.map(\.name).sorted() == ["A", "B", "C", "D"])
        #expect(
            SettingsEvaluator.values(of: ["A", "Y"], in: [low, high], parameters: ConditionParameters()) == [
                "dcba", "z",
            ])
    }

    /// The assignments of `lines`, each on a line of its own.
    private static func assignments(_ lines: [XcodeModel.Line]) -> [SettingAssignment] {
        let location = SourceLocation.start(of: "random.xcconfig")
        return lines.enumerated().map { index, line in
            SettingAssignment(
                name: line.name,
                conditions: line.conditions.map {
                    SettingCondition(parameter: $0.parameter, pattern: $0.pattern, location: location)
                }, value: line.value, location: SourceLocation(file: "random.xcconfig", line: index + 1, column: 1))
        }
    }
}
