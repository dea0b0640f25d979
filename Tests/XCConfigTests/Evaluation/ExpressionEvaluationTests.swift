import Support
import Testing
import XCConfig

@Suite struct ExpressionEvaluationTests {
    private static let plist = Support.SourceLocation(file: "NWD/Info.plist", line: 12, column: 13)

    private static let evaluator = Assignments.evaluator(
        [
            "PRODUCT_BUNDLE_IDENTIFIER = com.example.$(TARGET_NAME:lower)",
            "AG_VERSION = 2.4.1",
            "KIND = app",
            "V_app = 15.3.9",
            "NAME = My App",
            "CHAIN = $(AG_VERSION)-$(KIND)",
            "SELF = $(SELF) more",
            "EMPTY =",
            "value = v",
        ], below: ["TARGET_NAME = NWD", "SELF = base"])

    @Test(arguments: [
        ("Newsroom", "Newsroom", [String]()),
        ("", "", []),
        ("Café (beta) {x} \\(y) // not a comment", "Café (beta) {x} \\(y) // not a comment", []),
        ("$(PRODUCT_BUNDLE_IDENTIFIER)", "com.example.nwd", ["PRODUCT_BUNDLE_IDENTIFIER"]),
        ("v$(AG_VERSION) ($(KIND))", "v2.4.1 (app)", ["AG_VERSION", "KIND"]),
        ("$(AG_VERSION).$(AG_VERSION)", "2.4.1.2.4.1", ["AG_VERSION"]),
        // Only the text's own references are listed, not those inside the settings' values.
        ("$(CHAIN)", "2.4.1-app", ["CHAIN"]),
        ("$(V_$(KIND))", "15.3.9", ["KIND", "V_app"]),
        ("$(NAME:upper:identifier)", "MY_APP", ["NAME"]),
        ("$(NAME:rfc1034identifier)", "My-App", ["NAME"]),
        ("$(EMPTY:default=1.0)", "1.0", ["EMPTY"]),
        ("$(UNDEFINED)", "", ["UNDEFINED"]),
        ("a$(UNDEFINED)b", "ab", ["UNDEFINED"]),
        ("$UNDEFINED", "$UNDEFINED", ["UNDEFINED"]),
        ("$KIND-x", "app-x", ["KIND"]),
        ("$$(KIND)", "$(KIND)", []),
        ("cost: 5$", "cost: 5$", []),
        // Nothing is being evaluated, so there is nothing to inherit.
        ("$(inherited)", "", []),
        // For the same reason `$(value)` is a plain lookup here, while in a setting's value it means `$(inherited)`.
        ("$(value)", "v", ["value"]),
        // A setting referring to itself still means its inherited value inside its own value.
        ("$(SELF)", "base more", ["SELF"]),
    ])
    func evaluatesInTheFinalScope(expression: String, value: String, references: [String]) {
        let result = Self.evaluator.evaluate(expression: expression, at: Self.plist)
        #expect(result.value == value)
        #expect(result.references == references)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("$(AG_VERSION)", "AG_VERSION"), ("${AG_VERSION}", "AG_VERSION"), ("$[AG_VERSION]", "AG_VERSION"),
        ("$AG_VERSION", "AG_VERSION"), ("$(UNDEFINED)", "UNDEFINED"), ("$(AG_VERSION:lower)", nil),
        ("v$(AG_VERSION)", nil), ("$(AG_VERSION) ", nil), ("$(V_$(KIND))", nil), ("$(inherited)", nil),
        ("2.4.1", nil), ("$(A)$(B)", nil),
    ])
    func soleReferenceIsTheSettingTheWholeTextIs(expression: String, expected: String?) {
        #expect(Self.evaluator.evaluate(expression: expression, at: Self.plist).soleReference == expected)
    }

    @Test func deprecatedBracesWorkAndWarnAtTheirColumn() {
        let result = Self.evaluator.evaluate(expression: "v${AG_VERSION}", at: Self.plist)
        #expect(result.value == "v2.4.1")
        #expect(result.references == ["AG_VERSION"])
        #expect(
            result.diagnostics == [
                EvaluationDiagnostics.deprecatedReference(
                    "${AG_VERSION}", canonical: "$(AG_VERSION)",
                    at: Support.SourceLocation(file: "NWD/Info.plist", line: 12, column: 14))
            ])
    }

    @Test func anUnterminatedReferenceStaysLiteralWithAnError() {
        let result = Self.evaluator.evaluate(expression: "$(AG_VERSION", at: Self.plist)
        #expect(result.value == "$(AG_VERSION")
        #expect(result.diagnostics.map(\.rule) == [EvaluationDiagnostics.unterminatedReferenceRule])
    }

    @Test func evaluatingLeavesTheSettingsAsTheyWere() {
        _ = Self.evaluator.evaluate(expression: "$(SELF) $(inherited)", at: Self.plist)
        #expect(Self.evaluator.value(of: "SELF") == "base more")
        #expect(Self.evaluator.resolve().settings.map(\.name).contains("<expression>") == false)
    }

    @Test func runawayExpansionStopsAtTheLimit() {
        var lines = ["A0 = x"]
        for index in 1...40 { lines.append("A\(index) = $(A\(index - 1))$(A\(index - 1))") }
        let result = Assignments.evaluator(lines).evaluate(expression: "$(A40)", at: Self.plist)
        #expect(result.value == "")
        #expect(!result.diagnostics.isEmpty)
        #expect(result.references == ["A40"])
    }
}
