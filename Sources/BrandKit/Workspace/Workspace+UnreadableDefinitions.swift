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

    /// The errors of the shared schemes named like `name` (letters and digits alike, case aside: the scheme `Play RTS`
    /// for `play-rts`): a clone called `name` that the workspace lacks may be missing because its scheme cannot be
    /// read.
    public func unreadableSchemes(named name: String) -> [Diagnostic] {
        let key = Self.folded(name)
        return diagnostics.filter { diagnostic in
            let file = Path.lastComponent(of: diagnostic.location.file)
            guard diagnostic.severity == .error, file.hasSuffix(".xcscheme") else { return false }
            return Self.folded(String(file.dropLast(".xcscheme".count))) == key
        }
    }

    /// `name`'s letters and digits, lowercased.
    private static func folded(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The rules of a file that could not be read or parsed.
    private static let unreadableRules: Set<String> = [
        XMLTree.syntaxRule, XMLTree.encodingRule, SchemeDiagnostics.fileRule, XcodeProjectDiagnostics.syntaxRule,
    ]
}
