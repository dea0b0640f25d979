import XCConfig

/// What building settings levels for many targets reads once: each xcconfig file parsed once, and each base
/// configuration's chain of includes loaded once for every target and configuration that names it.
///
/// A chain's loading (its includes resolved, each file's problems listed) depends only on the file system, the
/// file's path, the project folder and the developer folder, which one load of a workspace does not change; many
/// targets name the same project-level or shared xcconfig.
public struct BaseConfigurationCache: Sendable {
    /// The parsed files.
    public var files: XCConfigFileCache
    /// Each chain loaded, by its path, project folder and developer folder.
    private var chains: [String: LoadedXCConfig] = [:]

    /// A cache over the parsed files `files`.
    public init(files: XCConfigFileCache = XCConfigFileCache()) {
        self.files = files
    }

    /// The chain of the xcconfig file at `path`, with includes resolved from `sourceRoot`'s project.
    mutating func load(
        _ path: String, sourceRoot: String, fileSystem: any FileSystem, environment: SettingsEnvironment
    ) -> LoadedXCConfig {
        let key = path + "\u{0}" + sourceRoot + "\u{0}" + (environment.developerDirectory.map { "=" + $0 } ?? "")
        if let known = chains[key] { return known }
        let loader = XCConfigLoader(
            fileSystem: fileSystem, sourceRoot: sourceRoot, developerDirectory: environment.developerDirectory)
        let loaded = loader.load(path: path, cache: &files)
        chains[key] = loaded
        return loaded
    }
}
