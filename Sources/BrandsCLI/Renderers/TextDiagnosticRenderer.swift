import Support
import XCConfig

/// Renders diagnostics as clang-style lines: `path:line:col: error: message [rule]`, then its notes, each where it
/// points or, pointing nowhere, where the finding is.
public enum TextDiagnosticRenderer {
    /// Whether and how to end the output with a count line.
    public enum Summary: Sendable, Hashable {
        /// No count line.
        case omitted
        /// `3 errors, 1 warning`, followed by ` in <scope>` when a scope such as `4 clones` is given.
        case counts(scope: String?)
    }

    /// Every diagnostic (sorted, paths relative to `workspaceRoot`) on its own line, each note after it,
    /// and the summary line; `""` when there is nothing to say.
    public static func render(
        _ diagnostics: [Diagnostic], relativeTo workspaceRoot: String, style: TextStyle = TextStyle(isEnabled: false),
        summary: Summary = .omitted
    ) -> String {
        var output = ""
        for diagnostic in DiagnosticPresentation.prepare(diagnostics, relativeTo: workspaceRoot) {
            output +=
                style.bold("\(diagnostic.location):") + " " + label(diagnostic.severity, style: style) + " "
                + style.bold(diagnostic.message) + " [\(diagnostic.rule)]\n"
            // A note that points nowhere of its own is about the finding: it takes the finding's place, so that every
            // line is one a `path:line:col:` reader (an editor, a CI problem matcher) takes.
            for note in diagnostic.notes {
                output +=
                    style.bold("\(note.location ?? diagnostic.location):") + " " + label(.note, style: style) + " "
                    + note.message + "\n"
            }
        }
        if case .counts(let scope) = summary {
            output += DiagnosticPresentation.summary(of: diagnostics, scope: scope) + "\n"
        }
        return output
    }

    private static func label(_ severity: Severity, style: TextStyle) -> String {
        switch severity {
        case .error: style.error("error:")
        case .warning: style.warning("warning:")
        case .note: style.bold("note:")
        }
    }
}
