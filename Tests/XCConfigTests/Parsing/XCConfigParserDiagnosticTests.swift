import Support
import Testing
import XCConfig

/// Malformed lines, directives, encodings and the comment lint.
@Suite struct XCConfigParserDiagnosticTests {
    static let malformedCases: [ParseCase] = [
        ParseCase("1A = x\nB = 2", ["B=2"], ["xcconfig_syntax@1:1"]),
        ParseCase("A", [], ["xcconfig_syntax@1:2"]),
        ParseCase("A B = c", [], ["xcconfig_syntax@1:3"]),
        ParseCase("A-B = c", [], ["xcconfig_syntax@1:2"]),
        ParseCase("  = x", [], ["xcconfig_syntax@1:3"]),
        ParseCase("A[sdk=x = 1", [], ["xcconfig_syntax@1:2"]),
        ParseCase("A[sdk = 1", [], ["xcconfig_syntax@1:2"]),
        ParseCase("A[sdk] = 1", [], ["xcconfig_syntax@1:6"]),
        ParseCase("A[=x] = 1", [], ["xcconfig_syntax@1:3"]),
        ParseCase("A[sdk=x]] = 1", [], ["xcconfig_syntax@1:9"]),
        ParseCase("A[p=ééé] B = 1", [], ["xcconfig_syntax@1:10"]),
        ParseCase("é = 1", [], ["xcconfig_syntax@1:1"]),
        ParseCase("$(A) = 1", [], ["xcconfig_syntax@1:1"]),
        ParseCase("A = 1\n!\nB = 2\n\t?", ["A=1", "B=2"], ["xcconfig_syntax@2:1", "xcconfig_syntax@4:2"]),
    ]

    @Test(arguments: malformedCases) func malformedLines(_ testCase: ParseCase) { testCase.check() }

    static let directiveCases: [ParseCase] = [
        ParseCase("#import \"x.xcconfig\"", [], ["xcconfig_syntax@1:2"]),
        ParseCase("#include <x.xcconfig>", [], ["xcconfig_syntax@1:10"]),
        ParseCase("#", [], ["xcconfig_syntax@1:1"]),
        ParseCase("  #  // c", [], ["xcconfig_syntax@1:3"]),
        ParseCase("#include \"x", [], ["xcconfig_syntax@1:10"]),
        ParseCase("#include \"\"", [], ["xcconfig_syntax@1:10"]),
        ParseCase("#include \"x\" y", [], ["xcconfig_syntax@1:14"]),
        ParseCase("#include x", [], ["xcconfig_syntax@1:10"]),
        ParseCase("#include", [], ["xcconfig_syntax@1:9"]),
        ParseCase("#include\"x\"", [], ["xcconfig_syntax@1:2"]),
        ParseCase("#include \"a\" // fine\nA = 1", ["A=1"]),
        ParseCase("# include \"a\"", []),
    ]

    @Test(arguments: directiveCases) func directives(_ testCase: ParseCase) { testCase.check() }

