import Testing

/// The checker the sheet tests rely on finds what would make a page ill-formed or unsafe.
@Suite struct HTMLCheckerTests {
    static let good = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><style>a > b { color: red; }</style></head>
        <body><p class="x y" id="a">R&amp;D &lt;3 &#39;q&#39;<br></p><img src="data:," alt=""></body></html>
        """

    @Test func aWellFormedPagePasses() throws {
        let checker = HTMLChecker(Self.good)
        #expect(checker.errors == [])
        let paragraph = try #require(checker.all { $0.name == "p" }.first)
        #expect(paragraph.text == "R&D <3 'q'")
        #expect(paragraph.hasClass("y") && !paragraph.hasClass("z"))
    }

    @Test(arguments: [
        "<html></html>",  // no doctype
        "<!doctype html><p><b>x</p></b>",  // crossed
        "<!doctype html><p>x",  // unclosed
        "<!doctype html><p>R&D</p>",  // bare ampersand
        "<!doctype html><p>a > b</p>",  // bare '>'
        "<!doctype html><p title=x>y</p>",  // unquoted
        "<!doctype html><p title=\"<b>\">y</p>",  // markup in an attribute
        "<!doctype html><p id=\"a\"></p><p id=\"a\"></p>",  // duplicate id
        "<!doctype html><script>x</script>",  // script
        "<!doctype html><br/>",  // self-closing syntax
        "<!doctype html><P></P>",  // uppercase
        "<!doctype html><p>&bogus;</p>",  // unknown reference
        "<!doctype html></p>",  // stray end tag
    ])
    func aFaultIsFound(html: String) {
        #expect(!HTMLChecker(html).errors.isEmpty, "\(html)")
    }
}
