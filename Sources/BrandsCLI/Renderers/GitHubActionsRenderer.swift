import Support
import XCConfig

/// Renders diagnostics as GitHub Actions workflow commands, which annotate the pull request:
/// `::error file=…,line=…,col=…,title=…::message` (`warning`, and `notice` for notes).
public enum GitHubActionsRenderer {
    /// One command per diagnostic (sorted, paths relative to `workspaceRoot`, which should be the
    /// repository root); attached notes continue the message on further lines.
    public static func render(_ diagnostics: [Diagnostic], relativeTo workspaceRoot: String) -> String {
        var output = ""
        for diagnostic in DiagnosticPresentation.prepare(diagnostics, relativeTo: workspaceRoot) {
            let properties = [
                "file=" + escapeProperty(diagnostic.location.file),
                "line=\(diagnostic.location.line)",
                "col=\(diagnostic.location.column)",
                "title=" + escapeProperty(diagnostic.rule),
            ]
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
            }
            output +=
                "::\(command(for: diagnostic.severity)) \(properties.joined(separator: ","))::"
                + escapeData(message) + "\n"
        }
        return output
    }

    /// The workflow command for a severity.
    public static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// A message escaped as GitHub's runner expects: `%`, carriage return and line feed.
    public static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// A property value escaped: as ``escapeData(_:)`` plus `:` and `,`, which separate properties.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces by Unicode scalars, so `\r\n` is two replacements rather than one grapheme that matches
    /// neither (Foundation-free for the same reason).
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
