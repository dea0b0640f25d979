import Documents
import Support
import Testing

/// Duplicate keys are found the same way in small objects (scanned) and large ones (hashed past 16 keys).
@Suite struct DuplicateKeyTests {
    /// Keys `k1`…`kN`, one per line from line 2, then the repeated ones.
    static func keys(_ count: Int, repeating repeated: [Int]) -> [String] {
        (1...count).map { "k\($0)" } + repeated.map { "k\($0)" }
    }

    static func location(_ line: Int, _ column: Int, in file: String) -> Support.SourceLocation {
        Support.SourceLocation(file: file, line: line, column: column)
    }

    @Test(arguments: [3, 16, 17, 40])
    func jsonObjects(count: Int) {
        let keys = Self.keys(count, repeating: [2, count])
        let text = "{\n" + keys.map { "\"\($0)\": 1" }.joined(separator: ",\n") + "\n}"
        let parsed = JSONParser.parse(text, file: "a.json")
        #expect(
            parsed.diagnostics == [
                JSONDiagnostics.duplicateKey(
                    "k2", at: Self.location(count + 2, 1, in: "a.json"), first: Self.location(3, 1, in: "a.json")),
                JSONDiagnostics.duplicateKey(
                    "k\(count)", at: Self.location(count + 3, 1, in: "a.json"),
                    first: Self.location(count + 1, 1, in: "a.json")),
            ])
        #expect(parsed.value?.objectMembers?.count == count + 2)
    }

    @Test(arguments: [3, 16, 17, 40])
    func plistDictionaries(count: Int) {
        let keys = Self.keys(count, repeating: [2, count])
        let text = "<plist><dict>\n" + keys.map { "<key>\($0)</key><true/>\n" }.joined() + "</dict></plist>"
        let parsed = PlistParser.parse(text, file: "a.plist")
        #expect(
            parsed.diagnostics == [
                PlistDiagnostics.duplicateKey(
                    "k2", at: Self.location(count + 2, 1, in: "a.plist"), first: Self.location(3, 1, in: "a.plist")),
                PlistDiagnostics.duplicateKey(
                    "k\(count)", at: Self.location(count + 3, 1, in: "a.plist"),
                    first: Self.location(count + 1, 1, in: "a.plist")),
            ])
    }

    /// A key given three times, twice while the keys are scanned and once after they are hashed: each repeat
    /// points at the first, and the members keep every repeat.
    @Test func aRepeatAfterTheScanPointsAtTheFirst() {
        let keys = ["k1", "k2", "k3", "k2"] + (4...20).map { "k\($0)" } + ["k2", "k20"]
        let text = "{\n" + keys.map { "\"\($0)\": 1" }.joined(separator: ",\n") + "\n}"
        let parsed = JSONParser.parse(text, file: "a.json")
        #expect(
            parsed.diagnostics == [
                JSONDiagnostics.duplicateKey(
                    "k2", at: Self.location(5, 1, in: "a.json"), first: Self.location(3, 1, in: "a.json")),
                JSONDiagnostics.duplicateKey(
                    "k2", at: Self.location(23, 1, in: "a.json"), first: Self.location(3, 1, in: "a.json")),
                JSONDiagnostics.duplicateKey(
                    "k20", at: Self.location(24, 1, in: "a.json"), first: Self.location(22, 1, in: "a.json")),
            ])
        #expect(parsed.value?.objectMembers?.map(\.key) == keys)
    }

    @Test func whiteSpaceBeforeStrayTextKeepsTheTextsStart() {
        for (text, column) in [
            ("<plist>\n  x</plist>", 8), ("<plist>\n  <!-- c --> x</plist>", 8), ("<plist> <a/>", 9),
        ] {
            let parsed = PlistParser.parse(text, file: "a.plist")
            #expect(parsed.diagnostics.first?.location.column == column, "\(text)")
        }
    }
}
