import BrandKit
import Support
import XCConfig

/// Preparation every renderer shares: paths relative to the workspace root, presentation order, counts.
public enum DiagnosticPresentation {
    /// `diagnostics` with their files (and their notes' files) relative to `workspaceRoot` when inside it, sorted with
    /// ``Diagnostic/presentationOrder(_:_:)``.
    ///
    /// An empty root leaves paths as they are.
    public static func prepare(_ diagnostics: [Diagnostic], relativeTo workspaceRoot: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location = relative(diagnostic.location, to: workspaceRoot)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.location = note.location.map { relative($0, to: workspaceRoot) }
                return note
            }
            return diagnostic
        }
        .sorted(by: Diagnostic.presentationOrder)
    }

    private static func relative(_ location: SourceLocation, to root: String) -> SourceLocation {
        guard !root.isEmpty, Path.isAbsolute(location.file) else { return location }
        var location = location
        location.file = Path.relative(location.file, to: root)
        return location
    }

    /// `3 errors, 1 warning` (notes only when there are some), followed by ` in <scope>` when given.
    public static func summary(of diagnostics: [Diagnostic], scope: String? = nil) -> String {
        let counts = Dictionary(grouping: diagnostics, by: \.severity).mapValues(\.count)
        var parts = [
            Plural.count(counts[.error, default: 0], "error"), Plural.count(counts[.warning, default: 0], "warning"),
        ]
        if let notes = counts[.note], notes > 0 { parts.append(Plural.count(notes, "note")) }
        return parts.joined(separator: ", ") + (scope.map { " in " + $0 } ?? "")
    }
}
