import Support
import Testing
import XCConfig

@Suite struct ValueReferenceTests {
    /// Each row: the lines of a file, the setting to read, its expected value.
    @Test(arguments: [
        // Worked examples from XCCONFIG.md.
        (["U = https:/$()/x.com"], "U", "https://x.com"),
        (["L = -a", "L = $(inherited) -b"], "L", "-a -b"),
        (["V_app = 15.3.9", "WRAPPER_EXTENSION = app", "V = $(V_$(WRAPPER_EXTENSION))"], "V", "15.3.9"),
        (["M = m", "R = A-$(M)-$(UNKNOWN)-A"], "R", "A-m--A"),
        (["M = m", "R = A-$M-$UNKNOWN-A"], "R", "A-m-$UNKNOWN-A"),
        (["R = $$"], "R", "$"),
        (["R = macos$(T:default=10.15)"], "R", "macos10.15"),
        (["T =", "R = macos$(T:default=10.15)"], "R", "macos10.15"),
        (["T = 11.0", "R = macos$(T:default=10.15)"], "R", "macos11.0"),
        (["S = $(S) more"], "S", " more"),
        (["M1 = $(M2)", "M2 = $(M1)"], "M1", ""),
        (["M1 = $(M2)", "M2 = $(M1)"], "M2", ""),
        // Each construct on its own.
        (["X = x", "R = ${X}"], "R", "x"),
        (["X = x", "R = $[X]"], "R", "x"),
        (["X = x", "R = $X"], "R", "x"),
        // A bare name runs over `.`, as in Xcode, so `$X.y` looks up `X.y`, which no file can define.
        (["X = x", "R = $X.y"], "R", "$X.y"),
        (["X = x", "R = $X-y"], "R", "x-y"),
        (["R = $UNKNOWN"], "R", "$UNKNOWN"),
        (["E =", "R = [$E]"], "R", "[]"),
        (["R = a$$b"], "R", "a$b"),
        (["R = $$(X)"], "R", "$(X)"),
        (["R = 5$"], "R", "5$"),
        (["R = $ and $-"], "R", "$ and $-"),
        (["R = $(UNDEFINED)"], "R", ""),
        (["R = [$()]"], "R", "[]"),
        (["B = 2", "A_2 = two", "R = $(A_$(B))"], "R", "two"),
        (["B = 2", "A_2 = two", "R = $(A_${B})"], "R", "two"),
        (["B = 2", "C = B", "A_2 = two", "R = $(A_$($(C)))"], "R", "two"),
        (["B = B", "XB = nested", "R = $X$(B)"], "R", "nested"),
        (["X = some value", "R = $(X:upper:quote)"], "R", "SOME\\ VALUE"),
        (["X = a", "R = $(X:default=$(Y):upper)", "Y = y"], "R", "A"),
        (["R = $(X:default=$(Y):upper)", "Y = y"], "R", "Y"),
        (["X = lazy", "R = $(X)", "X = final"], "R", "final"),
        (["R = $(inherited)x"], "R", "x"),
        (["R = a", "R = $(R)b", "R = $(R)c"], "R", "abc"),
        // `$(value)` means `$(inherited)` while a setting is evaluated, which is always the case in a file.
        (["R = a", "R = $(value)b"], "R", "ab"),
        (["value = v", "R = [$(value)]"], "R", "[]"),
        // Operator names run over `[A-Za-z0-9_.+-]`; an unknown one with `=` still parses its nested argument.
        (["X = x", "R = <$(X:foo-bar=$(Y:upper):upper)>"], "R", "<X>"),
        // Without a name before `=`, the rest is skipped up to the first `:` or `)`, as Xcode does.
        (["X = x", "R = <$(X:=$(Y))>"], "R", "<x)>"),
    ])
    func evaluates(lines: [String], setting: String, expected: String) {
        let evaluator = Assignments.evaluator(lines)
        #expect(evaluator.value(of: setting) == expected)
        #expect(evaluator.resolve().value(of: setting) == expected)
    }

    @Test(arguments: [("R = ${X}", "'${X}'", "'$(X)'", 5), ("R = a $[X:upper]", "'$[X:upper]'", "'$(X:upper)'", 7)])
    func deprecatedFormsWarnAtTheReference(line: String, text: String, canonical: String, column: Int) {
        let diagnostics = Assignments.evaluator([line]).resolve().diagnostics
        let expected = EvaluationDiagnostics.deprecatedReference(
            String(text.dropFirst().dropLast()), canonical: String(canonical.dropFirst().dropLast()),
            at: SourceLocation(file: "test.xcconfig", line: 1, column: column))
        #expect(diagnostics == [expected])
        #expect(expected.severity == .warning)
        #expect(expected.rule == "xcconfig_deprecated_reference")
    }

