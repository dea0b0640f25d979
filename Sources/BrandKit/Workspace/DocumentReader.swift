import Documents
import XCConfig

/// Reads documents through a file system, parsing each with the right reader and collecting every problem.
///
/// Each file is parsed once however often it is asked for.
struct DocumentReader {
    let fileSystem: any FileSystem
    var diagnostics: [Diagnostic] = []
    private var xcconfigs: [String: LoadedXCConfig] = [:]
    private var recorded: Set<Diagnostic> = []
    private var xcconfigFiles = XCConfigFileCache()

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
        let loaded = loader.load(path: path, cache: &xcconfigFiles)
        xcconfigs[path] = loaded
        recordOnce(loaded.diagnostics)
        return loaded
    }

    /// Appends the diagnostics not recorded through this method before.
    ///
    /// Every chain that includes `Base.xcconfig` repeats its findings, and every configuration's evaluation
    /// repeats those of shared assignments; a set keeps this linear where scanning the list made it quadratic.
    mutating func recordOnce(_ new: [Diagnostic]) {
        for diagnostic in new where recorded.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }
}
