import Support
import Testing
import XCConfig

@Suite struct ConditionTests {
    @Test(arguments: [
        ("iphoneos*", "iphoneos26.0", true), ("iphoneos", "iphoneos26.0", false), ("*", "", true),
        ("D*", "Debug", true), ("d*", "Debug", false), ("De?ug", "Debug", true), ("De?ug", "Deug", false),
        ("[DR]*", "Release", true), ("[!DR]*", "Release", false), ("[^DR]*", "Staging", true),
        ("arm64[a-z]", "arm64e", true), ("arm64[a-d]", "arm64e", false), ("*os*", "watchos11.0", true),
        ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false), ("\\*", "*", true), ("\\*", "x", false),
        ("[", "[", true), ("*/x", "a/b/x", true), ("x86_64", "x86_64", true), ("", "", true), ("", "a", false),
    ])
    func globMatchesLikeFnmatch(pattern: String, value: String, matches: Bool) {
        let condition = SettingCondition(parameter: "config", pattern: pattern, location: .start(of: "f"))
        #expect(ConditionParameters(configuration: value).matches(condition) == matches)
    }

    /// Plain patterns and a word with one final `*` are compared as bytes; every pattern gives what matching scalar by
    /// scalar gives, including text that is canonically equal but spelt with other scalars (`é` and `e` + U+0301).
    @Test func plainPatternsMatchAsScalarMatchingDoes() {
        #expect(!GlobPattern.matches("caf\u{E9}", "cafe\u{301}") && GlobPattern.matches("caf\u{E9}", "caf\u{E9}"))
        #expect(!GlobPattern.matches("caf\u{E9}*", "cafe\u{301}s") && GlobPattern.matches("e*", "e\u{301}"))
        let pieces = ["a", "b", "D", "\u{E9}", "e\u{301}", "\u{301}", "*", "?", "[", "]", "\\", "-", "!"]
        var generator = SeededGenerator(state: 0x61_6C6F_62)
        var plain = 0
        for _ in 0..<20_000 {
            // Mostly patterns without wildcards or with one at the end, the ones matched as bytes.
            let count = Int.random(in: 0...4, using: &generator)
            let wild = Int.random(in: 0..<4, using: &generator) == 0
            let alphabet = wild ? pieces : Array(pieces.prefix(6))
            var pattern = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            if !wild, Bool.random(using: &generator) { pattern += "*" }
            let text: String
            if Bool.random(using: &generator) {
                text = pattern.replacingOccurrences(of: "*", with: "") + (Bool.random(using: &generator) ? "b" : "")
            } else {
                text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    pieces.prefix(6).randomElement(using: &generator)!
                }.joined()
            }
            if !wild { plain += 1 }
            #expect(
                GlobPattern.matches(pattern, text) == GlobPattern.matchesByScalars(pattern, text),
                "\(pattern.unicodeScalars.map(\.value)) against \(text.unicodeScalars.map(\.value))")
        }
        #expect(plain > 10_000)
    }

    /// Groups are ANDed: every list of up to three conditions matches exactly when each of them does, and no
    /// condition at all always matches.
    @Test func allConditionsMustHold() {
        let parameters = ConditionParameters(sdk: "iphoneos26.0", configuration: "Debug")
        let written = [
            ("sdk", "iphoneos*"), ("sdk", "macosx*"), ("config", "Debug"), ("config", "Release"), ("arch", "*"),
        ]
        let pool = written.map { SettingCondition(parameter: $0.0, pattern: $0.1, location: .start(of: "f")) }
        #expect(parameters.matchesAll([]))
        for first in pool {
            for second in pool {
                for conditions in [[first], [first, second], [second, first, second]] {
                    let expected = conditions.allSatisfy(parameters.matches)
                    #expect(parameters.matchesAll(conditions) == expected, "\(conditions.map(\.pattern))")
                    #expect((parameters.firstUnmatchedCondition(in: conditions) == nil) == expected)
                }
            }
        }
    }

    @Test(arguments: ["sdk", "arch", "config", "variant", "target", "unknown"])
    func unboundParameterMatchesOnlyStar(parameter: String) {
        let parameters = ConditionParameters()
        let star = SettingCondition(parameter: parameter, pattern: "*", location: .start(of: "f"))
        let other = SettingCondition(parameter: parameter, pattern: "x*", location: .start(of: "f"))
        #expect(parameters.matches(star))
        #expect(!parameters.matches(other))
    }

    @Test(arguments: [
        ("sdk", "iphoneos*"), ("arch", "arm64"), ("config", "Debug"), ("variant", "normal"), ("target", "App"),
    ])
    func eachParameterIsBound(parameter: String, pattern: String) {
        let parameters = ConditionParameters(
            sdk: "iphoneos26.0", arch: "arm64", configuration: "Debug", variant: "normal", target: "App")
        #expect(parameters.matches(SettingCondition(parameter: parameter, pattern: pattern, location: .start(of: "f"))))
        #expect(!parameters.matches(SettingCondition(parameter: parameter, pattern: "nope", location: .start(of: "f"))))
    }

    /// Each row: lines, parameters, setting, expected value (worked examples and precedence rules).
    @Test(arguments: [
        (["C[config=Release]=r", "C=d", "C[config=Debug]=g"], ConditionParameters(configuration: "Debug"), "C", "g"),
        (["C[config=Release]=r", "C=d", "C[config=Debug]=g"], ConditionParameters(configuration: "Release"), "C", "d"),
        (["P=d", "P[config=D*]=x"], ConditionParameters(configuration: "Debug"), "P", "x"),
        (["X=a", "X[arch=arm64]=b"], ConditionParameters(), "X", "a"),
        (["X=a", "X[arch=arm64]=b", "X[arch=*]=c"], ConditionParameters(), "X", "c"),
        (["S[sdk=iphoneos]=bare", "S[sdk=iphoneos*]=glob"], ConditionParameters(sdk: "iphoneos26.0"), "S", "glob"),
        (["S[sdk=iphoneos*]=glob", "S[sdk=iphoneos]=bare"], ConditionParameters(sdk: "iphoneos26.0"), "S", "glob"),
        (["A[config=Debug]=cond", "A=later"], ConditionParameters(configuration: "Debug"), "A", "later"),
        (
            ["A[config=Debug][arch=arm64]=both", "A[config=Debug][arch=x86_64]=other"],
            ConditionParameters(arch: "arm64", configuration: "Debug"), "A", "both"
        ),
        (["A[config=Debug][arch=arm64]=both"], ConditionParameters(configuration: "Debug"), "A", ""),
        (["A[config=Debug][arch=*][sdk=*]=all"], ConditionParameters(configuration: "Debug"), "A", "all"),
        (
            ["A=base", "A[config=Debug]=$(inherited) debug"], ConditionParameters(configuration: "Debug"), "A",
            "base debug"
        ),
        (
            ["A=base", "A[config=Release]=release", "A[config=Debug]=$(inherited) debug"],
            ConditionParameters(configuration: "Debug"), "A", "base debug"
        ),
        (["A[target=App]=app", "A[target=Ext]=ext"], ConditionParameters(target: "Ext"), "A", "ext"),
        (["A[variant=profile]=p", "A=n"], ConditionParameters(variant: "profile"), "A", "n"),
    ])
    func newestMatchingAssignmentWins(
        lines: [String], parameters: ConditionParameters, setting: String, expected: String
    ) {
        #expect(Assignments.evaluator(lines, parameters: parameters).value(of: setting) == expected)
    }
}