    @Test func canonicalAndBareFormsDoNotWarn() {
        #expect(Assignments.evaluator(["X = 1", "R = $(X) $X $$ $ $()"]).resolve().diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("R = a$(X", "a$(X", "$(X", ")"), ("R = $(X:default=$(Y)", "$(X:default=$(Y)", "$(X:default=$(Y)", ")"),
        ("R = ${X", "${X", "${X", "}"),
    ])
    func unterminatedReferenceIsKeptLiterally(line: String, value: String, text: String, closing: String) {
        let resolved = Assignments.evaluator(["X = x", line]).resolve()
        #expect(resolved.value(of: "R") == value)
        let column = 5 + value.count - text.count
        #expect(
            resolved.diagnostics == [
                EvaluationDiagnostics.unterminatedReference(
                    text, closing: Character(closing),
                    at: SourceLocation(file: "test.xcconfig", line: 2, column: column))
            ])
    }

    @Test func nestingPastTheLimitIsReportedAndKeptLiterally() {
        let deep = String(repeating: "$(A", count: 70) + String(repeating: ")", count: 70)
        let resolved = Assignments.evaluator(["R = " + deep]).resolve()
        #expect(resolved.diagnostics.map(\.rule) == ["xcconfig_reference_depth"])
        #expect(resolved.value(of: "R") == deep)
    }

    /// An assignment keeps the program compiled under the default nesting bound and hands it out under any other
    /// bound the value stays within; under a bound it goes past, the value is compiled again, so the evaluator reports
    /// the depth and keeps the value literal exactly as a fresh compile under that bound would.
    @Test(arguments: [1, 2, 3, 4, 8, 64, 100])
    func aTighterNestingBoundGivesWhatAFreshCompileGives(maximumNesting: Int) {
        let limits = EvaluationLimits(
            maximumValueLength: 1 << 20, maximumWork: 200_000, maximumReferenceDepth: 100,
            maximumNesting: maximumNesting)
        let values = [
            "plain", "$(A)", "$A", "$(A_$(B))", "${A}_$[B]", "$(A:default=$(B:upper))", "$(A_$(B_$(C_$(D))))",
            "x $(A $(B", "$A$(B)", String(repeating: "$(A", count: 70) + String(repeating: ")", count: 70),
        ]
        for value in values {
            let assignment = SettingAssignment(
                name: "R", value: value, location: SourceLocation(file: "test.xcconfig", line: 1, column: 1),
                valueLocation: SourceLocation(file: "test.xcconfig", line: 1, column: 5))
            let fresh = ValueProgram(
                value: value, settingName: "R", at: assignment.valueLocation, limits: limits)
            #expect(assignment.program(limits: limits) == fresh, "\(value) under \(maximumNesting)")
        }
    }

    @Test(arguments: [
        ("plain", 0), ("$(A)", 1), ("$A", 0), ("$(A_$(B))", 2), ("$(A:default=$(B:upper))", 2),
        ("$(A_$(B_$(C_$(D))))", 4), ("$(A) $(B)", 1),
    ])
    func theNestingDepthCountsReferencesInsideReferences(value: String, depth: Int) {
        let program = ValueProgram(
            value: value, settingName: "R", at: SourceLocation(file: "t", line: 1, column: 1), limits: .default)
        #expect(program.nestingDepth == depth)
    }

    /// A value continued with a trailing `\` is joined from several lines; a problem in it is reported on the line
    /// and column where it is written, not past the end of the value's first line (found by Fuzz/XCConfigEvaluation).
    @Test(arguments: [
        ("A = x \\\n  $(B", 2, 3),
        ("A = \\\n$(B", 2, 1),
        ("A = a \\\n b \\\n  c $(B", 3, 5),
        ("A = é \\\n é $(B", 2, 4),
        ("A = $(B) \\\nc $(D", 2, 3),
    ])
    func problemsInContinuedValuesPointAtTheirLine(text: String, line: Int, column: Int) throws {
        let file = XCConfigParser.parse(Array(text.utf8), path: "test.xcconfig")
        let assignment = try #require(
            file.statements.first.flatMap { statement -> SettingAssignment? in
                if case .assignment(let assignment) = statement { return assignment }
                return nil
            })
        let diagnostics = SettingsEvaluator(
            levels: [SettingsLevel(kind: .xcconfig, label: "test.xcconfig", assignments: [assignment])],
            parameters: ConditionParameters()
        ).resolve().diagnostics
        let unterminated = diagnostics.filter { $0.rule == EvaluationDiagnostics.unterminatedReferenceRule }
        #expect(unterminated.map(\.location) == [SourceLocation(file: "test.xcconfig", line: line, column: column)])
    }

    /// A value that holds a line break itself, as a project file's string can, has no column past the break to
    /// point at: a problem after it is reported at the value's start, which is in the file.
    @Test func problemsAfterALineBreakInTheValueTextPointAtTheValue() {
        let valueLocation = SourceLocation(file: "project.pbxproj", line: 7, column: 30)
        let assignment = SettingAssignment(
            name: "A", value: "first line\nsecond $(B",
            location: SourceLocation(file: "project.pbxproj", line: 7, column: 5),
            valueLocation: valueLocation)
        let diagnostics = SettingsEvaluator(
            levels: [SettingsLevel(kind: .projectSettings, label: "project", assignments: [assignment])],
            parameters: ConditionParameters()
        ).resolve().diagnostics
        #expect(diagnostics.map(\.location) == [valueLocation])
        #expect(diagnostics.map(\.rule) == [EvaluationDiagnostics.unterminatedReferenceRule])
    }

    /// A long line of one mistake reports the first problems and sums up the rest, as the parser does for a file:
    /// neither a flood of warnings nor the time to locate each one (found by Fuzz/XCConfigEvaluation).
    @Test func problemsInOneValueAreBounded() {
        let diagnostics = Assignments.evaluator(["X = x", "A = " + String(repeating: "${X}", count: 1_000)]).resolve()
            .diagnostics
        #expect(diagnostics.count == XCConfigParser.maximumDiagnostics + 1)
        let summary = EvaluationDiagnostics.tooManyProblems(
            800, severity: .warning, rule: EvaluationDiagnostics.deprecatedReferenceRule,
            at: SourceLocation(file: "test.xcconfig", line: 2, column: 5 + 200 * 4))
        #expect(diagnostics.last == summary)
        #expect(summary.message == "800 more problems in this value are not reported; fix the ones above first")
    }

    /// Problems inside a reference that turns out unterminated are dropped with it, counted ones included.
    @Test func problemsInsideAnUnterminatedReferenceAreNotCounted() {
        let diagnostics = Assignments.evaluator(["A = $(" + String(repeating: "${X}", count: 300)]).resolve()
            .diagnostics
        #expect(diagnostics.map(\.rule) == [EvaluationDiagnostics.unterminatedReferenceRule])
    }

    /// An unknown operator name as long as its value is cut short in the message, and costs no more than reading it
    /// (found by Fuzz/XCConfigEvaluation: a megabyte-long name took seconds and was printed whole).
    @Test func aLongUnknownOperatorIsAbbreviated() {
        let name = String(repeating: "x", count: 100_000)
        let diagnostics = Assignments.evaluator(["A = $(B:\(name))"]).resolve().diagnostics
        let expected = EvaluationDiagnostics.unknownOperator(
            String(repeating: "x", count: 77) + "...", in: "$(B:" + String(repeating: "x", count: 73) + "...",
            suggestion: nil, at: SourceLocation(file: "test.xcconfig", line: 1, column: 5))
        #expect(diagnostics == [expected])
    }

    /// An expression whose text is longer than the value bound is empty, with the bound's diagnostic, and looks up
    /// nothing, though it is one reference by its syntax (the fuzzer's `$(PRODUCT_BUNDLE_qqq…)`, a 408-byte name
    /// under a 256-byte bound; the setting itself keeps its value).
    @Test func anExpressionPastTheValueBoundLooksUpNothing() {
        let name = "PRODUCT_" + String(repeating: "Q", count: 400)
        let assignment = SettingAssignment(
            name: name, value: "x", location: SourceLocation(file: "/a", line: 1, column: 1))
        let level = SettingsLevel(kind: .xcconfig, label: "a", assignments: [assignment])
        let limits = EvaluationLimits(
            maximumValueLength: 256, maximumWork: 10_000, maximumReferenceDepth: 16, maximumNesting: 4)
        let evaluator = SettingsEvaluator(levels: [level], parameters: ConditionParameters(), limits: limits)
        let expression = evaluator.evaluate(expression: "$(\(name))", at: .start(of: "<expression>"))
        #expect(expression.value == "")
        #expect(expression.diagnostics.contains(where: EvaluationDiagnostics.reachesBound))
        #expect(expression.soleReference == name)
        #expect(expression.references == [])
        #expect(evaluator.resolve().value(of: name) == "x")
    }
}
