import Support
import Testing
import XCConfig

@Suite struct ExplainTests {
    @Test func explainsEveryAssignmentNewestFirst() {
        let lines = [
            "C = base", "C[config=Release] = release", "C = old", "C = mid", "C = $(inherited) top",
            "C[arch=arm64] = arm",
        ]
        let assignments = Assignments.parse(lines)
        let evaluator = SettingsEvaluator(
            levels: [Assignments.level(assignments)], parameters: ConditionParameters(configuration: "Debug"))
        let explanation = evaluator.explain("C")
        #expect(explanation.value == "mid top")
        #expect(explanation.entries.map(\.assignment) == assignments.reversed())
        #expect(
            explanation.entries.map(\.status) == [
                .conditionNotMatched(condition: assignments[5].conditions[0], boundValue: nil),
                .won,
                .inheritedBy(assignments[4]),
                .overridden,
                .conditionNotMatched(condition: assignments[1].conditions[0], boundValue: "Debug"),
                .overridden,
            ])
        #expect(explanation.entries[0].status.summary == "arch is not bound, so only '*' matches, not 'arm64'")
        #expect(explanation.entries[4].status.summary == "config=Release does not match Debug")
    }

    @Test func explainReportsLevels() {
        let evaluator = Assignments.evaluator(["X = $(inherited) file"], below: ["X = outside"])
        let explanation = evaluator.explain("X")
        #expect(explanation.entries.map(\.level.index) == [1, 0])
        #expect(explanation.entries.map(\.level.kind) == [.xcconfig, .commandLine])
        #expect(explanation.value == "outside file")
    }

    @Test func explainingAnUnassignedSettingIsEmpty() {
        let explanation = Assignments.evaluator(["X = 1"]).explain("Y")
        #expect(explanation.entries.isEmpty)
        #expect(explanation.value == "")
    }

    @Test func firstFailingConditionIsTheOneReported() {
        let assignments = Assignments.parse(["A[config=Debug][arch=arm64][sdk=iphoneos*] = v"])
        let parameters = ConditionParameters(sdk: "macosx15.0", arch: "x86_64", configuration: "Debug")
        let status = SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: parameters).explain("A")
            .entries.first?.status
        #expect(status == .conditionNotMatched(condition: assignments[0].conditions[1], boundValue: "x86_64"))
    }
}
