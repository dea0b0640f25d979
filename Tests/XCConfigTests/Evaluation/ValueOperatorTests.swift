import Support
import Testing
import XCConfig

@Suite struct ValueOperatorTests {
    /// Each row: the value of `X`, the operator chain, the expected `$(X:chain)`.
    @Test(arguments: [
        // Worked examples from XCCONFIG.md.
        ("Some File.txt", "identifier", "Some_File_txt"),
        ("Some File.txt", "rfc1034identifier", "Some-File-txt"),
        ("/tmp/P/Any.framework", "dir", "/tmp/P/"),
        ("/tmp/P/Any.framework", "file", "Any.framework"),
        ("/tmp/P/Any.framework", "base", "Any"),
        ("/tmp/P/Any.framework", "suffix", ".framework"),
        ("This", "dir", "./"),
        ("//foo/./bar/", "standardizepath", "/foo/bar"),
        ("foo/../bar/./baz/", "standardizepath", "foo/../bar/baz"),
        ("/tmp/dir/file.c", "suffix=.o", "/tmp/dir/file.o"),
        ("/tmp/dir/file.c", "base=x", "/tmp/dir/x.c"),
        ("/tmp/dir/file.c", "dir=d", "d/file.c"),
        ("NO", "not", "YES"),
        ("/usr/bin", "relativeto=/usr/lib", "../lib"),
        // Each operator on its own.
        ("MiXed 1", "upper", "MIXED 1"),
        ("MiXed 1", "lower", "mixed 1"),
        ("a b\tc\\d\"e'f", "quote", "a\\ b\\\tc\\\\d\\\"e\\'f"),
        ("9lives-x.y_z", "identifier", "_lives_x_y_z"),
        ("9lives-x.y_z", "rfc1034identifier", "-lives-x-y-z"),
        ("Café 2.0", "identifier", "Caf__2_0"),
        ("Café 2.0", "c99extidentifier", "Café_2_0"),
        ("1st-App", "c99extidentifier", "_st_App"),
        ("/x", "dir", "/"),
        ("//", "dir", "/"),
        ("a//b", "dir", "a/"),
        // Xcode's path operators do not trim a trailing `/`: the last component is empty.
        ("a/b/", "dir", "a/b/"),
        ("a/b/", "file", ""),
        ("a/b/", "base", ""),
        ("archive.tar.gz", "suffix", ".gz"),
        ("archive.tar.gz", "base", "archive.tar"),
        ("Makefile", "suffix", ""),
        // The suffix starts at the last `.` of the last component, even a leading or trailing one.
        (".hidden", "suffix", ".hidden"),
        (".hidden", "base", ""),
        ("name.", "suffix", "."),
        ("name.", "base", "name"),
        ("dir.d/file", "suffix", ""),
        ("dir.d/file", "base", "file"),
        ("/a/./b/../c//", "standardizepath", "/a/c"),
        ("/../a/..", "standardizepath", "/"),
        ("../x/./y", "standardizepath", "../x/y"),
        ("a/b/../../..", "standardizepath", "a/b/../../.."),
        (".", "standardizepath", "."),
        ("./.", "standardizepath", ""),
        ("x/./", "standardizepath", "x"),
        ("YES", "not", "NO"),
        ("yes", "not", "YES"),
        ("value", "default=other", "value"),
        ("/tmp/dir/file.c", "file=other.h", "/tmp/dir/other.h"),
        ("file.c", "file=other.h", "other.h"),
        ("/tmp/dir/file.c", "file=/abs/x", "/abs/x"),
        ("/tmp/dir/", "file=x", "/tmp/dir/x"),
        ("/file.c", "file=x", "/x"),
        ("/tmp/dir/file.c", "suffix=o", "/tmp/dir/file.o"),
        ("/tmp/dir/file.c", "suffix=x/y.o", "/tmp/dir/file.o"),
        ("/tmp/dir/file.c", "suffix=a.b/c", "/tmp/dir/file."),
        ("/tmp/dir/file.c", "suffix=", "/tmp/dir/file."),
        ("/tmp/dir.d/file", "suffix=o", "/tmp/dir.d/file.o"),
        ("readme", "base=main", "main."),
        ("/tmp/a.b.c", "base=x", "/tmp/x.c"),
        ("/tmp/a.c", "base=/abs", "/abs.c"),
        ("a.c", "dir=", "a.c"),
        ("a/b/", "dir=d", "d"),
        ("a.c", "dir=/out/", "/out/a.c"),
        ("/usr/bin", "relativeto=/usr/bin/tool", "tool"),
        ("/usr/bin", "relativeto=/usr/bin", "."),
        ("relative/path", "relativeto=/usr", "relative/path"),
        ("/usr/bin/tool", "isancestor=/usr", "YES"),
        ("/usr/bin/tool", "isancestor=/opt", "NO"),
        ("/usr", "isancestor=/usr", "NO"),
        ("relative", "isancestor=/", "NO"),
        ("/usr/./bin/", "isancestor=/usr/x/..", "YES"),
        ("/a", "isancestor=/", "YES"),
        ("/", "isancestor=/", "NO"),
        ("/usr/bin", "relativeto=/opt/x", "../../opt/x"),
        ("/usr//bin/", "relativeto=/usr/./lib/../lib", "../lib"),
        ("/usr/bin", "relativeto=relative", "/usr/bin"),
        // Operators Xcode keeps for its own specifications, and the newest one.
        ("abc", "__md5", "900150983cd24fb0d6963f7d28e17f72"),
        ("/abs/path", "__stripslash", "abs/path"),
        ("//abs", "__stripslash", "/abs"),
        ("rel", "__stripslash", "rel"),
        ("1.2.3.4", "truncatedversion", "1.2.3"),
        ("1..2.3.4", "truncatedversion", "1.2.3"),
        ("10.15", "truncatedversion", "10.15"),
        // Identifiers compare characters the way Swift orders them, as Xcode does.
        ("a\u{335}b", "identifier", "a\u{335}b"),
        ("_x-y", "rfc1034identifier", "-x-y"),
        ("٣abc", "c99extidentifier", "_abc"),
        ("日本語 テスト", "c99extidentifier", "日本語_テスト"),
        ("😀x", "c99extidentifier", "_x"),
        ("ǅx", "c99extidentifier", "ǅx"),
        ("ȸ", "c99extidentifier", "_"),
        // Chains apply left to right.
        ("/tmp/My App.app", "file:base:identifier:upper", "MY_APP"),
        ("/tmp/a.c", "suffix=.o:file", "a.o"),
        ("abc", "upper:lower", "abc"),
    ])
    func appliesOperator(value: String, chain: String, expected: String) {
        let evaluator = SettingsEvaluator(
            levels: [
                Assignments.level([
                    SettingAssignment(name: "X", value: value, location: .start(of: "t")),
                    SettingAssignment(name: "R", value: "$(X:\(chain))", location: .start(of: "t")),
                ])
            ], parameters: ConditionParameters())
        #expect(evaluator.value(of: "R") == expected)
    }

