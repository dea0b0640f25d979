import Support
import Testing
import XCConfig

/// The parse rows of the worked-examples table in XCCONFIG.md; values are raw (evaluation happens later).
@Suite struct XCConfigParserWorkedExampleTests {
    static let cases: [ParseCase] = [
        ParseCase("A = MyAppIcon // a comment", ["A=MyAppIcon"]),
        ParseCase("U = https://x.com", ["U=https:"], ["xcconfig_comment_in_value@1:11"]),
        ParseCase("U = https:/$()/x.com", ["U=https:/$()/x.com"]),
        ParseCase("A = B\n    C\nD = E", ["A=B", "D=E"], ["xcconfig_syntax@2:6"]),
        ParseCase("F = -f\\\n-g   \\\n-h", ["F=-f -g -h"]),
        ParseCase("S = A \\ B \\ C", ["S=A \\ B \\ C"]),
        ParseCase("#include? \"Missing.xcconfig\"", []),
        ParseCase("L = -a\nL = $(inherited) -b", ["L=-a", "L=$(inherited) -b"]),
        ParseCase("F = $(inherited) -DG", ["F=$(inherited) -DG"]),
        ParseCase(
            "C[config=Release]=r\nC=d\nC[config=Debug]=g", ["C[config=Release]=r", "C=d", "C[config=Debug]=g"]),
        ParseCase("P=d\nP[config=D*]=x", ["P=d", "P[config=D*]=x"]),
        ParseCase("X=a\nX[arch=arm64]=b\nX[arch=*]=c", ["X=a", "X[arch=arm64]=b", "X[arch=*]=c"]),
        ParseCase("V_app = 15.3.9\nV = $(V_$(WRAPPER_EXTENSION))", ["V_app=15.3.9", "V=$(V_$(WRAPPER_EXTENSION))"]),
        ParseCase("S = $(S) more", ["S=$(S) more"]),
        ParseCase("M1 = $(M2)\nM2 = $(M1)", ["M1=$(M2)", "M2=$(M1)"]),
        ParseCase("L = $(inherited) c", ["L=$(inherited) c"]),
        ParseCase("T = macos$(T:default=10.15)", ["T=macos$(T:default=10.15)"]),
    ]

    @Test(arguments: cases) func workedExample(_ testCase: ParseCase) {
        testCase.check()
    }

    @Test func includeDirectivesAreStatements() {
        let file = parse("#include? \"Missing.xcconfig\"\n#include \"Missing.xcconfig\" // why")
        #expect(
            file.includes == [
                IncludeDirective(
                    path: "Missing.xcconfig", isOptional: true,
                    location: SourceLocation(file: testPath, line: 1, column: 1)),
                IncludeDirective(
                    path: "Missing.xcconfig", isOptional: false,
                    location: SourceLocation(file: testPath, line: 2, column: 1)),
            ])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func urlWarningSuggestsTheWorkaround() {
        let file = parse("U = https://x.com")
        let expected = XCConfigParseDiagnostics.commentCutURL(
            name: "U", suggestion: "https:/$()/x.com", at: SourceLocation(file: testPath, line: 1, column: 11))
        #expect(file.diagnostics == [expected])
        #expect(expected.severity == .warning)
        #expect(expected.message.contains("https:/$()/x.com"))
    }

    @Test func malformedLineIsAnErrorAtItsPlace() {
        let file = parse("A = B\n    C\nD = E")
        let expected = XCConfigParseDiagnostics.expectedEquals(
            after: "C", found: "the end of the line", at: SourceLocation(file: testPath, line: 2, column: 6))
        #expect(file.diagnostics == [expected])
        #expect(expected.severity == .error)
    }
}
