import Foundation
import Testing

/// Compares output with a golden file under `Tests/BrandsCLITests/Fixtures/golden/`.
///
/// Run with `BRANDS_RECORD_GOLDEN=1` to write the files anew; a recording run fails on purpose, so a
/// re-recorded file is never committed without someone reading the diff and running the tests again.
enum GoldenFile {
    /// The folder holding the golden files.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/golden")

    /// Expects `actual` to equal the golden file `name` (a relative path such as `show/NWD.txt`).
    static func expectMatches(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["BRANDS_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record(
                "recorded \(name); unset BRANDS_RECORD_GOLDEN and run the tests again", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "no golden file \(name); run with BRANDS_RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
    }
}
