import Documents
import Support
import Testing

@Suite struct XMLPlistParserTests {
    typealias Message = PlistDiagnostics.Message

    private func location(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: "Info.plist", line: line, column: column)
    }

    private let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    @Test func infoPlistKeepsEveryLocation() throws {
        let text =
            header + """
                <dict>
                \t<key>CFBundleName</key>
                \t<string>Acme &amp; Co &#233;&#x41;</string>
                \t<!-- a comment -->
                \t<key>Count</key><integer>-42</integer>
                \t<key>Ratio</key><real>0.5</real>
                \t<key>On</key><true/>
                \t<key>Off</key><false/>
                \t<key>When</key><date>2001-01-02T00:00:01Z</date>
                \t<key>Blob</key><data>
                \tAAEC/w==
                \t</data>
                \t<key>List</key><array><string/><string><![CDATA[<raw> & ]]>tail</string></array>
                \t<key>Empty</key><dict/>
                </dict>
                </plist>
                """
        let parsed = PlistParser.parse(text, file: "Info.plist")
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.value)
        #expect(root.location == location(4, 1))
        let members = try #require(root.dictionaryMembers)
        #expect(members.map(\.key) == ["CFBundleName", "Count", "Ratio", "On", "Off", "When", "Blob", "List", "Empty"])
        #expect(members.map(\.keyLocation.line) == [5, 8, 9, 10, 11, 12, 13, 16, 17])
        #expect(members[0].keyLocation == location(5, 2))
        #expect(root["CFBundleName"] == PlistNode(.string("Acme & Co éA"), at: location(6, 2)))
        #expect(root["Count"] == PlistNode(.integer(-42), at: location(8, 18)))
        #expect(root["Ratio"]?.value == .real(0.5))
        #expect(root["On"]?.boolValue == true)
        #expect(root["Off"]?.boolValue == false)
        #expect(root["When"]?.value == .date(86_401))
        #expect(root["Blob"]?.value == .data([0, 1, 2, 255]))
        #expect(root["List"]?.arrayElements?.map(\.value) == [.string(""), .string("<raw> & tail")])
        #expect(root["List"]?[1]?.location == location(16, 33))
        #expect(root["Empty"]?.value == .dictionary([]))
    }

    @Test func plistWrapperIsOptionalAndStringsKeepWhiteSpace() {
        let parsed = PlistParser.parse("<string>  a\nb </string>", file: "Info.plist")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value == PlistNode(.string("  a\nb "), at: location(1, 1)))
    }

    @Test(arguments: [
        ("0x1F", 31), ("+7", 7), (" 12 ", 12), ("-9223372036854775808", Int.min), ("18446744073709551615", -1),
    ])
    func integerForms(text: String, expected: Int) {
        let parsed = PlistParser.parse("<integer>\(text)</integer>", file: "Info.plist")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.integerValue == expected)
    }

    @Test func byteOrderMarkAndCarriageReturnsAreHandled() {
        let text = "<plist>\r\n<dict>\r\n  <key>A</key>\r\n  <string>x</string>\r\n</dict>\r\n</plist>\r\n"
        let parsed = PlistParser.parse([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "Info.plist")
        #expect(parsed.diagnostics == [PlistDiagnostics.byteOrderMark(in: "Info.plist")])
        #expect(parsed.value?.location == location(2, 1))
        #expect(parsed.value?.dictionaryMembers?.first?.keyLocation == location(3, 3))
        #expect(parsed.value?["A"]?.location == location(4, 3))
    }

    @Test func duplicateKeysAreReportedAndBothEntriesKept() throws {
        let parsed = PlistParser.parse("<dict>\n<key>A</key><true/>\n<key>A</key><false/>\n</dict>", file: "Info.plist")
        #expect(
            parsed.diagnostics == [PlistDiagnostics.duplicateKey("A", at: location(3, 1), first: location(2, 1))])
        let root = try #require(parsed.value)
        #expect(root.dictionaryMembers?.count == 2)
        #expect(root["A"]?.boolValue == true)
    }

    @Test(arguments: [
        ("<plist>\n<dict>\n<key>A</key>\n</dict>", 3, 1, Message.missingValue(forKey: "A")),
        ("<dict><string>x</string></dict>", 1, 7, Message.expectedKey(found: "<string>")),
        ("<array><key>x</key></array>", 1, 8, Message.expectedValue(found: "<key>")),
        ("<array><foo/></array>", 1, 8, Message.unknownElement("foo")),
        ("<string>a</strin>", 1, 10, Message.mismatchedEndTag(expected: "string", found: "strin")),
        ("<string>a<b/></string>", 1, 10, Message.elementInText("b", parent: "string")),
        ("<array>hello</array>", 1, 8, Message.strayText("hello")),
        ("<array></array><array/>", 1, 16, Message.extraContent(found: "<array>")),
        ("<plist><true/><true/></plist>", 1, 15, Message.extraContent(found: "<true>")),
        ("<integer>12a</integer>", 1, 1, Message.invalidInteger("12a")),
        ("<integer>99999999999999999999</integer>", 1, 1, Message.invalidInteger("99999999999999999999")),
        ("<real>abc</real>", 1, 1, Message.invalidReal("abc")),
        ("<date>2024-13-01T00:00:00Z</date>", 1, 1, Message.invalidDate("2024-13-01T00:00:00Z")),
        ("<data>@@@@</data>", 1, 1, Message.invalidData),
        ("<true>yes</true>", 1, 1, Message.booleanWithContent("true")),
        ("<string>a &nbsp; b</string>", 1, 11, Message.unknownEntity("&nbsp;")),
        ("<string>a & b</string>", 1, 11, Message.unknownEntity("&")),
        ("<!-- open", 1, 1, Message.unterminated("comment", closer: "-->")),
        ("<string><![CDATA[x</string>", 1, 9, Message.unterminated("CDATA section", closer: "]]>")),
        ("<array attr></array>", 1, 12, Message.malformedTag("expected an attribute, '>' or '/>' in <array>")),
        ("< array/>", 1, 2, Message.malformedTag("expected an element name after '<'")),
    ])
    func syntaxErrorsArePreciselyLocated(input: String, line: Int, column: Int, message: String) {
        let parsed = PlistParser.parse(input, file: "Info.plist")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [PlistDiagnostics.syntax(message, at: location(line, column))])
    }

    @Test(arguments: [
        ("<plist><dict><key>A</key><string>x", 1, 35, Message.unexpectedEnd(expected: "</string>")),
        ("<plist><dict><key>A</key>", 1, 14, Message.missingValue(forKey: "A")),
        ("<plist><array><true/>", 1, 22, Message.unexpectedEnd(expected: "a value element")),
        ("<plist><array/>", 1, 16, Message.unexpectedEnd(expected: "</plist>")),
        ("<plist>", 1, 8, Message.unexpectedEnd(expected: "a value element")),
        ("<plist><string", 1, 8, Message.unterminated("<string> tag", closer: ">")),
    ])
    func truncatedInputIsAnError(input: String, line: Int, column: Int, message: String) {
        let parsed = PlistParser.parse(input, file: "Info.plist")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [PlistDiagnostics.syntax(message, at: location(line, column))])
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        let bytes = Array("<plist>\n<string>é".utf8) + [0xFF] + Array("</string></plist>".utf8)
        let parsed = PlistParser.parse(bytes, file: "Info.plist")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics == [PlistDiagnostics.invalidUTF8(0xFF, at: location(2, 10))])
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let depth = 100_000
        let text = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        let parsed = PlistParser.parse(text, file: "Info.plist")
        #expect(parsed.value == nil)
        let column = PlistParser.maximumDepth * 7 + 1
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.nestingTooDeep(limit: PlistParser.maximumDepth, at: location(1, column))
            ])
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = PlistParser.maximumDepth
        let text = String(repeating: "<array>", count: depth) + "<true/>" + String(repeating: "</array>", count: depth)
        let parsed = PlistParser.parse(text, file: "Info.plist")
        #expect(parsed.diagnostics.isEmpty)
        var node = try #require(parsed.value)
        for _ in 0..<depth { node = try #require(node[0]) }
        #expect(node.boolValue == true)
    }
}