    @Test(arguments: [
        ("uper", "upper"), ("lowr", "lower"), ("identifer", "identifier"), ("defualt", "default"),
        // Long and short names, in any case: the distance rows are shared by all names, so each starts afresh.
        ("standardisepath", "standardizepath"), ("RFC1034IDENTIFIR", "rfc1034identifier"), ("__md", "__md5"),
        ("truncatedversio", "truncatedversion"),
    ])
    func unknownOperatorIsIgnoredWithASuggestion(name: String, suggestion: String) {
        let argument = name == "defualt" ? "=v" : ""
        let line = "R = <$(X:\(name)\(argument))>"
        let resolved = Assignments.evaluator(["X = x", line]).resolve()
        #expect(resolved.value(of: "R") == "<x>")
        let expected = EvaluationDiagnostics.unknownOperator(
            name, in: "$(X:\(name)\(argument))", suggestion: suggestion,
            at: SourceLocation(file: "test.xcconfig", line: 2, column: 6))
        #expect(resolved.diagnostics == [expected])
        #expect(expected.severity == .warning)
        #expect(expected.rule == "xcconfig_unknown_operator")
    }

    @Test func unknownOperatorMessageMatchesTheHouseExample() {
        let diagnostic = EvaluationDiagnostics.unknownOperator(
            "uper", in: "$(X:uper)", suggestion: "upper", at: .start(of: "f"))
        #expect(diagnostic.message == "unknown operator 'uper' in '$(X:uper)'; did you mean 'upper'?")
    }

    @Test func unknownOperatorWithoutACloseNameKeepsTheChainGoing() {
        let resolved = Assignments.evaluator(["X = x", "R = $(X:zzzzzz:upper)"]).resolve()
        #expect(resolved.value(of: "R") == "X")
        #expect(resolved.diagnostics.count == 1)
        #expect(resolved.diagnostics.first?.message.hasSuffix("remove it, Xcode ignores it") == true)
    }
}
