import Support
import Testing
import XCConfig

@Suite struct ConditionLintTests {
    /// Each row: a line, then the unknown parameter with its suggestion and the column of its `[`.
    @Test(arguments: [
        ("X[confg=Debug] = 1", "confg", "config", 2),
        ("X[config=Debug][ach=arm64] = 1", "ach", "arch", 16),
        ("X[SDK=iphoneos*] = 1", "SDK", "sdk", 2),
        ("X[targte=App] = 1", "targte", "target", 2),
    ])
    func unknownParameterIsReportedWithASuggestion(line: String, parameter: String, suggestion: String, column: Int) {
        let assignments = Assignments.parse([line])
        let pattern = assignments.first?.conditions.first { $0.parameter == parameter }?.pattern ?? ""
        let expected = EvaluationDiagnostics.unknownConditionParameter(
            parameter, in: "[\(parameter)=\(pattern)]", suggestion: suggestion,
            at: SourceLocation(file: "test.xcconfig", line: 1, column: column))
        #expect(ConditionLint.diagnostics(for: assignments) == [expected])
        #expect(expected.severity == .warning)
        #expect(expected.rule == "xcconfig_unknown_condition")
    }

    @Test func messageSuggestsTheClosestParameter() {
        let diagnostic = EvaluationDiagnostics.unknownConditionParameter(
            "confg", in: "[confg=Debug]", suggestion: "config", at: .start(of: "f"))
        #expect(diagnostic.message == "unknown condition parameter 'confg' in '[confg=Debug]'; did you mean 'config'?")
    }

    @Test func farParameterListsTheKnownOnes() {
        let diagnostics = ConditionLint.diagnostics(for: Assignments.parse(["X[foo=bar] = 1"]))
        #expect(
            diagnostics.map(\.message) == [
                "unknown condition parameter 'foo' in '[foo=bar]'; use one of 'sdk', 'arch', 'config', 'variant', 'target'"
            ])
    }

    @Test func everyParameterXcodeBindsIsAccepted() {
        let lines = ConditionLint.knownParameters.sorted().map { "X[\($0)=*] = 1" }
        #expect(ConditionLint.diagnostics(for: Assignments.parse(lines)).isEmpty)
        #expect(ConditionLint.knownParameters.isSuperset(of: ConditionLint.documentedParameters))
    }

    @Test func resolveReportsUnknownParametersOfEveryAssignment() {
        let resolved = Assignments.evaluator(["X[confg=Debug] = 1", "X = 2", "Y[foo=*] = 3"]).resolve()
        #expect(resolved.diagnostics.map(\.rule) == ["xcconfig_unknown_condition", "xcconfig_unknown_condition"])
        #expect(resolved.diagnostics.map(\.location.line) == [1, 3])
        // `*` matches an unbound parameter, so the assignment with an unknown one still applies.
        #expect(resolved.value(of: "Y") == "3")
    }
}
