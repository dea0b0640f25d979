import XCConfig

/// Renders diagnostics as JSON objects, and the versioned document commands wrap them in.
public enum JSONDiagnosticRenderer {
    /// The version of the JSON document's shape; bump it when a field changes meaning or disappears.
    public static let schemaVersion = 1

    /// `{"column", "file", "line", "message", "notes", "rule", "severity"}` for one diagnostic, paths as
    /// they are (use ``DiagnosticPresentation/prepare(_:relativeTo:)`` first). Notes are
    /// `{"message"}` plus `file`, `line` and `column` when they point somewhere.
    public static func object(for diagnostic: Diagnostic) -> JSONOutput {
        .object([
            "file": .string(diagnostic.location.file),
            "line": .integer(diagnostic.location.line),
            "column": .integer(diagnostic.location.column),
            "severity": .string(diagnostic.severity.rawValue),
            "rule": .string(diagnostic.rule),
            "message": .string(diagnostic.message),
            "notes": .array(diagnostic.notes.map(object(for:))),
        ])
    }

    private static func object(for note: Diagnostic.Note) -> JSONOutput {
        var members: [String: JSONOutput] = ["message": .string(note.message)]
        if let location = note.location {
            members["file"] = .string(location.file)
            members["line"] = .integer(location.line)
            members["column"] = .integer(location.column)
        }
        return .object(members)
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
