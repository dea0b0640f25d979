import Support
import XCConfig

/// Where a file reference, group or base configuration points, with its source tree resolved.
///
/// Follows swift-build's `FilePathResolver`: `<absolute>` and absolute paths stand for themselves, `<group>` is joined
/// to the parent group's path (the main group's parent is the project folder), `SOURCE_ROOT`, `SRCROOT` and
/// `PROJECT_DIR` are the project folder, and any other build setting (`BUILT_PRODUCTS_DIR`, `SDKROOT`,
/// `DEVELOPER_DIR`, …) is kept as relative to that setting: such a reference is no file of the repository.
public enum ReferencePath: Hashable, Sendable, CustomStringConvertible {
    /// An absolute, normalised path in the file system.
    case absolute(String)
    /// A path relative to the value of a build setting, such as `BUILT_PRODUCTS_DIR` and `Newsroom.app`.
    case relativeToSetting(setting: String, path: String)

    /// The absolute path, or `nil` when the path is relative to a build setting.
    public var absolutePath: String? {
        if case .absolute(let path) = self { return path }
        return nil
    }

    /// `self` with `component` appended.
    public func appending(_ component: String) -> ReferencePath {
        guard !component.isEmpty else { return self }
        switch self {
        case .absolute(let path): return .absolute(Self.join(path, component))
        case .relativeToSetting(let setting, let path):
            return .relativeToSetting(setting: setting, path: Self.join(path, component))
        }
    }

    /// `base` (normalised) and `component` joined and normalised; a plain relative component (no `.` or `..`
    /// segment, no repeated or trailing `/`) is appended without normalising again, as almost every one is.
    private static func join(_ base: String, _ component: String) -> String {
        let bytes = component.utf8
        var plain = bytes.first != UInt8(ascii: "/") && bytes.last != UInt8(ascii: "/") && base != "."
        if plain {
            var previous = UInt8(ascii: "/")
            var segmentStart = true
            for byte in bytes {
                if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") {
                    plain = false
                    break
                }
                if segmentStart && byte == UInt8(ascii: ".") {
                    plain = false
                    break
                }
                segmentStart = byte == UInt8(ascii: "/")
                previous = byte
            }
        }
        if plain { return base.hasSuffix("/") ? base + component : base + "/" + component }
        return Path.normalize(Path.join(base, component))
    }

    /// The absolute path, or `$(SETTING)/path`.
    public var description: String {
        switch self {
        case .absolute(let path): path
        case .relativeToSetting(let setting, let path): path == "." ? "$(\(setting))" : "$(\(setting))/\(path)"
        }
    }

    /// Resolves `path` (as written in the project, possibly starting with `$(SETTING)`) against `sourceTree`.
    ///
    /// - Parameters:
    ///   - parent: the parent group's resolved path, for `<group>`; `nil` for the project folder.
    ///   - projectDirectory: the project folder (`PROJECT_DIR`), absolute and normalised.
    public static func resolve(
        path: String, sourceTree: String?, parent: ReferencePath?, projectDirectory: String
    ) -> ReferencePath {
        let projectFolder = ReferencePath.absolute(projectDirectory)
        if let (setting, rest) = leadingSetting(of: path) {
            return base(forSetting: setting, projectFolder: projectFolder).appending(rest)
        }
        if Path.isAbsolute(path) { return .absolute(Path.normalize(path)) }
        let base: ReferencePath
        switch sourceTree ?? "<group>" {
        case "<absolute>", "": base = projectFolder
        case "<group>": base = parent ?? projectFolder
        case let setting: base = Self.base(forSetting: setting, projectFolder: projectFolder)
        }
        return base.appending(path)
    }

    /// The folder a build setting names: the project folder for the settings that are it, else the setting itself.
    private static func base(forSetting setting: String, projectFolder: ReferencePath) -> ReferencePath {
        switch setting {
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR", "": projectFolder
        default: .relativeToSetting(setting: setting, path: ".")
        }
    }

    /// `$(NAME)/rest` or `${NAME}/rest` → (`NAME`, `rest`).
    private static func leadingSetting(of path: String) -> (String, String)? {
        guard path.hasPrefix("$(") || path.hasPrefix("${") else { return nil }
        let closer: Character = path.hasPrefix("$(") ? ")" : "}"
        guard let end = path.firstIndex(of: closer) else { return nil }
        let name = String(path[path.index(path.startIndex, offsetBy: 2)..<end])
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return nil
        }
        var rest = path[path.index(after: end)...]
        while rest.first == "/" { rest = rest.dropFirst() }
        return (name, String(rest))
    }
}
