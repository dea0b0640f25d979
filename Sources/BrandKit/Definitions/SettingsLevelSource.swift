import Support
import XCConfig

/// Where one level of a configuration's build settings comes from: assignments given directly (builtins, values
/// located in a project file) or an xcconfig file to load with its includes.
///
/// Levels are evaluated lowest first; each level's `$(inherited)` sees the levels below it, as Xcode layers
/// builtins, project xcconfig, project settings, target xcconfig and target settings.
public struct SettingsLevelSource: Sendable, Hashable {
    /// What the level holds.
    public enum Content: Sendable, Hashable {
        /// The xcconfig file at this absolute path, with its includes.
        case xcconfig(String)
        /// These assignments, oldest first, each with its location.
        case assignments([SettingAssignment])
    }

    /// The kind, in Xcode's terms.
    public var kind: SettingsLevel.Kind
    /// A label for people, such as `Configs/NWD-Release.xcconfig` or `project 'Newsroom' (Release)`.
    public var label: String
    /// What the level holds.
    public var content: Content

    /// Creates a level source.
    public init(_ kind: SettingsLevel.Kind, label: String, content: Content) {
        self.kind = kind
        self.label = label
        self.content = content
    }
}

extension SettingsLevel.Kind {
    /// Whether the level is read from the repository's files, rather than defined by the build system or given on
    /// the command line.
    public var isFromFiles: Bool { self != .builtIn && self != .commandLine }
}
