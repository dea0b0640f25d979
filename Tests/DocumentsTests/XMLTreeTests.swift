import Documents
import Support
import Testing

/// XML documents as element trees: attributes, nesting, text and located errors.
@Suite struct XMLTreeTests {
    @Test func readsElementsAttributesAndText() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <Scheme version = "1.7">
               <BuildAction parallelizeBuildables="YES">
                  <Name a='x &amp; &quot;y&quot;'>Klar &lt;1&gt;</Name>
                  <Empty/>
               </BuildAction>
            </Scheme>
            """
        let parsed = XMLTree.parse(text, file: "s.xcscheme")
        #expect(parsed.diagnostics == [])
        let root = try #require(parsed.value)
        #expect(root.name == "Scheme")
        #expect(root[attribute: "version"] == "1.7")
        #expect(root.location == SourceLocation(file: "s.xcscheme", line: 3, column: 1))
        let build = try #require(root.firstChild(named: "BuildAction"))
        #expect(build.children.map(\.name) == ["Name", "Empty"])
        let name = try #require(build.firstChild(named: "Name"))
        #expect(name[attribute: "a"] == "x & \"y\"")
        #expect(name.attribute("a")?.location == SourceLocation(file: "s.xcscheme", line: 5, column: 13))
        #expect(name.attribute("a")?.valueLocation == SourceLocation(file: "s.xcscheme", line: 5, column: 16))
        #expect(name.text == "Klar <1>")
        #expect(build.children(named: "Empty").count == 1)
        #expect(root.attribute("missing") == nil)
    }

    @Test(arguments: [
        ("<A><B></A>", 1, 7, "expected </B> but found </A>"),
        ("<A>", 1, 4, "unexpected end of file; expected </A>"),
        ("<A></A><B/>", 1, 8, "unexpected <B> after the root element; a document holds exactly one root element"),
        ("", 1, 1, "unexpected end of file; expected an element"),
        ("text", 1, 1, "unexpected text 'text' outside the root element"),
        ("<A b=\"&bogus;\"/>", 1, 7, "unknown entity '&bogus;'; write '&amp;' for a literal '&'"),
        ("</A>", 1, 1, "unexpected </A> without a matching start tag"),
        ("<A/></A>", 1, 5, "unexpected </A> after the root element; a document holds exactly one root element"),
        ("<A b=c/>", 1, 6, "malformed tag: expected an attribute, '>' or '/>' in <A>"),
    ])
    func reportsMalformedDocuments(text: String, line: Int, column: Int, message: String) {
        let parsed = XMLTree.parse(text, file: "f.xml")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics.map(\.message) == [message])
        #expect(parsed.diagnostics.map(\.rule) == [XMLTree.syntaxRule])
        #expect(parsed.diagnostics.first?.location == SourceLocation(file: "f.xml", line: line, column: column))
    }

    @Test func reportsInvalidUTF8InAnAttribute() {
        let parsed = XMLTree.parse(Array("<A b=\"".utf8) + [0xFF] + Array("\"/>".utf8), file: "f.xml")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics.map(\.rule) == [XMLTree.encodingRule])
    }

    @Test func deepNestingStopsWithADiagnostic() {
        let depth = XMLTree.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let parsed = XMLTree.parse(text, file: "deep.xml")
        #expect(parsed.value == nil)
        #expect(parsed.diagnostics.map(\.message) == ["elements are nested more than 512 levels deep"])
    }
}
