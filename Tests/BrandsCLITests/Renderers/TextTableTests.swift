import BrandsCLI
import Testing

@Suite struct TextTableTests {
    @Test func columnsLineUpWithoutTrailingSpaces() {
        let table = TextTable(header: ["A", "LONGER"], rows: [["xyz", "1"], ["q"]])
        #expect(table.rendered() == "A    LONGER\nxyz  1\nq\n")
    }

    @Test func longCellsAreCutWithAMarkerAndLineBreaksShown() {
        let table = TextTable(header: ["K", "V"], rows: [["a", "0123456789"], ["b", "x\ny"]], maximumCellWidth: 5)
        #expect(table.rendered() == "K  V\na  0123…\nb  x⏎y\n")
    }

    @Test func untruncatedColumnsKeepTheirEnd() {
        let table = TextTable(
            header: ["K", "SOURCE"], rows: [["a", "Brands/A/config.json:12"]], maximumCellWidth: 5,
            untruncatedColumns: [1])
        #expect(table.rendered().contains("Brands/A/config.json:12"))
    }

    @Test func wideCharactersTakeTwoColumns() {
        let table = TextTable(header: ["名前", "X"], rows: [["ab", "1"]])
        #expect(table.rendered() == "名前  X\nab    1\n")
        #expect("日本".displayWidth == 4)
        let cut = TextTable(header: ["V"], rows: [["日本語テキスト"]], maximumCellWidth: 6).rendered()
        #expect(cut == "V\n日本…\n")
    }

    @Test func aTableWiderThanTheTerminalWrapsIntoBlocksRepeatingTheFirstColumn() {
        let header = ["FLAG"] + (1...6).map { "CLONE\($0)" }
        let rows = [["paywall"] + (1...6).map { _ in "true" }]
        let rendered = TextTable(header: header, rows: rows, width: 31).rendered()
        #expect(
            rendered == """
                FLAG     CLONE1  CLONE2  CLONE3
                paywall  true    true    true

                FLAG     CLONE4  CLONE5  CLONE6
                paywall  true    true    true

                """)
        for line in rendered.split(separator: "\n") { #expect(line.count <= 31) }
        #expect(TextTable(header: header, rows: rows, width: 200).rendered().split(separator: "\n").count == 2)
    }

    @Test func aColumnTooWideForTheTerminalGetsABlockOfItsOwn() {
        let rendered = TextTable(
            header: ["K", "A", "B"], rows: [["k", String(repeating: "x", count: 20), "y"]], width: 10
        )
        .rendered()
        #expect(rendered == "K  A\nk  xxxxxxxxxxxxxxxxxxxx\n\nK  B\nk  y\n")
    }

    @Test func anEmptyTableIsEmpty() {
        #expect(TextTable(header: [], rows: []).rendered() == "")
    }
}

@Suite struct CSVTableTests {
    @Test(arguments: [
        ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
        (" padded", "\" padded\""), ("", ""),
    ])
    func fieldsAreQuotedAsRFC4180Says(text: String, field: String) {
        #expect(CSVTable.field(text) == field)
    }

    @Test func recordsEndWithCRLF() {
        #expect(CSVTable.rendered(header: ["a", "b"], rows: [["1", "x,y"]]) == "a,b\r\n1,\"x,y\"\r\n")
    }
}

@Suite struct MarkdownTableTests {
    @Test func cellsCannotBreakTheTable() {
        #expect(MarkdownTable.escaped("a|b_c\nd") == "a\\|b\\_c<br>d")
        #expect(MarkdownTable.code("x|y") == "`x\\|y`")
        #expect(MarkdownTable.code("a`b") == "``a`b``")
        // A run of two backticks would close a two-backtick fence early: the fence must be longer than any run.
        #expect(MarkdownTable.code("a``b`c") == "```a``b`c```")
        #expect(MarkdownTable.code("``x") == "``` ``x ```")
        #expect(MarkdownTable.rendered(header: ["A", "B"], rows: [["1"]]) == "| A | B |\n| --- | --- |\n| 1 |  |\n")
    }
}
