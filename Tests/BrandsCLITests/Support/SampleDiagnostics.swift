import Support
import XCConfig

/// Diagnostics shared by the renderer tests, deliberately out of order and with absolute paths.
enum SampleDiagnostics {
    static let root = "/repo"

    static let all: [Diagnostic] = [
        Diagnostic(
            .warning, rule: "unused_setting", "setting 'FOO' is never read",
            at: SourceLocation(file: "/repo/Clones/zeta/Brand.xcconfig", line: 2, column: 1)),
        Diagnostic(
            .error, rule: "missing_key", "missing required key 'PRODUCT_NAME'; add it to the clone's xcconfig",
            at: SourceLocation(file: "/repo/Clones/acme/Brand.xcconfig", line: 3, column: 5),
            notes: [
                Diagnostic.Note(
                    "the schema requires it here",
                    at: SourceLocation(file: "/repo/schema.json", line: 10, column: 7)),
                Diagnostic.Note("keys are case-sensitive"),
            ]),
        Diagnostic(
            .note, rule: "info_rule", "clone 'acme' inherits 12 settings",
            at: SourceLocation(file: "/repo/Clones/acme/Brand.xcconfig", line: 1, column: 1)),
    ]
}
