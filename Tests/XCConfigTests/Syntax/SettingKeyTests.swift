import Support
import Testing
import XCConfig

@Suite struct SettingKeyTests {
    private static let origin = Support.SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 10, column: 5)

    private static func at(_ column: Int, line: Int = 10) -> Support.SourceLocation {
        Support.SourceLocation(file: origin.file, line: line, column: column)
    }

    @Test(arguments: [
        ("X", "X", [String]()),
        ("_private1", "_private1", []),
        ("X[arch=*]", "X", ["arch=*"]),
        ("OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64]", "OTHER_LDFLAGS", ["sdk=iphoneos*", "arch=arm64"]),
        ("ABC123[config=Debug][arch=*][sdk=abc]", "ABC123", ["config=Debug", "arch=*", "sdk=abc"]),
        ("  X  ", "X", []),
        ("X [arch=*]\t[sdk=a b] ", "X", ["arch=*", "sdk=a b"]),
        // Patterns may be empty, and nothing is trimmed inside the brackets.
        ("X[sdk=]", "X", ["sdk="]),
        ("X[ sdk = a ]", "X", [" sdk = a "]),
    ])
    func parsesValidKeys(key: String, name: String, conditions: [String]) throws {
        let parsed = try SettingKey.parse(key, at: Self.origin).get()
        #expect(parsed.name == name)
        #expect(parsed.conditions.map { "\($0.parameter)=\($0.pattern)" } == conditions)
    }

    @Test func locationsPointIntoTheFile() throws {
        let parsed = try SettingKey.parse("OTHER_LDFLAGS[sdk=iphoneos*] [arch=arm64]", at: Self.origin).get()
        #expect(parsed.location == Self.at(5))
        #expect(parsed.conditions.map(\.location) == [Self.at(18), Self.at(34)])
        // Leading white space moves the name; columns count characters, not bytes.
        let indented = try SettingKey.parse("  X[sdk=é][arch=*]", at: Self.origin).get()
        #expect(indented.location == Self.at(7))
        #expect(indented.conditions.map(\.location) == [Self.at(8), Self.at(15)])
    }

    @Test(arguments: [
        ("", SettingKeyDiagnostics.emptyKey(at: at(5))),
        ("   ", SettingKeyDiagnostics.emptyKey(at: at(8))),
        ("1ABC", SettingKeyDiagnostics.invalidName("1ABC", at: at(5))),
        ("[sdk=*]", SettingKeyDiagnostics.invalidName("[sdk=*]", at: at(5))),
        (
            "PRODUCT-NAME",
            SettingKeyDiagnostics.unexpectedText("PRODUCT-NAME", found: "'-'", after: "PRODUCT", at: at(12))
        ),
        ("X Y", SettingKeyDiagnostics.unexpectedText("X Y", found: "'Y'", after: "X", at: at(7))),
        ("X=1", SettingKeyDiagnostics.unexpectedText("X=1", found: "'='", after: "X", at: at(6))),
        (
            "X // note",
            SettingKeyDiagnostics.unexpectedText("X // note", found: "a '//' comment", after: "X", at: at(5))
        ),
        ("X\nY", SettingKeyDiagnostics.unexpectedText("X\nY", found: "a line break", after: "X", at: at(6))),
        (
            "X[arch=arm64",
            SettingKeyDiagnostics.invalidKey(
                "X[arch=arm64", problem: XCConfigParseDiagnostics.unterminatedCondition(at: at(6)).message, at: at(6))
        ),
        (
            "X[sdk=*][arch",
            SettingKeyDiagnostics.invalidKey(
                "X[sdk=*][arch", problem: XCConfigParseDiagnostics.unterminatedCondition(at: at(13)).message,
                at: at(13))
        ),
        (
            "X[arch]",
            SettingKeyDiagnostics.invalidKey(
                "X[arch]", problem: XCConfigParseDiagnostics.conditionWithoutEquals("arch", at: at(11)).message,
                at: at(11))
        ),
        (
            "X[=arm64]",
            SettingKeyDiagnostics.invalidKey(
                "X[=arm64]", problem: XCConfigParseDiagnostics.conditionWithoutParameter(at: at(7)).message,
                at: at(7))
        ),
    ])
    func reportsInvalidKeys(key: String, expected: Diagnostic) {
        let result = SettingKey.parse(key, at: Self.origin)
        guard case .failure(let diagnostic) = result else {
            Issue.record("'\(key)' parsed as \(result)")
            return
        }
        #expect(diagnostic == expected)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.rule == SettingKeyDiagnostics.invalidKeyRule)
    }

    @Test func messagesKeepToOneLine() {
        let diagnostic = SettingKeyDiagnostics.unexpectedText(
            "X\nY", found: "a line break", after: "X", at: Self.origin)
        #expect(!diagnostic.message.contains("\n"))
        #expect(diagnostic.message.contains("'X\\nY'"))
    }

    /// The xcconfig line parser and the key parser are one grammar: every key above reads the same on a line.
    @Test(arguments: ["X[arch=*]", "OTHER_LDFLAGS[sdk=iphoneos*] [arch=arm64]", "X[sdk=]", "X[arch=arm64", "X[=a]"])
    func keysReadTheSameOnAnXCConfigLine(key: String) {
        let file = XCConfigParser.parse(Array("\(key) = v\n".utf8), path: Self.origin.file)
        let fromLine: SettingKey? = file.statements.first.flatMap {
            guard case .assignment(let assignment) = $0 else { return nil }
            return SettingKey(name: assignment.name, conditions: assignment.conditions, location: assignment.location)
        }
        let fromKey = try? SettingKey.parse(key, at: .start(of: Self.origin.file)).get()
        #expect(fromLine == fromKey)
        #expect(file.diagnostics.isEmpty == (fromKey != nil))
    }

    /// A bare name is taken without the line parser; every key, bare or not, parses as the grammar parses it.
    @Test func theBareNameShortcutAgreesWithTheGrammar() {
        let pieces = ["A", "b", "_", "9", "é", " ", "[", "]", "=", "sdk", "*", "/", "$", "-", ".", "\t", ""]
        var generator = SeededGenerator(state: 0x6B_6579)
        var bare = 0
        for round in 0..<20_000 {
            let key: String
            if round % 2 == 0 {
                // Mostly names: the shortcut's case.
                key = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                    ["A", "b", "_", "9", "Z", "x"].randomElement(using: &generator)!
                }.joined()
            } else {
                key = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined()
            }
            let location = SourceLocation(file: "/p/project.pbxproj", line: 7, column: 5)
            let fast = SettingKey.parse(key, at: location)
            let slow = SettingKey.parseByGrammar(key, at: location)
            if case .success(let parsed) = fast, parsed.conditions.isEmpty { bare += 1 }
            #expect(fast == slow, "\(key.debugDescription)")
        }
        #expect(bare > 5_000)
    }
}
