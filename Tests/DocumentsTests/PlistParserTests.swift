import Documents
import Support
import Testing

/// How `PlistParser` tells the three formats apart.
@Suite struct PlistParserTests {
    private func location(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: "Info.plist", line: line, column: column)
    }

    @Test(arguments: ["{ a = b; }", "  \n{ a = b; }", "// !$*UTF8*$!\n{ a = b; }", "/* c */ { a = b; }", "a = b;"])
    func textThatIsNeitherXMLNorBinaryIsReadAsOldStyle(text: String) throws {
        let parsed = PlistParser.parse(text, file: "Info.plist")
        #expect(parsed.diagnostics == [])
        let members = try #require(parsed.value?.dictionaryMembers)
        #expect(members.map(\.key) == ["a"])
        #expect(members.first?.value.stringValue == "b")
        #expect(parsed == OldStylePlistParser.parse(text, file: "Info.plist"))
    }

    @Test(arguments: [("(a, b)", PlistValue.array([])), ("\"text\"", .string("text"))])
    func oldStyleTopLevelArraysAndStrings(text: String, kind: PlistValue) {
        let parsed = PlistParser.parse(text, file: "Info.plist")
        #expect(parsed.diagnostics == [])
        switch (parsed.value?.value, kind) {
        case (.array(let elements), .array): #expect(elements.compactMap(\.stringValue) == ["a", "b"])
        case (.string(let text), .string(let expected)): #expect(text == expected)
        default: Issue.record("unexpected \(String(describing: parsed.value))")
        }
    }

    @Test func byteOrderMarkIsReportedOnceWhateverTheFormat() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let oldStyle = PlistParser.parse(bom + Array("{ a = b; }".utf8), file: "Info.plist")
        let xml = PlistParser.parse(bom + Array(" <string>b</string>".utf8), file: "Info.plist")
        #expect(oldStyle.diagnostics == [PlistDiagnostics.byteOrderMark(in: "Info.plist")])
        #expect(xml.diagnostics == [PlistDiagnostics.byteOrderMark(in: "Info.plist")])
        #expect(oldStyle.value?["a"]?.location == location(1, 7))
        #expect(xml.value == PlistNode(.string("b"), at: location(1, 2)))
    }

    @Test func jsonIsNoPropertyListAndFailsAsOldStyleWithALocation() {
        let parsed = PlistParser.parse("{\n  \"name\": \"Acme\"\n}", file: "Info.plist")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.syntax(
                    PlistDiagnostics.Message.expectedEquals(afterKey: "name", found: "\":\""), at: location(2, 9))
            ])
    }

    @Test func emptyFileIsAnError() {
        let parsed = PlistParser.parse([], file: "Info.plist")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [PlistDiagnostics.syntax(PlistDiagnostics.Message.emptyFile, at: location(1, 1))])
    }
}
