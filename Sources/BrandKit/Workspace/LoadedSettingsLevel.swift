import Support
import XCConfig

/// One settings level of a configuration as read: its source and its assignments, oldest first.
public struct LoadedSettingsLevel: Sendable, Hashable {
    /// Where the level comes from.
    public var source: SettingsLevelSource
    /// The level's assignments, oldest first (an xcconfig file's with its includes flattened).
    public var assignments: [SettingAssignment]
    /// The loaded xcconfig chain, for an xcconfig level.
    public var xcconfig: LoadedXCConfig?

    /// Creates a level.
    public init(source: SettingsLevelSource, assignments: [SettingAssignment], xcconfig: LoadedXCConfig? = nil) {
        self.source = source
        self.assignments = assignments
        self.xcconfig = xcconfig
    }

    /// The level as the evaluator takes it.
    public var level: SettingsLevel {
        SettingsLevel(kind: source.kind, label: source.label, assignments: assignments)
    }
}
