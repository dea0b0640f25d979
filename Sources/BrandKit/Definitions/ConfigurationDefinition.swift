import Support
import XCConfig

/// One configuration of a clone: which build configuration it is, and the ordered settings levels that make up
/// its build settings.
public struct ConfigurationDefinition: Sendable, Hashable {
    /// The role: the manifest's configuration name (`Debug`, `Release`), which every clone shares.
    public var role: String
    /// The real build configuration (`Release`, or `KlarRelease` for a configuration group); `[config=…]`
    /// conditions and `CONFIGURATION` see this name.
    public var name: String
    /// The configuration the clone's scheme asks for, when the project lacks it and Xcode builds ``name``, the
    /// project's default, instead (AltMe's `Runner` scheme archives `Release`; the project has `Release-production`).
    public var requestedName: String?
    /// Where the clone's scheme picks this configuration: the action element (`<ArchiveAction
    /// buildConfiguration = …>`) that names it, for a clone from a scheme; what to change to give the clone a
    /// configuration of its own.
    public var schemeActionLocation: SourceLocation?
    /// Whether the clone's scheme archives this configuration: its archive action names the build configuration this
    /// role asks for.
    ///
    /// Only what is archived reaches App Store Connect. `nil` when nothing says, for a clone that is no scheme's or a
    /// scheme without an archive configuration.
    public var isArchived: Bool?
    /// The settings levels, lowest first: builtins, then xcconfig files and project settings.
    public var levels: [SettingsLevelSource]
    /// The folder relative paths in settings (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`) and xcconfig includes
    /// resolve against: the project's folder, or the workspace root for the folder layout.
    public var projectDirectory: String
    /// The target name, bound to `TARGET_NAME` and to `[target=…]` conditions.
    public var target: String?
    /// The values conditions are matched against (configuration and target included).
    public var parameters: ConditionParameters
    /// Where the configuration is defined, for findings about it as a whole (the start of its xcconfig file, or
    /// its line in the project file).
    public var location: SourceLocation
    /// Problems of the project file in the levels of this configuration, such as a base xcconfig that cannot be read.
    ///
    /// `brands settings CLONE` shows them with the settings they leave out; validation reports them once for the
    /// project, not through this list, and for the clones that build the configuration when some are selected.
    public var projectDiagnostics: [Diagnostic] = []
    /// The base xcconfig files of the project's and the target's configuration that do not exist (absolute paths):
    /// what they would define is missing from the levels, which findings of undefined settings say.
    public var missingBaseConfigurations: [String] = []

    /// Creates a definition; `parameters` get `name` as their configuration and `target` as their target.
    public init(
        role: String, name: String, levels: [SettingsLevelSource], projectDirectory: String, target: String?,
        parameters: ConditionParameters, location: SourceLocation
    ) {
        self.role = role
        self.name = name
        self.levels = levels
        self.projectDirectory = projectDirectory
        self.target = target
        var bound = parameters
        bound.configuration = name
        if let target { bound.target = target }
        self.parameters = bound
        self.location = location
    }

    /// The absolute paths of the xcconfig files the levels start from, in level order.
    public var xcconfigPaths: [String] {
        levels.compactMap {
            if case .xcconfig(let path) = $0.content { return path }
            return nil
        }
    }
}
