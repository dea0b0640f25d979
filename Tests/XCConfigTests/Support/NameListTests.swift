import Support
import Testing
import XCConfig

/// Bounded name lists in messages.
@Suite struct NameListTests {
    @Test(arguments: [
        ([String](), 5, ""),
        (["NWD"], 5, "NWD"),
        (["NWD", "SBT"], 5, "NWD, SBT"),
        (["A", "B", "C"], 2, "A, B, C"),
        (["A", "B", "C", "D"], 2, "A, B and 2 more"),
        (["A", "B", "C", "D"], 0, "A and 3 more"),
    ])
    func joinsAtMostTheLimit(names: [String], limit: Int, expected: String) {
        #expect(NameList.joined(names, limit: limit) == expected)
    }

    @Test func aThousandNamesStayOneShortLine() {
        let names = (0..<1_000).map { "CLONE\($0)" }
        let text = NameList.joined(names)
        #expect(text == "CLONE0, CLONE1, CLONE2, CLONE3, CLONE4 and 995 more")
    }

    @Test func keepsTheSeparator() {
        #expect(NameList.joined(["'a'", "'b'"], separator: " or ") == "'a' or 'b'")
    }
}
