import Support
import Testing
import XCConfig

/// Each construct of the line syntax, one table per construct.
@Suite struct XCConfigParserTests {
    /// `A = 1`, `B = 2`, then a malformed `C` whose error shows the line counting.
    @Test(arguments: ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"])
    func lineEnds(_ end: String) {
        ParseCase("A = 1\(end)B = 2\(end)\(end)C", ["A=1", "B=2"], ["xcconfig_syntax@4:2"]).check()
    }

    static let semicolonCases: [ParseCase] = [
        ParseCase("A = 1;", ["A=1"]),
        ParseCase("A = 1 ;  ", ["A=1"]),
        ParseCase("A = 1;;", ["A=1;"]),
        ParseCase("A = ;", ["A="]),
        ParseCase("A = a; b", ["A=a; b"]),
        ParseCase("A = x; // why", ["A=x"]),
        ParseCase("A = x;\t\r\n", ["A=x"]),
    ]

    @Test(arguments: semicolonCases) func semicolons(_ testCase: ParseCase) { testCase.check() }

    static let spacingCases: [ParseCase] = [
        ParseCase("FOO =", ["FOO="]),
        ParseCase("FOO=", ["FOO="]),
        ParseCase("FOO = // nothing", ["FOO="]),
        ParseCase("  A  =  b  ", ["A=b"]),
        ParseCase("\tA\t=\tb c\t", ["A=b c"]),
        ParseCase("_a1 = x", ["_a1=x"]),
        ParseCase("A=b=c", ["A=b=c"]),
        ParseCase("A = $(B) \"q\" 'r'", ["A=$(B) \"q\" 'r'"]),
        ParseCase("\n\n   \n// only a comment\n\t// indented\n", []),
        ParseCase("A = 1\n\nB = 2\n", ["A=1", "B=2"]),
        ParseCase("A = é ü", ["A=é ü"]),
    ]

    @Test(arguments: spacingCases) func spacing(_ testCase: ParseCase) { testCase.check() }

    static let continuationCases: [ParseCase] = [
        ParseCase("A = a \\\n  b \\\n  c", ["A=a b c"]),
        ParseCase("A = a \\\n\nB = b", ["A=a", "B=b"]),
        ParseCase("A = a\\", ["A=a"]),
        ParseCase("A = \\\nb", ["A=b"]),
        ParseCase("A = a \\\n\\\nb", ["A=a b"]),
        ParseCase("A = a \\ // why\nb", ["A=a b"]),
        ParseCase("A = a \\\n// a comment ends it\nB = c", ["A=a", "B=c"]),
        ParseCase("A = a \\\r\nb;\r\nB = c", ["A=a b", "B=c"]),
        ParseCase("A = a \\\nb\n  C", ["A=a b"], ["xcconfig_syntax@3:4"]),
        ParseCase("A = a\\b", ["A=a\\b"]),
        ParseCase("A = \\a", ["A=\\a"]),
    ]

    @Test(arguments: continuationCases) func continuation(_ testCase: ParseCase) { testCase.check() }

    static let conditionCases: [ParseCase] = [
        ParseCase("A[sdk=iphoneos*] = 1", ["A[sdk=iphoneos*]=1"]),
        ParseCase("A[config=Debug][arch=*][sdk=*] = 1", ["A[config=Debug][arch=*][sdk=*]=1"]),
        ParseCase("A [sdk=x]\t[arch=y] = 1", ["A[sdk=x][arch=y]=1"]),
        ParseCase("A[ sdk = x ]=1", ["A[ sdk = x ]=1"]),
        ParseCase("A[sdk=]=1", ["A[sdk=]=1"]),
        ParseCase("A[sdk=a=b]=1", ["A[sdk=a=b]=1"]),
        ParseCase("A[sdk=a//b]=1", ["A[sdk=a//b]=1"]),
    ]

    @Test(arguments: conditionCases) func conditions(_ testCase: ParseCase) { testCase.check() }

    static let commentCases: [ParseCase] = [
        ParseCase("A = \"a // b\"", ["A=\"a"]),
        ParseCase("A = 'x//y'", ["A='x"]),
        ParseCase("A = a//b", ["A=a"]),
        ParseCase("A = a /* b */", ["A=a /* b */"]),
        ParseCase("A = a / b", ["A=a / b"]),
        ParseCase("A // = b", [], ["xcconfig_syntax@1:9"]),
    ]

    @Test(arguments: commentCases) func comments(_ testCase: ParseCase) { testCase.check() }

    static let byteOrderMarkCases: [ParseCase] = [
        ParseCase(bytes: [0xEF, 0xBB, 0xBF] + Array("A = 1\n B".utf8), ["A=1"], ["xcconfig_syntax@2:3"]),
        ParseCase(bytes: [0xEF, 0xBB, 0xBF] + Array("1".utf8), [], ["xcconfig_syntax@1:1"]),
        ParseCase("A = \u{FEFF}", ["A=\u{FEFF}"]),
    ]

    @Test(arguments: byteOrderMarkCases) func byteOrderMark(_ testCase: ParseCase) { testCase.check() }

    @Test func locations() {
        let file = parse("\n  NAME[sdk=a][arch=é] =  value;\nÉ = 1\nB[x=ü]=")
        let assignment = file.assignments.first
        #expect(assignment?.location == SourceLocation(file: testPath, line: 2, column: 3))
        #expect(assignment?.valueLocation == SourceLocation(file: testPath, line: 2, column: 26))
        #expect(assignment?.conditions.map(\.location.column) == [7, 14])
        #expect(assignment?.conditions.map(\.location.line) == [2, 2])
        let empty = file.assignments.last
        #expect(empty?.summary == "B[x=ü]=")
        #expect(empty?.valueLocation == SourceLocation(file: testPath, line: 4, column: 8))
        #expect(file.diagnostics.map(\.summary) == ["xcconfig_syntax@3:1"])
    }

    @Test func continuedValueStartsOnItsFirstLine() {
        let file = parse("A = \\\n  b")
        #expect(file.assignments.first?.valueLocation == SourceLocation(file: testPath, line: 1, column: 5))
    }
}
