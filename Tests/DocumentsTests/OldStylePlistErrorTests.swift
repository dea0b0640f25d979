import Documents
import Support
import Testing

/// Broken old-style property lists: each error located, reported once, and the rest of the file still read.
@Suite struct OldStylePlistErrorTests {
    typealias Message = PlistDiagnostics.Message

    private static func at(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: "project.pbxproj", line: line, column: column)
    }

    private func parse(_ text: String) -> Parsed<PlistNode> {
        OldStylePlistParser.parse(text, file: "project.pbxproj")
    }

    private static let syntaxCases: [(String, Int, Int, String)] = [
        (
            "{ isa = PBXGroup\n  children = (); }", 2, 3,
            Message.expectedSemicolon(afterValueOf: "isa", found: "\"children\"")
        ),
        ("{ a = b }", 1, 9, Message.expectedSemicolon(afterValueOf: "a", found: "'}'")),
        ("{ a = \"b\" \"c\"; }", 1, 11, Message.expectedSemicolon(afterValueOf: "a", found: "\"c\"")),
        ("{ isa PBXGroup; b = c; }", 1, 7, Message.expectedEquals(afterKey: "isa", found: "\"PBXGroup\"")),
        ("{ a = ; b = c; }", 1, 7, Message.expectedValue(afterKey: "a", found: "';'")),
        ("{ a = ) }", 1, 7, Message.expectedValue(afterKey: "a", found: "')'")),
        ("{ = b; }", 1, 3, Message.expectedKeyOrClose(found: "'='")),
        ("{ a = b;; }", 1, 9, Message.expectedKeyOrClose(found: "';'")),
        ("{ (a) = b; }", 1, 3, Message.expectedKeyOrClose(found: "'('")),
        ("( a b )", 1, 5, Message.expectedSeparator(found: "\"b\"")),
        ("( a; b )", 1, 4, Message.expectedSeparator(found: "';'")),
        ("{ a = (b, c; }", 1, 12, Message.expectedSeparator(found: "';'")),
        ("( a, , b )", 1, 6, Message.expectedElement(found: "','")),
        ("{ a = b; } }", 1, 12, Message.unbalanced("}")),
        (")", 1, 1, Message.unbalanced(")")),
        ("{ a = b; } c", 1, 12, Message.extraContent(found: "\"c\"")),
        ("(a) ;", 1, 5, Message.extraContent(found: "';'")),
        ("=", 1, 1, Message.expectedRootValue(found: "'='")),
        ("{ a = (b, c} ", 1, 12, Message.mismatchedClose(found: "'}'", closingArrayOpenedAt: at(1, 7))),
        ("( { a = b; ) ", 1, 12, Message.mismatchedClose(found: "')'", closingDictionaryOpenedAt: at(1, 3))),
        ("{ a = \"abc; }", 1, 7, Message.unterminated("string", closer: "\"")),
        ("{ a = 'abc; }", 1, 7, Message.unterminated("string", closer: "'")),
        ("{ /* open", 1, 3, Message.unterminated("comment", closer: "*/")),
        ("{ a = <0f", 1, 7, Message.unterminated("data", closer: ">")),
        ("{ a = <0fzz>; }", 1, 10, Message.invalidHexDigit("'z'")),
        ("{ a = <0f; b = c; }", 1, 10, Message.invalidHexDigit("';'")),
        ("{ a = <0f0>; }", 1, 10, Message.incompleteByte("'0'")),
        ("{ a = <0 f>; }", 1, 8, Message.incompleteByte("'0'")),
        ("{ a = x+y; }", 1, 8, Message.invalidCharacter("'+'", inUnquoted: "x+y")),
        ("{ a = @b; }", 1, 7, Message.invalidCharacter("'@'", inUnquoted: "@b")),
        ("{ a = café; }", 1, 10, Message.invalidCharacter("'é'", inUnquoted: "café")),
        ("{ a = b\u{7}; }", 1, 8, Message.invalidCharacter("U+0007", inUnquoted: "b\u{7}")),
        ("{ a = b", 1, 8, Message.unexpectedEnd(closingDictionaryOpenedAt: at(1, 1))),
        ("{\n  list = (\n    a,\n", 4, 1, Message.unexpectedEnd(closingArrayOpenedAt: at(2, 10))),
        ("a = b", 1, 6, Message.expectedSemicolon(afterValueOf: "a", found: "end of file")),
        ("a = ", 1, 5, Message.expectedValue(afterKey: "a", found: "end of file")),
        ("a b", 1, 3, Message.expectedEquals(afterKey: "a", found: "\"b\"")),
        ("{\"a\": 1}", 1, 5, Message.expectedEquals(afterKey: "a", found: "\":\"")),
    ]

    @Test(arguments: syntaxCases)
    func eachErrorIsReportedOnceAtItsPlace(input: String, line: Int, column: Int, message: String) {
        let parsed = parse(input)
        #expect(parsed.diagnostics == [PlistDiagnostics.syntax(message, at: Self.at(line, column))])
    }

    private static let encodingCases: [([UInt8], [Diagnostic])] = [
        (Array("{ a = \"x".utf8) + [0xFF] + Array("y\"; }".utf8), [PlistDiagnostics.invalidUTF8(0xFF, at: at(1, 9))]),
        (Array("{ /* ".utf8) + [0xC3] + Array(" */ }".utf8), [PlistDiagnostics.invalidUTF8(0xC3, at: at(1, 6))]),
        (Array("{ a = b".utf8) + [0xE9] + Array("; }".utf8), [PlistDiagnostics.invalidUTF8(0xE9, at: at(1, 8))]),
        (Array("{ a = \"x".utf8) + [0] + Array("\"; }".utf8), [PlistDiagnostics.nulByte(at: at(1, 9))]),
        (Array("{ a = b; }".utf8) + [0, 0], [PlistDiagnostics.nulByte(at: at(1, 11))]),
        (Array("{ a = \"\\UD800x\"; }".utf8), [PlistDiagnostics.loneSurrogate(0xD800, at: at(1, 8))]),
        (
            Array("{ a = \"\\UDC00\\UD800\"; }".utf8),
            [
                PlistDiagnostics.loneSurrogate(0xDC00, at: at(1, 8)),
                PlistDiagnostics.loneSurrogate(0xD800, at: at(1, 14)),
            ]
        ),
        ([0xFF, 0xFE] + Array("{\0}\0".utf8), [PlistDiagnostics.utf16(in: "project.pbxproj")]),
        ([], [PlistDiagnostics.syntax(Message.emptyFile, at: at(1, 1))]),
        (
            [0xEF, 0xBB, 0xBF],
            [
                PlistDiagnostics.byteOrderMark(in: "project.pbxproj"),
                PlistDiagnostics.syntax(Message.emptyFile, at: at(1, 1)),
            ]
        ),
    ]

    @Test(arguments: encodingCases)
    func encodingProblemsAreLocated(bytes: [UInt8], expected: [Diagnostic]) {
        #expect(OldStylePlistParser.parse(bytes, file: "project.pbxproj").diagnostics == expected)
    }

    @Test func invalidBytesInStringsBecomeReplacementCharacters() {
        let bytes = Array("{ a = \"x".utf8) + [0xFF] + Array("y\"; b = \"\\UD800\"; }".utf8)
        let parsed = OldStylePlistParser.parse(bytes, file: "project.pbxproj")
        #expect(parsed.value?["a"]?.stringValue == "x\u{FFFD}y")
        #expect(parsed.value?["b"]?.stringValue == "\u{FFFD}")
        #expect(parsed.diagnostics.map(\.rule) == [PlistDiagnostics.encodingRule, PlistDiagnostics.encodingRule])
    }

    @Test func oneBadMemberDoesNotLoseTheOthers() throws {
        let text = """
            {
            \tobjects = {
            \t\tA1 = {isa = PBXFileReference; path = a.swift; };
            \t\tA2 = {isa = PBXFileReference path = b.swift; };
            \t\tA3 = {isa = PBXFileReference; path = c.swift; name = @bad; };
            \t\tA4 = {isa = PBXFileReference; path = d.swift; };
            \t\tA5 = {isa = PBXGroup; children = (A1, A2 A3, A4, ); };
            \t\tA6 = {isa = ; path = e.swift; };
            \t\tA7 = {isa = PBXFileReference; path = <0g>; };
            \t\tA8 = {isa = PBXFileReference; path = "h.swift"; } ;
            \t};
            \trootObject = A5;
            }
            """
        let parsed = parse(text)
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.syntax(
                    Message.expectedSemicolon(afterValueOf: "isa", found: "\"path\""), at: Self.at(4, 32)),
                PlistDiagnostics.syntax(Message.invalidCharacter("'@'", inUnquoted: "@bad"), at: Self.at(5, 56)),
                PlistDiagnostics.syntax(Message.expectedSeparator(found: "\"A3\""), at: Self.at(7, 44)),
                PlistDiagnostics.syntax(Message.expectedValue(afterKey: "isa", found: "';'"), at: Self.at(8, 15)),
                PlistDiagnostics.syntax(Message.incompleteByte("'0'"), at: Self.at(9, 41)),
            ])
        let root = try #require(parsed.value)
        let objects = try #require(root["objects"]?.dictionaryMembers)
        #expect(objects.map(\.key) == ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"])
        #expect(
            objects.map { $0.value["path"]?.stringValue } == [
                "a.swift", "b.swift", "c.swift", "d.swift", nil, "e.swift", nil, "h.swift",
            ])
        #expect(objects[2].value["name"]?.stringValue == "@bad")
        #expect(objects[4].value["children"]?.arrayElements?.compactMap(\.stringValue) == ["A1", "A2", "A3", "A4"])
        #expect(objects[5].value["isa"] == nil)
        #expect(root["rootObject"]?.stringValue == "A5")
    }

    @Test func truncatedFileKeepsWhatWasRead() throws {
        let parsed = parse("{\n  a = b;\n  list = (one, two,\n  ")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.syntax(Message.unexpectedEnd(closingArrayOpenedAt: Self.at(3, 10)), at: Self.at(4, 3))
            ])
        let root = try #require(parsed.value)
        #expect(root["a"]?.stringValue == "b")
        #expect(root["list"]?.arrayElements?.compactMap(\.stringValue) == ["one", "two"])
    }

    @Test func lostQuoteCostsOneLine() throws {
        let parsed = parse("{\n  a = \"open;\n  b = c;\n}\n")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.syntax(Message.unterminated("string", closer: "\""), at: Self.at(2, 7))
            ])
        let root = try #require(parsed.value)
        #expect(root["a"]?.stringValue == "open;")
        #expect(root["b"]?.stringValue == "c")
    }

    @Test func lostQuoteAfterAnEscapedLineBreakKeepsLinesRight() throws {
        let parsed = parse("{\n  a = \"one\\\ntwo\nthree;\n  b = c;\n}\n")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.syntax(Message.unterminated("string", closer: "\""), at: Self.at(2, 7))
            ])
        let root = try #require(parsed.value)
        #expect(root["a"]?.stringValue == "one\ntwo")
        #expect(root.dictionaryMembers?.map(\.keyLocation) == [Self.at(2, 3), Self.at(4, 1), Self.at(5, 3)])
    }

    @Test func duplicatesAreFoundInLargeDictionariesToo() throws {
        let members = (0..<40).map { "k\($0) = v;" }.joined(separator: "\n")
        let parsed = parse("{\n\(members)\nk3 = again;\nk39 = again;\nk3 = third;\n}")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.duplicateKey("k3", at: Self.at(42, 1), first: Self.at(5, 1)),
                PlistDiagnostics.duplicateKey("k39", at: Self.at(43, 1), first: Self.at(41, 1)),
                PlistDiagnostics.duplicateKey("k3", at: Self.at(44, 1), first: Self.at(5, 1)),
            ])
        #expect(parsed.value?.dictionaryMembers?.count == 43)
    }

    @Test func readingStopsAfterTooManyErrors() throws {
        let members = (0..<150).map { "k\($0) = @;" }.joined(separator: "\n")
        let parsed = parse("{\n" + members + "\n}")
        #expect(parsed.diagnostics.count == 101)
        #expect(
            parsed.diagnostics.last
                == PlistDiagnostics.syntax(Message.tooManyErrors(limit: 100), at: Self.at(102, 8)))
        #expect(parsed.value?.dictionaryMembers?.count == 101)
    }
}
