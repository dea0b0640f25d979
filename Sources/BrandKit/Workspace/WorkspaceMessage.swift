import Support
import XCConfig

/// The messages of workspace loading.
public enum WorkspaceMessage {
    /// The rule id of files that exist but cannot be read.
    public static let unreadableRule = "file_unreadable"
    /// The rule id of problems with the workspace's layout.
    public static let layoutRule = "workspace_layout"
    /// The rule id of a workspace in which no clone is found.
    public static let noClonesRule = "no_clones"
    /// The rule id of a folder of the brands folder that is no clone.
    public static let folderWithoutConfigRule = "folder_without_config"
    /// The rule id of an xcconfig file no clone uses.
    public static let unusedXCConfigRule = "unused_xcconfig"

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

    /// No clone was found; `searched` says where the source looked.
    static func noClones(searched: String, at location: SourceLocation, hint: String? = nil) -> Diagnostic {
        // A hint (a project that must be generated first) says what to do instead of the general advice.
        Diagnostic(
            .error, rule: noClonesRule,
            "no clone found: brands looked for \(searched); "
                + (hint
                    ?? "add a clone there, say in brands.json where the clones are ('clones', 'brands_folder'), or "
                    + "run 'brands init' to propose a manifest"),
            at: location)
    }

    /// A folder of the brands folder lacks the config file; `nearMiss` is a file whose name is close to it.
    static func folderWithoutConfig(_ folder: String, shownAs shown: String, configFile: String, nearMiss: String?)
        -> Diagnostic
    {
        var message = "folder '\(shown)' holds no '\(configFile)', so it is no clone"
        if let nearMiss {
            message += "; did you mean to name '\(nearMiss)' '\(configFile)'?"
        } else {
            message += "; add its '\(configFile)', or move the folder out of '\(Path.directory(of: shown))'"
        }
        return Diagnostic(.warning, rule: folderWithoutConfigRule, message, at: .start(of: folder))
    }

    /// An xcconfig file no clone uses; `reason` says what its name stands for, when it stands for something.
    static func unusedXCConfig(_ path: String, reason: String?) -> Diagnostic {
        let message =
            "'\(Path.lastComponent(of: path))' is used by no clone: no clone's configuration names it and no used "
            + "xcconfig includes it; " + (reason ?? "include it where it belongs, or delete it")
        return Diagnostic(.warning, rule: unusedXCConfigRule, message, at: .start(of: path))
    }
}
