import Support
import Testing
import XCConfig

@Suite struct SettingsEvaluatorTests {
    @Test func inheritedWithNothingBelowKeepsTheLeadingSpace() {
        // base.xcconfig `F = $(inherited) -DG`, included by debug.xcconfig before `F = $(inherited) -DD`.
        let evaluator = Assignments.evaluator(["F = $(inherited) -DG", "F = $(inherited) -DD"])
        #expect(evaluator.value(of: "F") == " -DG -DD")
    }

    @Test func diamondIncludeAppliesTwice() {
        // c.xcconfig's line, flattened once through a and once through b, then main's nothing.
        #expect(Assignments.evaluator(["L = $(inherited) c", "L = $(inherited) c"]).value(of: "L") == " c c")
    }

    @Test func inheritedReachesLowerLevels() {
        let evaluator = Assignments.evaluator(["FLAGS = $(inherited) -file"], below: ["FLAGS = -outside"])
        #expect(evaluator.value(of: "FLAGS") == "-outside -file")
    }

    @Test func fileLevelOverridesOutsideValuesWithoutInherited() {
        let evaluator = Assignments.evaluator(["CONFIGURATION = Mine"], below: ["CONFIGURATION = Debug"])
        #expect(evaluator.value(of: "CONFIGURATION") == "Mine")
    }

    @Test func filesSeeBuiltinsFromLowerLevels() {
        let evaluator = Assignments.evaluator(
            ["ID = com.example.$(CONFIGURATION:lower)"], below: ["CONFIGURATION = Release"])
        #expect(evaluator.value(of: "ID") == "com.example.release")
    }

    @Test func inheritedSkipsAssignmentsWhoseConditionsFail() {
        let evaluator = Assignments.evaluator(
            ["A = one", "A[config=Release] = two", "A = $(inherited) three"],
            parameters: ConditionParameters(configuration: "Debug"))
        #expect(evaluator.value(of: "A") == "one three")
    }

    @Test(arguments: [
        (["A = $(B)", "B = $(A)x"], "A", "x"),
        (["A = $(B)", "B = $(A)x"], "B", "x"),
        (["A = a", "A = $(B)", "B = $(A)x"], "A", "ax"),
        (["A = a", "A = $(B)", "B = $(A)x"], "B", "x"),
        (["A = $(B)$(C)", "B = $(C)", "C = $(A)c"], "A", "cc"),
        (["A = 1", "B = $(A)", "A = $(B)2"], "A", "12"),
    ])
    func mutualReferencesTerminate(lines: [String], setting: String, expected: String) {
        // Both entry points agree: a one-off lookup and a full resolve sharing memoised values.
        let evaluator = Assignments.evaluator(lines)
        #expect(evaluator.value(of: setting) == expected)
        #expect(evaluator.resolve().value(of: setting) == expected)
    }

    @Test func resolveListsEverySettingInFirstAssignmentOrder() {
        let resolved = Assignments.evaluator(
            ["B = b", "A[config=Release] = a", "C = $(B)c"], below: ["Z = z"]
        ).resolve()
        #expect(resolved.settings.map(\.name) == ["Z", "B", "A", "C"])
        #expect(resolved["A"]?.value == "")
        #expect(resolved["A"]?.winner == nil)
        #expect(resolved["C"]?.value == "bc")
        #expect(resolved["missing"] == nil)
    }

