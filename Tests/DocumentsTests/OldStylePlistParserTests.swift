import Documents
import Support
import Testing

/// The grammar of old-style property lists and where values are located.
@Suite struct OldStylePlistParserTests {
    private func location(_ line: Int, _ column: Int) -> Support.SourceLocation {
        Support.SourceLocation(file: "project.pbxproj", line: line, column: column)
    }

    private func parse(_ text: String) -> Parsed<PlistNode> {
        OldStylePlistParser.parse(text, file: "project.pbxproj")
    }

    /// The value of a top-level string written as `text`, which must read without diagnostics.
    private func string(_ text: String) -> String? {
        let parsed = parse("{ k = \(text); }")
        #expect(parsed.diagnostics == [], "\(text)")
        return parsed.value?["k"]?.stringValue
    }

    @Test func dictionariesArraysAndStringsKeepEveryLocation() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \t"quoted key" = 'single';
            \tlist = (a, "b c", (), {}, );
            \tblob = <0fbd77 AA
            \t  01>;
            }

            """
        let parsed = parse(text)
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(root.location == location(2, 1))
        let members = try #require(root.dictionaryMembers)
        #expect(members.map(\.key) == ["archiveVersion", "quoted key", "list", "blob"])
        #expect(members.map(\.keyLocation) == [location(3, 2), location(4, 2), location(5, 2), location(6, 2)])
        #expect(root["archiveVersion"] == PlistNode(.string("1"), at: location(3, 19)))
        #expect(root["quoted key"] == PlistNode(.string("single"), at: location(4, 17)))
        let list = try #require(root["list"])
        #expect(list.location == location(5, 9))
        #expect(
            list.arrayElements?.map(\.location) == [location(5, 10), location(5, 13), location(5, 20), location(5, 24)])
        #expect(list[0]?.stringValue == "a")
        #expect(list[1]?.stringValue == "b c")
        #expect(list[2]?.value == .array([]))
        #expect(list[3]?.value == .dictionary([]))
        #expect(root["blob"] == PlistNode(.data([0x0F, 0xBD, 0x77, 0xAA, 0x01]), at: location(6, 9)))
    }

    @Test(arguments: [
        (#""\a\b\f\n\r\t\v""#, "\u{07}\u{08}\u{0C}\n\r\t\u{0B}"),
        (#""say \"hi\" \\ \'x\' \q \{""#, #"say "hi" \ 'x' q {"#),
        ("\"line\\\nnext\"", "line\nnext"),
        (#""\U00e9\U20AC\Ua\U41x\U0041F""#, "é€\nAxAF"),
        (#""\U""#, "\u{0}"),
        (#""\UD83D\UDE00""#, "😀"),
        (#""\101\0619\7""#, "A19\u{07}"),
        (#""\335\351\341\373""#, "éØÆß"),
        (#""\303\251""#, "\u{02C6}\u{2019}"),
        (#""\200\376\777""#, "\u{A0}\u{0}\u{0}"),
        (#"'it\'s'"#, "it's"),
        (#"'a "quoted" word'"#, #"a "quoted" word"#),
        (#""it's""#, "it's"),
        (#""café ☕️ \é""#, "café ☕️ é"),
        ("\"two\nlines\"", "two\nlines"),
        (#""""#, ""),
        (#""$(SRCROOT)/x // not a comment /* nor this */""#, "$(SRCROOT)/x // not a comment /* nor this */"),
    ])
    func quotedStringsDecodeLikeCoreFoundation(text: String, expected: String) {
        #expect(string(text) == expected)
    }

    @Test(arguments: [
        "abc", "ABC_123", "$SRCROOT", "/usr/lib", "a:b", "1.0", "-O", "com.apple.product-type.app",
        "path/to//file", "$(", "x.y-z_w$v/u:t",
    ])
    func unquotedStringsTakeLettersDigitsAndTheSevenSymbols(text: String) {
        let parsed = parse("{ k = \(text); }")
        if text == "$(" {
            // `(` is not one of them: `$(SRCROOT)` must be quoted, as Xcode writes it.
            #expect(parsed.diagnostics.count == 1)
            #expect(parsed.value?["k"]?.stringValue == "$")
        } else {
            #expect(parsed.diagnostics == [])
            #expect(parsed.value?["k"]?.stringValue == text)
        }
    }

    @Test func commentsMayStandWhereverWhiteSpaceMay() throws {
        let text = """
            /* before */ { // after the brace
            /* a */ key /* b */ = /* c */ ( /* d */ one /* e */ , // f
            two, /* g */ ) /* h */ ; /* i */
            other = value; // last
            } /* after */ // end
            """
        let parsed = parse(text)
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(root["key"]?.arrayElements?.compactMap(\.stringValue) == ["one", "two"])
        #expect(root["key"]?[1]?.location == location(3, 1))
        #expect(root["other"]?.stringValue == "value")
    }

    @Test func headerCommentIsOptional() {
        let withHeader = parse("// !$*UTF8*$!\n{ a = b; }")
        let without = parse("{ a = b; }")
        #expect(withHeader.diagnostics == [])
        #expect(without.diagnostics == [])
        #expect(withHeader.value?["a"]?.location == location(2, 7))
        #expect(without.value?["a"]?.location == location(1, 7))
    }

    @Test func quotedKeysKeepConditionsAndDuplicatesAreKept() throws {
        let text = """
            {
                "OTHER_LDFLAGS[sdk=iphoneos*]" = "-ObjC";
                OTHER_LDFLAGS = ("$(inherited)", "-lz", );
                OTHER_LDFLAGS = "-all_load";
            }
            """
        let parsed = parse(text)
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.duplicateKey("OTHER_LDFLAGS", at: location(4, 5), first: location(3, 5))
            ])
        let members = try #require(parsed.value?.dictionaryMembers)
        #expect(members.map(\.key) == ["OTHER_LDFLAGS[sdk=iphoneos*]", "OTHER_LDFLAGS", "OTHER_LDFLAGS"])
        #expect(members[1].value.arrayElements?.compactMap(\.stringValue) == ["$(inherited)", "-lz"])
        #expect(members[2].value.stringValue == "-all_load")
        #expect(parsed.value?["OTHER_LDFLAGS"]?.arrayElements?.count == 2)
    }

    @Test func nestedContainersAndEmptyOnes() throws {
        let parsed = parse("{a={b=(({c=();d={};},),);};e=();}")
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        let inner = try #require(root["a"]?["b"]?[0]?[0])
        #expect(inner["c"]?.value == .array([]))
        #expect(inner["d"]?.value == .dictionary([]))
        #expect(inner.location == location(1, 9))
        #expect(root["e"]?.value == .array([]))
    }

    @Test(arguments: [
        ("()", PlistValue.array([])),
        ("( )", .array([])),
        ("{}", .dictionary([])),
        ("<>", .data([])),
        ("< 00 ff\t>", .data([0, 255])),
        ("hello", .string("hello")),
        ("\"hello world\"", .string("hello world")),
        ("  \n// just a comment\n/* and another */ ", .dictionary([])),
    ])
    func topLevelValuesOfEveryKind(text: String, expected: PlistValue) {
        let parsed = parse(text)
        #expect(parsed.diagnostics == [])
        #expect(parsed.value?.value == expected)
    }

    @Test func topLevelDictionaryWithoutBracesIsReadAsStringsFilesAre() throws {
        let parsed = parse("/* Localizable */\n\"greeting\" = \"Hello\";\nfarewell = Bye;\nshortcut;\n")
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(root.location == location(2, 1))
        #expect(root.dictionaryMembers?.map(\.key) == ["greeting", "farewell", "shortcut"])
        #expect(root["greeting"] == PlistNode(.string("Hello"), at: location(2, 14)))
        #expect(root["shortcut"] == PlistNode(.string("shortcut"), at: location(4, 1)))
    }

    @Test func keyWithoutValueStandsForItself() {
        let parsed = parse("{ a; b = c; }")
        #expect(parsed.diagnostics == [])
        #expect(parsed.value?.dictionaryMembers?.map(\.key) == ["a", "b"])
        #expect(parsed.value?["a"]?.stringValue == "a")
    }

    @Test func carriageReturnsEndLinesLikeLineFeeds() throws {
        let parsed = parse("{\r\n\ta = \"x\r\ny\";\r\n\tb = c;\r\td = <00\r\n01>;\r\n\te = f;\r\n}\r\n")
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(
            root.dictionaryMembers?.map(\.keyLocation) == [
                location(2, 2), location(4, 2), location(5, 2), location(7, 2),
            ])
        #expect(root["a"]?.stringValue == "x\r\ny")
        #expect(root["d"]?.value == .data([0, 1]))
    }

    @Test func columnsCountCharactersNotBytes() {
        let parsed = parse("{ \"é☕️\" = x; }")
        #expect(parsed.diagnostics == [])
        #expect(parsed.value?.dictionaryMembers?.first?.value.location == location(1, 11))
    }

    @Test func byteOrderMarkIsAWarningAndNotAColumn() {
        let parsed = OldStylePlistParser.parse([0xEF, 0xBB, 0xBF] + Array("{ a = b; }".utf8), file: "project.pbxproj")
        #expect(parsed.diagnostics == [PlistDiagnostics.byteOrderMark(in: "project.pbxproj")])
        #expect(parsed.value?["a"]?.location == location(1, 7))
    }
}
