import Documents
import Support
import Testing

@Suite struct JSONParserTests {
    typealias Message = JSONDiagnostics.Message

    private func location(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: "a.json", line: line, column: column)
    }

    @Test func validDocumentKeepsEveryLocation() throws {
        let text = """
            {
              "name": "Acme",
              "tags": [true, null, -1.5e3],
              "é": {"x": 0}
            }
            """
        let parsed = JSONParser.parse(text, file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.value)
        #expect(root.location == location(1, 1))
        let members = try #require(root.objectMembers)
        #expect(members.map(\.key) == ["name", "tags", "é"])
        #expect(members.map(\.keyLocation) == [location(2, 3), location(3, 3), location(4, 3)])
        #expect(root["name"] == JSONNode(.string("Acme"), at: location(2, 11)))
        let tags = try #require(root["tags"]?.arrayElements)
        #expect(tags.map(\.location) == [location(3, 12), location(3, 18), location(3, 24)])
        #expect(tags[0].boolValue == true)
        #expect(tags[1].isNull)
        #expect(tags[2].numberValue == JSONNumber(literal: "-1.5e3"))
        #expect(tags[2].numberValue?.doubleValue == -1500)
        // Columns count Unicode scalars, so "é" is one column wide.
        #expect(root["é"]?.location == location(4, 8))
        #expect(root["é"]?["x"]?.location == location(4, 14))
        #expect(root["é"]?["x"]?.numberValue?.integerValue == 0)
    }

    @Test(arguments: [
        ("\"plain\"", "plain"),
        (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{08}\u{0C}\n\r\t"),
        (#""\u00e9\u0000""#, "é\u{0}"),
        (#""\ud83d\ude00 ok""#, "😀 ok"),
        ("\"raw 😀 é\"", "raw 😀 é"),
    ])
    func stringsAreUnescaped(input: String, expected: String) {
        let parsed = JSONParser.parse(input, file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.stringValue == expected)
    }

    @Test(arguments: ["0", "-0", "12", "1.25", "1e5", "1E+5", "-2.5e-3", "123456789012345678901234567890"])
    func numbersKeepTheirLiteral(literal: String) {
        let parsed = JSONParser.parse(" \(literal) ", file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value == JSONNode(.number(JSONNumber(literal: literal)), at: location(1, 2)))
    }

    @Test(arguments: [
        ("", 1, 1, Message.emptyDocument),
        ("  \n ", 2, 2, Message.emptyDocument),
        ("{\"a\": 1 \"b\": 2}", 1, 9, Message.expectedCommaOrBrace),
        ("[1 2]", 1, 4, Message.expectedCommaOrBracket),
        ("{\"a\" 1}", 1, 6, Message.expectedColon),
        ("{\"a\": 1,}", 1, 8, Message.trailingComma),
        ("[1,\n 2,\n]", 2, 3, Message.trailingComma),
        ("{a: 1}", 1, 2, Message.unquotedKey("a")),
        ("{'a': 1}", 1, 2, Message.singleQuote),
        ("['a']", 1, 2, Message.singleQuote),
        ("[1] // note", 1, 5, Message.comment),
        ("{\n  /* c */ \"a\": 1}", 2, 3, Message.comment),
        ("[NaN]", 1, 2, Message.notANumber("NaN")),
        ("[-Infinity]", 1, 2, Message.notANumber("-Infinity")),
        ("[True]", 1, 2, Message.misspeltLiteral("True", suggestion: "true")),
        ("[nil]", 1, 2, Message.misspeltLiteral("nil", suggestion: "null")),
        ("[yes]", 1, 2, Message.expectedValue(found: "'yes'")),
        ("[01]", 1, 2, Message.leadingZero),
        ("[-007]", 1, 3, Message.leadingZero),
        ("[+1]", 1, 2, Message.leadingPlus),
        ("[.5]", 1, 2, Message.leadingDecimalPoint),
        ("[-]", 1, 3, Message.digitAfterMinus),
        ("[1.]", 1, 4, Message.digitAfterPoint),
        ("[1e]", 1, 4, Message.digitInExponent),
        ("{\"a\": }", 1, 7, Message.expectedValue(found: "'}'")),
        ("[1]]", 1, 4, Message.extraContent(found: "']'")),
        ("{} {}", 1, 4, Message.extraContent(found: "'{'")),
        ("\"a\\x\"", 1, 3, Message.invalidEscape("x")),
        ("\"\\u12G4\"", 1, 6, Message.invalidUnicodeEscape),
        ("\"\\ud800\"", 1, 2, Message.unpairedSurrogate(0xD800)),
        ("\"\\ud800\\u0041\"", 1, 2, Message.unpairedSurrogate(0xD800)),
        ("\"\\udc00\"", 1, 2, Message.unpairedSurrogate(0xDC00)),
        ("\"a\u{1}b\"", 1, 3, Message.controlCharacter(1)),
        ("\"tab\there\"", 1, 5, Message.controlCharacter(9)),
        ("{\"a\": \"x\n\"}", 1, 9, Message.lineBreakInString),
        ("[é]", 1, 2, Message.expectedValue(found: "'é'")),
    ])
    func syntaxErrorsArePreciselyLocated(input: String, line: Int, column: Int, message: String) {
        let parsed = JSONParser.parse(input, file: "a.json")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [JSONDiagnostics.syntax(message, at: location(line, column))])
    }

    @Test(arguments: [
        ("{\"a\": [1, 2", 1, 12, Message.expectedCommaOrBracket),
        ("{\"a\"", 1, 5, Message.expectedColon),
        ("{\"a\":", 1, 6, Message.endInsteadOfValue),
        ("{", 1, 2, Message.expectedKey + " but the file ended"),
        ("[", 1, 2, Message.endInsteadOfValue),
        ("[1,", 1, 4, Message.endInsteadOfValue),
        ("\"abc", 1, 1, Message.unterminatedString),
        ("\"ab\\", 1, 5, Message.unterminatedString),
        ("\"\\u12", 1, 6, Message.invalidUnicodeEscape),
        ("tru", 1, 1, Message.expectedValue(found: "'tru'")),
        ("-", 1, 2, Message.digitAfterMinus),
    ])
    func truncatedInputIsAnErrorAtTheEnd(input: String, line: Int, column: Int, message: String) {
        let parsed = JSONParser.parse(input, file: "a.json")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [JSONDiagnostics.syntax(message, at: location(line, column))])
    }

    @Test func byteOrderMarkIsAWarningAndParsingContinues() {
        let parsed = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "a.json")
        #expect(parsed.diagnostics == [JSONDiagnostics.byteOrderMark(in: "a.json")])
        #expect(parsed.diagnostics.first?.severity == .warning)
        #expect(parsed.value?.location == location(1, 1))
        #expect(parsed.value?["a"]?.location == location(1, 7))
    }

    @Test func carriageReturnLineFeedCountsAsOneLineBreak() {
        let parsed = JSONParser.parse("{\r\n  \"a\": 1,\r\n  \"b\": [\r\n]\r\n}\r\n", file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.objectMembers?.map(\.keyLocation) == [location(2, 3), location(3, 3)])
        #expect(parsed.value?["b"]?.location == location(3, 8))
        let broken = JSONParser.parse("{\r\n  \"a\": 1\r\n  \"b\": 2}", file: "a.json")
        #expect(broken.diagnostics == [JSONDiagnostics.syntax(Message.expectedCommaOrBrace, at: location(3, 3))])
    }

    @Test(arguments: [
        ([UInt8](Array("[\"ab".utf8)) + [0xFF, 0x22, 0x5D], 0xFF as UInt8, 1, 5),
        (Array("{\"é\": \"".utf8) + [0xC3, 0x28, 0x22, 0x7D], 0xC3, 1, 8),
        (Array("\n\"".utf8) + [0xED, 0xA0, 0x80, 0x22], 0xED, 2, 2),  // encoded surrogate
        (Array("\"".utf8) + [0xC0, 0xAF, 0x22], 0xC0, 1, 2),  // overlong '/'
        (Array("\"".utf8) + [0xE2, 0x82], 0xE2, 1, 2),  // cut short
        (Array("[".utf8) + [0x80], 0x80, 1, 2),  // stray continuation outside a string
    ])
    func invalidUTF8IsReportedAtTheByte(bytes: [UInt8], byte: UInt8, line: Int, column: Int) {
        let parsed = JSONParser.parse(bytes, file: "a.json")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [JSONDiagnostics.invalidUTF8(byte, at: location(line, column))])
    }

    @Test func duplicateKeysAreReportedAndBothMembersKept() throws {
        let parsed = JSONParser.parse("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}", file: "a.json")
        #expect(
            parsed.diagnostics == [JSONDiagnostics.duplicateKey("a", at: location(3, 2), first: location(1, 2))])
        #expect(parsed.diagnostics.first?.severity == .error)
        #expect(parsed.diagnostics.first?.notes.first?.location == location(1, 2))
        let root = try #require(parsed.value)
        #expect(root.objectMembers?.map(\.key) == ["a", "b", "a"])
        #expect(root["a"]?.numberValue?.integerValue == 1)
    }

    @Test func sameKeyInDifferentObjectsIsNotADuplicate() {
        let parsed = JSONParser.parse("[{\"a\": 1}, {\"a\": 2, \"b\": {\"a\": 3}}]", file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let depth = 100_000
        let bytes =
            [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
        let parsed = JSONParser.parse(bytes, file: "a.json")
        #expect(parsed.value == nil)
        let column = JSONParser.maximumDepth + 1
        #expect(
            parsed.diagnostics == [
                JSONDiagnostics.nestingTooDeep(limit: JSONParser.maximumDepth, at: location(1, column))
            ])
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "{\"k\":[", count: depth / 2) + "1" + String(repeating: "]}", count: depth / 2)
        let parsed = JSONParser.parse(text, file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
        var node = try #require(parsed.value)
        for _ in 0..<(depth / 2) { node = try #require(node["k"]?[0]) }
        #expect(node.numberValue?.integerValue == 1)
    }

    /// About 5 MB of objects, enough to catch quadratic behaviour; the 50 MB figure is measured by
    /// `Scripts/bench-readers.sh`, not here, as tests are not timed.
    @Test func largeDocumentParses() throws {
        let count = 60_000
        var text = "[\n"
        for index in 0..<count {
            text += "  {\"id\": \(index), \"name\": \"brand \\u00e9 \(index)\", \"on\": true, \"ratio\": 0.5},\n"
        }
        text += "  null\n]"
        #expect(text.utf8.count > 4_000_000)
        let parsed = JSONParser.parse(text, file: "a.json")
        #expect(parsed.diagnostics.isEmpty)
        let elements = try #require(parsed.value?.arrayElements)
        #expect(elements.count == count + 1)
        #expect(elements[count - 1]["name"]?.stringValue == "brand é \(count - 1)")
        #expect(elements[count - 1].location == location(count + 1, 3))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", [(1, 8)], "{\"a\": 1}"),
        ("[1,\n 2,\n]", [(2, 3)], "[1, 2]"),
        ("{\"a\": [1,], \"b\": {\"c\": true,},}", [(1, 9), (1, 28), (1, 30)], "{\"a\": [1], \"b\": {\"c\": true}}"),
    ])
    func trailingCommasAreWarningsWhenAccepted(input: String, commas: [(Int, Int)], same: String) {
        let strict = JSONParser.parse(input, file: "a.json")
        #expect(strict.value == nil)
        let accepted = JSONParser.parse(Array(input.utf8), file: "a.json", acceptingTrailingCommas: true)
        #expect(accepted.diagnostics == commas.map { JSONDiagnostics.acceptedTrailingComma(at: location($0.0, $0.1)) })
        #expect(accepted.diagnostics.allSatisfy { $0.severity == .warning && $0.rule == "json_trailing_comma" })
        let expected = JSONParser.parse(same, file: "a.json").value
        #expect(accepted.value.map(Self.shape) == expected.map(Self.shape))
        #expect(accepted.value != nil)
    }

    @Test(arguments: ["[,]", "{,}", "[1,,]", "{\"a\": 1,,}"])
    func aCommaWithoutAValueBeforeItIsStillAnError(input: String) {
        let parsed = JSONParser.parse(Array(input.utf8), file: "a.json", acceptingTrailingCommas: true)
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics.last?.rule == JSONDiagnostics.syntaxRule)
    }

    /// The value without locations, to compare documents laid out differently.
    private static func shape(_ node: JSONNode) -> String {
        switch node.value {
        case .array(let elements): "[" + elements.map(shape).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\($0.key):" + shape($0.value) }.joined(separator: ",") + "}"
        default:
            node.kindDescription + ":" + (node.stringValue ?? node.numberValue?.literal ?? "\(node.boolValue ?? false)")
        }
    }

    @Test func accessorsReturnNilForOtherKinds() {
        let node = JSONNode(.string("x"), at: location(1, 1))
        #expect(node["a"] == nil)
        #expect(node[0] == nil)
        #expect(node.objectMembers == nil)
        #expect(node.arrayElements == nil)
        #expect(node.boolValue == nil)
        #expect(node.numberValue == nil)
        #expect(!node.isNull)
        #expect(node.kindDescription == "a string")
    }
}
