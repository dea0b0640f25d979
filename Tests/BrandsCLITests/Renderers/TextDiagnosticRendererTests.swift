import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct TextDiagnosticRendererTests {
    /// Every line is a `path:line:col:` line: a note that points nowhere of its own is at its finding.
    @Test func rendersClangStyleSortedAndRelative() {
        let expected = """
            Clones/acme/Brand.xcconfig:1:1: note: clone 'acme' inherits 12 settings [info_rule]
            Clones/acme/Brand.xcconfig:3:5: error: missing required key 'PRODUCT_NAME'; add it to the clone's xcconfig [missing_key]
            schema.json:10:7: note: the schema requires it here
            Clones/acme/Brand.xcconfig:3:5: note: keys are case-sensitive
            Clones/zeta/Brand.xcconfig:2:1: warning: setting 'FOO' is never read [unused_setting]

            """
        #expect(TextDiagnosticRenderer.render(SampleDiagnostics.all, relativeTo: SampleDiagnostics.root) == expected)
    }

    @Test func appendsSummaryLine() {
        let output = TextDiagnosticRenderer.render(
            SampleDiagnostics.all, relativeTo: SampleDiagnostics.root, summary: .counts(scope: "4 clones"))
        #expect(output.hasSuffix("[unused_setting]\n1 error, 1 warning, 1 note in 4 clones\n"))
    }

    @Test(arguments: [
        ([Severity](), nil as String?, "0 errors, 0 warnings"),
        ([.error, .error, .error, .warning], "4 clones", "3 errors, 1 warning in 4 clones"),
        ([.warning, .warning], nil, "0 errors, 2 warnings"),
        ([.note, .note], "1 clone", "0 errors, 0 warnings, 2 notes in 1 clone"),
    ])
    func summary(severities: [Severity], scope: String?, expected: String) {
        let diagnostics = severities.map {
            Diagnostic($0, rule: "r", "m", at: .start(of: "f"))
        }
        #expect(DiagnosticPresentation.summary(of: diagnostics, scope: scope) == expected)
    }

    @Test func nothingToSayIsEmpty() {
        #expect(TextDiagnosticRenderer.render([], relativeTo: "/repo") == "")
        #expect(
            TextDiagnosticRenderer.render([], relativeTo: "/repo", summary: .counts(scope: nil))
                == "0 errors, 0 warnings\n")
    }

    @Test func colourWrapsLocationLabelAndMessage() {
        let diagnostics = [
            Diagnostic(.error, rule: "a", "bad", at: SourceLocation(file: "/repo/x", line: 1, column: 2)),
            Diagnostic(.warning, rule: "b", "odd", at: SourceLocation(file: "/repo/y", line: 3, column: 4)),
        ]
        let expected =
            "\u{1B}[1mx:1:2:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mbad\u{1B}[0m [a]\n"
            + "\u{1B}[1my:3:4:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m \u{1B}[1modd\u{1B}[0m [b]\n"
        #expect(
            TextDiagnosticRenderer.render(diagnostics, relativeTo: "/repo", style: TextStyle(isEnabled: true))
                == expected)
        #expect(!TextDiagnosticRenderer.render(diagnostics, relativeTo: "/repo").contains("\u{1B}"))
    }

    @Test func pathsOutsideTheRootStayAbsolute() {
        let diagnostic = Diagnostic(
            .error, rule: "r", "m", at: SourceLocation(file: "/elsewhere/x", line: 1, column: 1))
        #expect(TextDiagnosticRenderer.render([diagnostic], relativeTo: "/repo") == "/elsewhere/x:1:1: error: m [r]\n")
    }
}

@Suite struct TextStyleTests {
    @Test(arguments: [
        (true, [String: String](), true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": ""], true),  // no-color.org: only a non-empty value disables colour
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
        (false, ["TERM": "xterm-256color"], false),
    ])
    func colourPolicy(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(TextStyle.isColorEnabled(isTerminal: isTerminal, environment: environment) == expected)
    }
}