    @Test func directiveMessages() {
        let location = { (column: Int) in SourceLocation(file: testPath, line: 1, column: column) }
        #expect(
            parse("#import \"x\"").diagnostics == [XCConfigParseDiagnostics.unknownDirective("import", at: location(2))]
        )
        #expect(parse("#include <x>").diagnostics == [XCConfigParseDiagnostics.angleBracketInclude(at: location(10))])
        #expect(
            parse("#include \"x").diagnostics == [XCConfigParseDiagnostics.unterminatedIncludePath(at: location(10))])
        #expect(parse("#include \"//x\"").includes.map(\.path) == ["//x"])
    }

    @Test func unknownDirectiveMessageNamesTheDirective() {
        let message = XCConfigParseDiagnostics.unknownDirective("import", at: .start(of: testPath)).message
        #expect(
            message == "unknown directive '#import'; only '#include \"path\"' and '#include? \"path\"' are supported")
    }

    static let encodingCases: [ParseCase] = [
        ParseCase(
            bytes: Array("A = 1\nB = ".utf8) + [0xFF] + Array("\nC = 3".utf8), ["A=1", "B=\u{FFFD}", "C=3"],
            [
                "xcconfig_encoding@2:5"
            ]),
        ParseCase(bytes: Array("A = é".utf8) + [0xC3], ["A=é\u{FFFD}"], ["xcconfig_encoding@1:6"]),
        ParseCase(
            bytes: Array("A = ".utf8) + [0xC0, 0xAF, 0x80] + Array(" x\nB = ".utf8) + [0xFE],
            [
                "A=\u{FFFD}\u{FFFD}\u{FFFD} x", "B=\u{FFFD}",
            ], ["xcconfig_encoding@1:5"]),
        ParseCase(
            bytes: Array("A = ".utf8) + [0xED, 0xA0, 0x80], ["A=\u{FFFD}\u{FFFD}\u{FFFD}"], ["xcconfig_encoding@1:5"]),
        ParseCase(bytes: [0x80] + Array("\nA = 1".utf8), ["A=1"], ["xcconfig_encoding@1:1", "xcconfig_syntax@1:1"]),
        ParseCase(
            bytes: Array("A = a".utf8) + [0] + Array("b\nB = 2".utf8), ["A=a\u{0}b", "B=2"], ["xcconfig_encoding@1:6"]),
        ParseCase(bytes: [0, 0, 0], [], ["xcconfig_encoding@1:1", "xcconfig_syntax@1:1"]),
        ParseCase(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("A = 1".utf8), [], ["xcconfig_syntax@1:1"]),
    ]

    @Test(arguments: encodingCases) func encodings(_ testCase: ParseCase) { testCase.check() }

    @Test func encodingMessages() {
        let file = XCConfigParser.parse(Array("A = ".utf8) + [0xFF, 0], path: testPath)
        #expect(
            file.diagnostics == [
                XCConfigParseDiagnostics.invalidUTF8(
                    byte: 0xFF, at: SourceLocation(file: testPath, line: 1, column: 5)),
                XCConfigParseDiagnostics.nulByte(at: SourceLocation(file: testPath, line: 1, column: 6)),
            ])
        #expect(file.diagnostics.first?.message.contains("0xFF") == true)
    }

    @Test func binaryGarbageIsReportedWithoutFlooding() {
        var bytes: [UInt8] = []
        var state: UInt32 = 12_345
        for _ in 0..<200_000 {
            state = state &* 1_103_515_245 &+ 12_345
            bytes.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        let file = XCConfigParser.parse(bytes, path: testPath)
        #expect(file.diagnostics.contains { $0.rule == XCConfigParseDiagnostics.encodingRule })
        #expect(file.diagnostics.count <= 201)
    }

    @Test func problemsPastTheLimitAreSummed() {
        let file = parse(String(repeating: "!\n", count: 250))
        #expect(file.diagnostics.count == 201)
        #expect(
            file.diagnostics.last
                == XCConfigParseDiagnostics.tooManyProblems(
                    50, severity: .error, at: SourceLocation(file: testPath, line: 201, column: 1)))
    }

    static let lintCases: [ParseCase] = [
        ParseCase("U = http://x", ["U=http:"], ["xcconfig_comment_in_value@1:10"]),
        ParseCase("U = \"https://x\"", ["U=\"https:"], ["xcconfig_comment_in_value@1:12"]),
        ParseCase("U = a=x-y+z.w://a", ["U=a=x-y+z.w:"], ["xcconfig_comment_in_value@1:15"]),
        ParseCase("U = a \\\nb ftp://c", ["U=a b ftp:"], ["xcconfig_comment_in_value@2:7"]),
        ParseCase("U = note: // why", ["U=note:"]),
        ParseCase("U = $(SCHEME)://x", ["U=$(SCHEME):"]),
        ParseCase("U = ://x", ["U=:"]),
        ParseCase("U = 1://x", ["U=1:"]),
        ParseCase("U = value // see https://x", ["U=value"]),
    ]

    @Test(arguments: lintCases) func commentLint(_ testCase: ParseCase) { testCase.check() }

    @Test func lintSuggestionRewritesEveryDoubleSlash() {
        let file = parse("U = https://x.com/a//b ;")
        #expect(
            file.diagnostics.map(\.message) == [
                XCConfigParseDiagnostics.commentCutURL(
                    name: "U", suggestion: "https:/$()/x.com/a/$()/b", at: .start(of: testPath)
                ).message
            ])
    }
}
