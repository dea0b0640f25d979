import Documents
import Foundation
import Testing

/// Throughput checks run by `Scripts/bench-readers.sh` (release build, `BRANDS_BENCH=1`); skipped in the normal suite,
/// which is not timed.
///
/// They print timings and assert only that the input parsed.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["BRANDS_BENCH"] != nil))
struct ReaderBenchmarks {
    @Test func fiftyMegabytesOfJSON() {
        var text = "[\n"
        var index = 0
        while text.utf8.count < 50_000_000 {
            text +=
                "  {\"id\": \(index), \"name\": \"brand \\u00e9 \(index)\", \"tags\": [true, null, 1.5e3], \"ok\": false},\n"
            index += 1
        }
        text += "  null\n]"
        let bytes = Array(text.utf8)
        let start = Date()
        let parsed = JSONParser.parse(bytes, file: "big.json")
        let seconds = Date().timeIntervalSince(start)
        print("JSONParser: \(bytes.count) bytes in \(String(format: "%.2f", seconds)) s")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.arrayElements?.count == index + 1)
    }

    @Test func tenMegabytesOfXMLPlist() {
        var text = "<plist><array>\n"
        var index = 0
        while text.utf8.count < 10_000_000 {
            text +=
                "<dict><key>id</key><integer>\(index)</integer><key>name</key><string>brand &amp; \(index)</string></dict>\n"
            index += 1
        }
        text += "</array></plist>"
        let bytes = Array(text.utf8)
        let start = Date()
        let parsed = PlistParser.parse(bytes, file: "big.plist")
        let seconds = Date().timeIntervalSince(start)
        print("PlistParser (XML): \(bytes.count) bytes in \(String(format: "%.2f", seconds)) s")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.value?.arrayElements?.count == index)
    }
}
