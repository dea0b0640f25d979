import Documents
import Support
import XCConfig

/// An `XCConfigurationList`: the build configurations of the project or of one target.
public struct ConfigurationList: Hashable, Sendable {
    /// The object id.
    public var id: String
    /// The configurations, in order.
    public var configurations: [BuildConfiguration]
    /// `defaultConfigurationName`, if any.
    public var defaultConfigurationName: String?
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a list.
    public init(
        id: String, configurations: [BuildConfiguration], defaultConfigurationName: String?, location: SourceLocation
    ) {
        self.id = id
        self.configurations = configurations
        self.defaultConfigurationName = defaultConfigurationName
        self.location = location
    }

    /// The configuration called exactly `name`.
    public func configuration(named name: String) -> BuildConfiguration? {
        configurations.first { $0.name == name }
    }

    /// The configuration a build of `name` uses, as swift-build picks it (`Project.swift` and `Target.swift`,
    /// `getEffectiveConfiguration`): the one called `name`, else the one called `defaultName`, else the first.
    ///
    /// A target falls back to its *project's* default configuration name, not its own list's.
    public func effectiveConfiguration(named name: String?, defaultName: String?) -> BuildConfiguration? {
        if let name, let named = configuration(named: name) { return named }
        if let defaultName, let fallback = configuration(named: defaultName) { return fallback }
        return configurations.first
    }

    /// The configuration names, in order.
    public var names: [String] { configurations.map(\.name) }
}

/// An `XCBuildConfiguration`: a name, an optional base xcconfig and the settings the project file gives.
public struct BuildConfiguration: Hashable, Sendable {
    /// The object id.
    public var id: String
    /// The configuration's name, such as `Release` or `KlarRelease`.
    public var name: String
    /// The file reference `baseConfigurationReference` names, if any.
    public var baseConfigurationReferenceID: String?
    /// The base xcconfig's resolved path, when there is one and its reference exists.
    public var baseConfigurationPath: ReferencePath?
    /// Where `baseConfigurationReference`'s value is written, for problems with the base xcconfig.
    public var baseConfigurationLocation: SourceLocation?
    /// The `buildSettings` entries as written, in written order.
    public var buildSettings: [PlistMember]
    /// The settings as assignments in the order Xcode pushes them (sorted keys; list values joined and escaped),
    /// located in `project.pbxproj`.
    public var assignments: [SettingAssignment]
    /// Where the object is defined.
    public var location: SourceLocation

    /// Creates a configuration.
    public init(
        id: String, name: String, baseConfigurationReferenceID: String? = nil,
        baseConfigurationPath: ReferencePath? = nil, baseConfigurationLocation: SourceLocation? = nil,
        buildSettings: [PlistMember] = [], assignments: [SettingAssignment] = [], location: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.baseConfigurationReferenceID = baseConfigurationReferenceID
        self.baseConfigurationPath = baseConfigurationPath
        self.baseConfigurationLocation = baseConfigurationLocation
        self.buildSettings = buildSettings
        self.assignments = assignments
        self.location = location
    }
}
