import Support

/// One level of settings that Xcode layers for a build: builtins, an xcconfig chain, a project or target
/// configuration's build settings, or values given on the command line.
///
/// A ``SettingsEvaluator`` takes levels lowest first; a higher level wins, and `$(inherited)` reaches down through
/// the levels. The kind says what the level is and does not constrain the order: a project's levels may hold two
/// builtin levels (the project's, then the target's, as Xcode pushes `TARGET_NAME` above the project settings).
public struct SettingsLevel: Sendable, Hashable {
    /// What a level is.
    public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Values the build system defines itself, such as `CONFIGURATION`, `SRCROOT` or `TARGET_NAME`.
        case builtIn = "built_in"
        /// Values given from outside the project, such as `brands settings --set` or `xcodebuild NAME=value`.
        case commandLine = "command_line"
        /// An xcconfig file evaluated on its own (`brands settings --file`, the folder layout's xcconfigs).
        case xcconfig
        /// The base xcconfig of the project's build configuration, with its includes.
        case projectXCConfig = "project_xcconfig"
        /// The `buildSettings` of the project's build configuration.
        case projectSettings = "project_settings"
        /// The base xcconfig of the target's build configuration, with its includes.
        case targetXCConfig = "target_xcconfig"
        /// The `buildSettings` of the target's build configuration.
        case targetSettings = "target_settings"

        /// The kind in words, such as `target settings`, for explanations.
        public var description: String {
            switch self {
            case .builtIn: "built-in settings"
            case .commandLine: "command-line values"
            case .xcconfig: "xcconfig file"
            case .projectXCConfig: "project xcconfig"
            case .projectSettings: "project settings"
            case .targetXCConfig: "target xcconfig"
            case .targetSettings: "target settings"
            }
        }
    }

    /// What the level is.
    public var kind: Kind
    /// Which one it is, for people: `project 'Newsroom' (Release)`, `target 'NWD' (Debug)` or a file's path.
    public var label: String
    /// The level's assignments, oldest first (an xcconfig chain flattened in include order, a settings dictionary
    /// in the order ``SettingsTable`` gives).
    public var assignments: [SettingAssignment]

    /// Creates a level.
    public init(kind: Kind, label: String, assignments: [SettingAssignment]) {
        self.kind = kind
        self.label = label
        self.assignments = assignments
    }
}

/// The level an assignment came from, without the level's assignments: what explanations and contributions name.
public struct SettingsLevelOrigin: Sendable, Hashable {
    /// The level's position in the evaluator's levels (0 is the lowest).
    public var index: Int
    /// What the level is.
    public var kind: SettingsLevel.Kind
    /// Which one it is (see ``SettingsLevel/label``).
    public var label: String

    /// Creates an origin.
    public init(index: Int, kind: SettingsLevel.Kind, label: String) {
        self.index = index
        self.kind = kind
        self.label = label
    }
}
