import Documents
import Support
import XcodeProject

extension Workspace {
    /// The errors of the files that define clones and could not be read: a shared scheme, a `project.pbxproj` or a
    /// workspace's `contents.xcworkspacedata` that does not parse (a bad edit, a merge's conflict markers).
    ///
    /// A clone such a file defines is not in the workspace, so no answer about which clones there are is whole.
    public var unreadableDefinitions: [Diagnostic] {
        diagnostics.filter { diagnostic in
            guard diagnostic.severity == .error, Self.unreadableRules.contains(diagnostic.rule) else { return false }
            let file = Path.lastComponent(of: diagnostic.location.file)
            return file.hasSuffix(".xcscheme") || file == "project.pbxproj" || file == "contents.xcworkspacedata"
        }
    }

    /// The errors of the shared schemes whose names give the clone id `name` (as commands match ids: the scheme
    /// `Play RTS` for `play-rts`): a clone called `name` that the workspace lacks may be missing because its scheme
    /// cannot be read.
    public func unreadableSchemes(named name: String) -> [Diagnostic] {
        diagnostics.filter { diagnostic in
            let file = Path.lastComponent(of: diagnostic.location.file)
            guard diagnostic.severity == .error, file.hasSuffix(".xcscheme"),
                let id = CloneIdentifier.derive(from: String(file.dropLast(".xcscheme".count)))
            else { return false }
            return CloneSelection.match(name, in: [id]) != nil
        }
    }

    /// The rules of a file that could not be read or parsed.
    private static let unreadableRules: Set<String> = [
        XMLTree.syntaxRule, XMLTree.encodingRule, SchemeDiagnostics.fileRule, XcodeProjectDiagnostics.syntaxRule,
    ]
}
