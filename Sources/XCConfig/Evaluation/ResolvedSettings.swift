/// One setting's final value and where it came from.
public struct ResolvedSetting: Sendable, Hashable {
    /// The setting's name.
    public var name: String
    /// The evaluated value; empty when no assignment of the setting matches.
    public var value: String
    /// The assignments that produced the value, newest first: the winner, then the assignment its `$(inherited)` pulled
    /// in, and so on.
    ///
    /// Empty when no assignment matches.
    public var contributions: [SettingAssignment]
    /// The level each of ``contributions`` came from, in the same order (empty when not known).
    public var contributionLevels: [SettingsLevelOrigin]

    /// Creates a resolved setting.
    public init(
        name: String, value: String, contributions: [SettingAssignment], contributionLevels: [SettingsLevelOrigin] = []
    ) {
        self.name = name
        self.value = value
        self.contributions = contributions
        self.contributionLevels = contributionLevels
    }

    /// The assignment that won, if any matched.
    public var winner: SettingAssignment? { contributions.first }
}

/// Every setting assigned anywhere, evaluated, in the order of each setting's first assignment.
public struct ResolvedSettings: Sendable, Hashable {
    /// The settings, in the order of their first assignment (lowest level first).
    public var settings: [ResolvedSetting]
    /// Problems found in values, in presentation order.
    public var diagnostics: [Diagnostic]
    private var positions: [String: Int]

    /// Creates resolved settings.
    public init(settings: [ResolvedSetting], diagnostics: [Diagnostic]) {
        self.settings = settings
        self.diagnostics = diagnostics
        var positions: [String: Int] = [:]
        for (position, setting) in settings.enumerated() { positions[setting.name] = position }
        self.positions = positions
    }

    /// The setting called `name`, if it is assigned anywhere.
    public subscript(name: String) -> ResolvedSetting? {
        positions[name].map { settings[$0] }
    }

    /// The value of `name`, empty when it is not assigned or no assignment matches.
    public func value(of name: String) -> String { self[name]?.value ?? "" }
}
