import Support
import Testing
import XCConfig

@Suite struct StringReplacingTests {
    @Test(arguments: [
        ("Configs/{clone}-{configuration}.xcconfig", "{clone}", "NWD", "Configs/NWD-{configuration}.xcconfig"),
        ("{clone}{clone}", "{clone}", "a", "aa"),
        ("aaa", "aa", "b", "ba"),
        ("no placeholder", "{clone}", "x", "no placeholder"),
        ("{clone", "{clone}", "x", "{clone"),
        ("", "{clone}", "x", ""),
        ("tail {c}", "{c}", "", "tail "),
        ("ünïcode {c} ß", "{c}", "é", "ünïcode é ß"),
        ("text", "", "x", "text"),
    ])
    func replacesEveryOccurrenceLeftToRight(text: String, target: String, replacement: String, expected: String) {
        #expect(text.replacingEvery(target, with: replacement) == expected)
    }
}
