import Support

/// What became of one assignment when its setting was evaluated.
public enum AssignmentStatus: Sendable, Hashable {
    /// The newest matching assignment: its value is the setting's value.
    case won
    /// Pulled into the value through `$(inherited)` (or `$(NAME)` in `NAME`'s own value) of the given newer
    /// assignment.
    case inheritedBy(SettingAssignment)
    /// Skipped because `condition` does not hold for `boundValue` (`nil` when the parameter is unbound).
    case conditionNotMatched(condition: SettingCondition, boundValue: String?)
    /// Matched, but a newer matching assignment replaced it without inheriting it.
    case overridden

    /// One line saying why, such as `config=Release does not match Debug`.
    public var summary: String { summary(describing: \.description) }

    /// ``summary`` with the location in `inheritedBy` written by `describing`, so a caller can show paths
    /// relative to its own root.
    public func summary(describing location: (SourceLocation) -> String) -> String {
        switch self {
        case .won:
            return "wins: newest assignment whose conditions match"
        case .inheritedBy(let newer):
            return "inherited by \(newer.name) at \(location(newer.location))"
        case .conditionNotMatched(let condition, let boundValue?):
            return "\(condition.parameter)=\(condition.pattern) does not match \(boundValue)"
        case .conditionNotMatched(let condition, nil):
            return "\(condition.parameter) is not bound, so only '*' matches, not '\(condition.pattern)'"
        case .overridden:
            return "overridden by a newer assignment that does not use $(inherited)"
        }
    }
}

/// Every assignment of one setting, newest first, each with what became of it.
public struct SettingExplanation: Sendable, Hashable {
    /// One assignment and its fate.
    public struct Entry: Sendable, Hashable {
        /// The assignment.
        public var assignment: SettingAssignment
        /// The level it came from: its index (0 is the lowest, such as builtins), kind and label, so an
        /// explanation can say "target settings (project.pbxproj:123)".
        public var level: SettingsLevelOrigin
        /// What became of it.
        public var status: AssignmentStatus

        /// Creates an entry.
        public init(assignment: SettingAssignment, level: SettingsLevelOrigin, status: AssignmentStatus) {
            self.assignment = assignment
            self.level = level
            self.status = status
        }
    }

    /// The setting's name.
    public var name: String
    /// Its final value.
    public var value: String
    /// Every assignment of it, newest first.
    public var entries: [Entry]

    /// Creates an explanation.
    public init(name: String, value: String, entries: [Entry]) {
        self.name = name
        self.value = value
        self.entries = entries
    }
}
