import Support
import XCConfig

/// What building settings levels for many targets makes once: each xcconfig file parsed once, each base
/// configuration's chain of includes loaded once for every target and configuration that names it, and each
/// project configuration's built-in levels made once for all its targets.
///
/// A chain's loading (its includes resolved, each file's problems listed) depends only on the file system, the
/// file's path, the project folder and the developer folder, which one load of a workspace does not change; many
/// targets name the same project-level or shared xcconfig. A project's built-ins depend on the project, the
/// configuration and the environment; each is compiled once instead of for every target.
public struct SettingsLevelsCache: Sendable {
    /// The parsed files.
    public var files: XCConfigFileCache
    /// The folder paths in messages are relative to, when not the project's folder.
    ///
    /// The repository's root, from which findings' locations are shown: the folders searched for a missing include
    /// are named from there.
    public var messageRoot: String?
    /// The project built-ins and build locations of each project, configuration and environment.
    private var projectBuiltins: [String: (builtins: [SettingAssignment], locations: [SettingAssignment])] = [:]

    /// A cache over the parsed files `files`.
    public init(files: XCConfigFileCache = XCConfigFileCache()) {
        self.files = files
    }

    /// The chain of the xcconfig file at `path`, with includes resolved from `sourceRoot`'s project.
    mutating func load(
        _ path: String, sourceRoot: String, fileSystem: any FileSystem, environment: SettingsEnvironment
    ) -> LoadedXCConfig {
        // `files` keeps each chain loaded, for every later load with the same folders.
        var loader = XCConfigLoader(
            fileSystem: fileSystem, sourceRoot: sourceRoot, developerDirectory: environment.developerDirectory)
        loader.messageRoot = messageRoot
        return loader.load(path: path, cache: &files)
    }

    /// The assignments of `project`'s built-ins in `configuration` and of its build locations in `environment`.
    mutating func projectBuiltins(
        of project: XcodeProjectModel, configuration: String?, environment: SettingsEnvironment
    ) -> (builtins: [SettingAssignment], locations: [SettingAssignment]) {
        let key = [
            project.path, configuration ?? "\u{1}", environment.home ?? "\u{1}", environment.user ?? "\u{1}",
            environment.path ?? "\u{1}", environment.buildFolder ?? "\u{1}",
        ].joined(separator: "\u{0}")
        if let known = projectBuiltins[key] { return known }
        let made = (
            builtins: BuiltinSettings.assignments(
                BuiltinSettings.project(project, configuration: configuration, environment: environment)),
            locations: BuiltinSettings.assignments(BuiltinSettings.buildLocations(project, environment: environment))
        )
        projectBuiltins[key] = made
        return made
    }
}
