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

    /// The rules of a file that could not be read or parsed.
    private static let unreadableRules: Set<String> = [
        XMLTree.syntaxRule, XMLTree.encodingRule, SchemeDiagnostics.fileRule, XcodeProjectDiagnostics.syntaxRule,
    ]
}
