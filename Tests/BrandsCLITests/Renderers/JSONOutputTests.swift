import BrandsCLI
import Testing

@Suite struct JSONOutputTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" backslash \\", #""quote \" backslash \\""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{08}\u{0C}", #""\b\f""#),
        ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
        ("slash / stays", #""slash / stays""#),
        ("héllo 🎉", "\"héllo 🎉\""),
        ("e\u{301}", "\"e\u{301}\""),  // combining marks survive as written
    ])
    func escapesStrings(input: String, expected: String) {
        #expect(JSONOutput.quoted(input) == expected)
    }

    @Test func prettyPrintsWithSortedKeysAndTwoSpaces() {
        let value = JSONOutput.object([
            "zeta": .array([.integer(1), .bool(true), .null]),
            "alpha": .object(["b": .string("x"), "a": .double(1.5)]),
            "empty": .array([]),
            "none": .object([:]),
        ])
        let expected = """
            {
              "alpha": {
                "a": 1.5,
                "b": "x"
              },
              "empty": [],
              "none": {},
              "zeta": [
                1,
                true,
                null
              ]
            }
            """
        #expect(value.rendered() == expected)
        #expect(
            value.rendered(pretty: false) == #"{"alpha":{"a":1.5,"b":"x"},"empty":[],"none":{},"zeta":[1,true,null]}"#)
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(
            JSONOutput.array([.double(.nan), .double(.infinity), .integer(-3)]).rendered(pretty: false)
                == "[null,null,-3]")
    }
}
