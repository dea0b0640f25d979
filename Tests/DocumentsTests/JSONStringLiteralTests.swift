import Documents
import Testing

/// The one JSON string quoting every writer of the package uses.
@Suite struct JSONStringLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and \\", #""quote \" and \\""#),
        ("line\nfeed\rtab\t", #""line\nfeed\rtab\t""#),
        ("\u{08}\u{0C}\u{01}\u{1F}", #""\b\f\u0001\u001f""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("héllo 🎉 / stays", #""héllo 🎉 / stays""#),
    ])
    func quotesAsJSONWants(text: String, expected: String) {
        #expect(JSONStringLiteral.quoted(text) == expected)
    }

    @Test(arguments: ["", "a\"b", "\\", "\u{00}\u{7F}\n", "\u{2028}x", "emoji 🎉 and é"])
    func readsBackAsTheSameText(text: String) {
        let parsed = JSONParser.parse(JSONStringLiteral.quoted(text), file: "t.json")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.value == .string(text))
    }
}
