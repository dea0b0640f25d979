import BrandsCLI
import Support
import Testing
import XCConfig

@Suite struct JSONDiagnosticRendererTests {
    /// The diagnostic objects have exactly the keys the issues fix (notes are left out), in sorted order.
    @Test func rendersVersionedDocument() {
        let diagnostics = Array(SampleDiagnostics.all.prefix(2))
        let expected = """
            {
              "diagnostics": [
                {
                  "column": 5,
                  "file": "Clones/acme/Brand.xcconfig",
                  "line": 3,
                  "message": "missing required key 'PRODUCT_NAME'; add it to the clone's xcconfig",
                  "rule": "missing_key",
                  "severity": "error"
                },
                {
                  "column": 1,
                  "file": "Clones/zeta/Brand.xcconfig",
                  "line": 2,
                  "message": "setting 'FOO' is never read",
                  "rule": "unused_setting",
                  "severity": "warning"
                }
              ],
              "summary": {
                "errors": 1,
                "notes": 0,
                "warnings": 1
              },
              "version": 1
            }

            """
        #expect(JSONDiagnosticRenderer.render(diagnostics, relativeTo: SampleDiagnostics.root) == expected)
    }

    @Test func commandsAddMembers() {
        let output = JSONDiagnosticRenderer.render([], relativeTo: "/", extra: ["clones": .array([.string("acme")])])
        #expect(output.hasPrefix("{\n  \"clones\": [\n    \"acme\"\n  ],\n  \"diagnostics\": [],\n"))
    }

    @Test func outputIsIndependentOfInputOrder() {
        let forward = JSONDiagnosticRenderer.render(SampleDiagnostics.all, relativeTo: SampleDiagnostics.root)
        let backward = JSONDiagnosticRenderer.render(
            SampleDiagnostics.all.reversed(), relativeTo: SampleDiagnostics.root)
        #expect(forward == backward)
    }
}
