import Support
import XCConfig

/// Renders diagnostics as JSON objects, and the versioned document commands wrap them in.
public enum JSONDiagnosticRenderer {
    /// The version of the JSON document's shape; bump it when a field changes meaning or disappears.
    public static let schemaVersion = 1

    /// `{"column", "file", "line", "message", "rule", "severity"}` for one diagnostic, paths as they are (use
    /// ``DiagnosticPresentation/prepare(_:relativeTo:)`` first).
    ///
    /// The issues fix this shape exactly because scripts depend on it, so notes are left out here; the text
    /// and SARIF renderers carry them.
    public static func object(for diagnostic: Diagnostic) -> JSONOutput {
        .object([
            "file": .string(diagnostic.location.file),
            "line": .integer(diagnostic.location.line),
            "column": .integer(diagnostic.location.column),
            "severity": .string(diagnostic.severity.rawValue),
            "rule": .string(diagnostic.rule),
            "message": .string(diagnostic.message),
        ])
    }

    /// The diagnostics as an array of objects, sorted, paths relative to `workspaceRoot`.
    public static func array(_ diagnostics: [Diagnostic], relativeTo workspaceRoot: String) -> JSONOutput {
        .array(DiagnosticPresentation.prepare(diagnostics, relativeTo: workspaceRoot).map(object(for:)))
    }

    /// `{"errors", "notes", "warnings"}` counts.
    public static func summary(_ diagnostics: [Diagnostic]) -> JSONOutput {
        .object([
            "errors": .integer(diagnostics.count { $0.severity == .error }),
            "warnings": .integer(diagnostics.count { $0.severity == .warning }),
            "notes": .integer(diagnostics.count { $0.severity == .note }),
        ])
    }

    /// The document `{"diagnostics": […], "summary": {…}, "version": 1}` plus any `extra` members a
    /// command adds, pretty-printed and ending with a newline.
    public static func render(
        _ diagnostics: [Diagnostic], relativeTo workspaceRoot: String, extra: [String: JSONOutput] = [:]
    ) -> String {
        var members = extra
        members["version"] = .integer(schemaVersion)
        members["diagnostics"] = array(diagnostics, relativeTo: workspaceRoot)
        members["summary"] = summary(diagnostics)
        return JSONOutput.object(members).rendered() + "\n"
    }
}
