import XCConfig

/// Reads documents through a file system, parsing each with the right reader and collecting every problem.
///
/// Each file is parsed once however often it is asked for.
struct DocumentReader {
    let fileSystem: any FileSystem
    var diagnostics: [Diagnostic] = []
    private var xcconfigs: [String: LoadedXCConfig] = [:]

    init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The bytes of `path`, or `nil` with a `file_unreadable` diagnostic.
    mutating func bytes(at path: String) -> [UInt8]? {
        do {
            return try fileSystem.contents(of: path)
        } catch {
            diagnostics.append(WorkspaceMessage.unreadable(path, error))
            return nil
        }
    }

    mutating func json(at path: String) -> JSONNode? {
        guard let bytes = bytes(at: path) else { return nil }
        let parsed = JSONParser.parse(bytes, file: path)
        diagnostics += parsed.diagnostics
        return parsed.value
    }

    mutating func plist(at path: String) -> PlistNode? {
        guard let bytes = bytes(at: path) else { return nil }
        let parsed = PlistParser.parse(bytes, file: path)
        diagnostics += parsed.diagnostics
        return parsed.value
    }

    mutating func fontName(at path: String) -> String? {
        guard let bytes = bytes(at: path) else { return nil }
        let parsed = FontFileReader.postScriptName(bytes, file: path)
        diagnostics += parsed.diagnostics
        return parsed.value
    }

    /// The xcconfig chain starting at `path`.
    ///
    /// Diagnostics of files shared by several chains (such as `Base.xcconfig`) are reported once.
    mutating func xcconfig(at path: String, loader: XCConfigLoader) -> LoadedXCConfig {
        if let cached = xcconfigs[path] { return cached }
        let loaded = loader.load(path: path)
        xcconfigs[path] = loaded
        for diagnostic in loaded.diagnostics where !diagnostics.contains(diagnostic) {
            diagnostics.append(diagnostic)
        }
        return loaded
    }
}

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