    @Test func bareInheritedFormsContinueTheContributions() {
        let lines = ["L = zero", "L = -a", "L = $inherited -b", "L = $L -c"]
        let assignments = Assignments.parse(lines)
        let resolved = SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: ConditionParameters())
            .resolve()
        #expect(resolved["L"]?.value == "-a -b -c")
        #expect(resolved["L"]?.contributions == [assignments[3], assignments[2], assignments[1]])
    }

    @Test func contributionsFollowTheInheritedChainNewestFirst() {
        let lines = ["L = zero", "L = -a", "L = $(inherited) -b", "L = $(L) -c"]
        let assignments = Assignments.parse(lines)
        let resolved = SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: ConditionParameters())
            .resolve()
        #expect(resolved["L"]?.value == "-a -b -c")
        #expect(resolved["L"]?.contributions == [assignments[3], assignments[2], assignments[1]])
    }

    @Test func exponentialExpansionStopsWithOneError() {
        var lines = ["A0 = x"]
        for index in 1...60 { lines.append("A\(index) = $(A\(index - 1))$(A\(index - 1))") }
        let resolved = Assignments.evaluator(lines).resolve()
        #expect(resolved.value(of: "A20").utf8.count == 1 << 20)
        #expect(resolved.value(of: "A21") == "")
        #expect(resolved.value(of: "A60") == "")
        #expect(
            resolved.diagnostics == [
                EvaluationDiagnostics.valueTooLong(
                    setting: "A21", limit: 1 << 20, at: SourceLocation(file: "test.xcconfig", line: 22, column: 1))
            ])
        #expect(resolved.diagnostics.first?.severity == .error)
        #expect(resolved.diagnostics.first?.rule == "xcconfig_expansion_limit")
    }

    @Test func exponentialExpansionFromTheTopAlsoStops() {
        var lines = ["A0 = x"]
        for index in 1...60 { lines.append("A\(index) = $(A\(index - 1))$(A\(index - 1))") }
        #expect(Assignments.evaluator(lines).value(of: "A60") == "")
    }

    @Test func workBudgetStopsCombinatorialMutualReferences() {
        // Every setting references every other: without memoisation across contexts this is factorial.
        let names = (0..<12).map { "S\($0)" }
        let lines = names.map { name in "\(name) = " + names.map { "$(\($0))" }.joined() + "x" }
        let limits = EvaluationLimits(
            maximumValueLength: 1 << 20, maximumWork: 200_000, maximumReferenceDepth: 10_000, maximumNesting: 64)
        let resolved = Assignments.evaluator(lines, limits: limits).resolve()
        #expect(resolved.diagnostics.map(\.rule) == ["xcconfig_expansion_limit"])
        #expect(resolved.diagnostics.first?.message.contains("evaluation stopped at") == true)
    }

    @Test(arguments: [false, true])
    func deepChainOfFiveThousandReferencesEvaluates(fullResolve: Bool) {
        var lines = ["A0 = x"]
        for index in 1...5_000 { lines.append("A\(index) = $(A\(index - 1))x") }
        let evaluator = Assignments.evaluator(lines)
        let expected = String(repeating: "x", count: 5_001)
        if fullResolve {
            let resolved = evaluator.resolve()
            #expect(resolved.value(of: "A5000") == expected)
            #expect(resolved.diagnostics.isEmpty)
        } else {
            #expect(evaluator.value(of: "A5000") == expected)
        }
    }

    @Test func deepInheritedChainEvaluates() {
        let lines = ["L = x"] + Array(repeating: "L = $(inherited)x", count: 5_000)
        #expect(Assignments.evaluator(lines).value(of: "L") == String(repeating: "x", count: 5_001))
    }

    @Test func chainPastTheDepthLimitIsReported() {
        var lines = ["A0 = x"]
        for index in 1...100 { lines.append("A\(index) = $(A\(index - 1))x") }
        lines.reverse()  // resolve() evaluates in file order; start at the far end of the chain
        let limits = EvaluationLimits(
            maximumValueLength: 1 << 20, maximumWork: 1_000_000, maximumReferenceDepth: 50, maximumNesting: 64)
        let resolved = Assignments.evaluator(lines, limits: limits)
        #expect(resolved.value(of: "A100").count == 50)
        let diagnostics = resolved.resolve().diagnostics
        // Reported where each over-deep evaluation stopped: below A51 from A100, below A1 from A50.
        #expect(diagnostics.map(\.rule) == ["xcconfig_reference_depth", "xcconfig_reference_depth"])
        #expect(diagnostics.map(\.location.line) == [50, 100])
    }
}
