import Documents
import Support
import XCConfig

/// Reads documents through a file system, parsing each with the right reader and collecting every problem.
///
/// Each file is read and parsed once however often, and by however many clones, it is asked for: results are
/// cached by canonical path, so a catalog, Info.plist or xcconfig file shared by clones (or reached through a
/// symbolic link) is read once and its problems are reported once.
struct DocumentReader: Sendable {
    let fileSystem: any FileSystem
    var diagnostics: [Diagnostic] = []
    private var recorded: Set<Diagnostic> = []
    private var jsonDocuments: [String: JSONNode?] = [:]
    private var plists: [String: PlistNode?] = [:]
    private var preprocessedPlists: [String: PlistNode?] = [:]
    private var catalogs: [String: AssetCatalog?] = [:]
    private var fontNames: [String: String?] = [:]
    private var xcconfigs: [XCConfigKey: LoadedXCConfig] = [:]
    private var xcconfigFiles = XCConfigFileCache()

    /// An xcconfig chain depends on its top file and on the folder includes fall back to.
    private struct XCConfigKey: Hashable {
        var path: String
        var sourceRoot: String
    }

    /// The workspace root, which messages inside xcconfig diagnostics show paths relative to.
    let root: String?

    init(fileSystem: any FileSystem, root: String? = nil) {
        self.fileSystem = fileSystem
        self.root = root
    }

    /// Takes over the xcconfig files `cache` holds (a clone source read them), so that they are not read again.
    mutating func adopt(_ cache: XCConfigFileCache) {
        xcconfigFiles = cache
    }

    /// The canonical path of `path` (the loader's ``CachingFileSystem`` resolves each path once).
    func canonicalPath(of path: String) -> String { fileSystem.canonicalPath(of: path) }

    /// The bytes of `path`, or `nil` with a `file_unreadable` diagnostic (a file git-crypt keeps encrypted is one).
    mutating func bytes(at path: String) -> [UInt8]? {
        do {
            let bytes = try fileSystem.contents(of: path)
            guard !GitCrypt.isEncrypted(bytes) else {
                diagnostics.append(GitCrypt.unreadableFile(path))
                return nil
            }
            return bytes
        } catch {
            diagnostics.append(WorkspaceMessage.unreadable(path, error))
            return nil
        }
    }

    /// The JSON document at `path`, when it parsed.
    mutating func json(at path: String) -> JSONNode? {
        let key = canonicalPath(of: path)
        if let cached = jsonDocuments[key] { return cached }
        var node: JSONNode?
        if let bytes = bytes(at: path) {
            let parsed = JSONParser.parse(bytes, file: path)
            diagnostics += parsed.diagnostics
            node = parsed.value
        }
        jsonDocuments[key] = node
        return node
    }

    /// The property list at `path`, when it parsed.
    mutating func plist(at path: String) -> PlistNode? {
        let key = canonicalPath(of: path)
        if let cached = plists[key] { return cached }
        var node: PlistNode?
        if let bytes = bytes(at: path) {
            let parsed = PlistParser.parse(bytes, file: path)
            diagnostics += parsed.diagnostics
            node = parsed.value
        }
        plists[key] = node
        return node
    }

    /// The strings file at `path` (old-style property-list text without braces), when it parsed.
    ///
    /// It is read once, with the property lists, whatever the number of configurations asking. UTF-16, which Xcode
    /// has long written strings files in and converts when it copies them, is read as its text.
    mutating func stringsFile(at path: String) -> PlistNode? {
        let key = canonicalPath(of: path)
        if let cached = plists[key] { return cached }
        var node: PlistNode?
        if let bytes = bytes(at: path) {
            let text = Self.utf8(fromStrings: bytes)
            if text.isEmpty || text == [0xEF, 0xBB, 0xBF] {
                // Xcode copies an empty strings file as an empty dictionary (swift-build's CopyStringsFile):
                // mattermost-mobile ships 22 of them.
                node = PlistNode(.dictionary([]), at: .start(of: path))
            } else {
                let parsed = PlistParser.parse(text, file: path)
                recordOnce(parsed.diagnostics)
                node = parsed.value
            }
        }
        plists[key] = node
        return node
    }

    /// `bytes` as UTF-8: converted from UTF-16 when they start with its byte order mark, else as they are.
    private static func utf8(fromStrings bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
        else { return bytes }
        let littleEndian = bytes[0] == 0xFF
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// The Info.plist at `path` after the C preprocessor with the macros `definitions` defines and those of the prefix
    /// header at `prefixHeader` (`INFOPLIST_PREPROCESS = YES`; a header that is not there is left out), when it
    /// parsed; each variant is read once, its problems reported once.
    mutating func preprocessedPlist(at path: String, definitions: String, prefixHeader: String? = nil) -> PlistNode? {
        let header = prefixHeader.flatMap { fileSystem.isFile($0) ? $0 : nil }
        let key = canonicalPath(of: path) + "\u{0}" + definitions + "\u{0}" + (header.map(canonicalPath(of:)) ?? "")
        if let cached = preprocessedPlists[key] { return cached }
        var node: PlistNode?
        if let bytes = bytes(at: path) {
            let preprocessor = InfoPlistPreprocessor(
                definitions: definitions, prefixHeader: header.flatMap { try? fileSystem.contents(of: $0) })
            let parsed = PlistParser.parse(preprocessor.process(bytes), file: path)
            recordOnce(parsed.diagnostics)
            node = parsed.value
        }
        preprocessedPlists[key] = node
        return node
    }

    /// The asset catalog at `path`, when it could be read.
    mutating func catalog(at path: String) -> AssetCatalog? {
        let key = canonicalPath(of: path)
        if let cached = catalogs[key] { return cached }
        let read = AssetCatalogReader(fileSystem: fileSystem).read(at: path)
        diagnostics += read.diagnostics
        catalogs[key] = read.value
        return read.value
    }

    /// The PostScript name of the font file at `path`, when it could be read.
    mutating func fontName(at path: String) -> String? {
        let key = canonicalPath(of: path)
        if let cached = fontNames[key] { return cached }
        var name: String?
        if let bytes = bytes(at: path) {
            let parsed = FontFileReader.postScriptName(bytes, file: path)
            diagnostics += parsed.diagnostics
            name = parsed.value
        }
        fontNames[key] = name
        return name
    }

    /// The xcconfig chain starting at `path`, includes falling back to `sourceRoot`.
    ///
    /// Diagnostics of files shared by several chains (such as `Base.xcconfig`) are reported once.
    mutating func xcconfig(at path: String, sourceRoot: String) -> LoadedXCConfig {
        let key = XCConfigKey(path: canonicalPath(of: path), sourceRoot: sourceRoot)
        if let cached = xcconfigs[key] { return cached }
        var loader = XCConfigLoader(fileSystem: fileSystem, sourceRoot: sourceRoot)
        loader.messageRoot = root
        var loaded = loader.load(path: path, cache: &xcconfigFiles)
        loaded.diagnostics = GitCrypt.replacingXCConfigErrors(in: loaded.diagnostics, fileSystem: fileSystem)
        xcconfigs[key] = loaded
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
