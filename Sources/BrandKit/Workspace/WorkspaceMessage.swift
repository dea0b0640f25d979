import XCConfig

/// The messages of workspace loading.
public enum WorkspaceMessage {
    /// The rule id of files that exist but cannot be read.
    public static let unreadableRule = "file_unreadable"
    /// The rule id of problems with the workspace's layout.
    public static let layoutRule = "workspace_layout"

    static func unreadable(_ path: String, _ error: FileSystemError) -> Diagnostic {
        Diagnostic(
            .error, rule: unreadableRule, "cannot read '\(Path.lastComponent(of: path))': \(error)",
            at: .start(of: path))
    }

    static func missingBrandsFolder(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, rule: layoutRule,
            "no brands folder at '\(path)'; create it with one folder per clone, or set 'brands_folder' in brands.json",
            at: .start(of: path))
    }

    static func linkLoop(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, rule: layoutRule,
            "symbolic link '\(Path.lastComponent(of: path))' points to a folder that contains it, so walking the "
                + "folder never ends; remove the link",
            at: .start(of: path))
    }

    static func brokenLink(_ path: String) -> Diagnostic {
        Diagnostic(
            .error, rule: layoutRule,
            "symbolic link '\(Path.lastComponent(of: path))' points nowhere or loops; remove it or fix its target",
            at: .start(of: path))
    }
}
