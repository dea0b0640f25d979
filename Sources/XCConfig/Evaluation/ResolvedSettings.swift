import Support

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
///
/// Settings resolved by a ``SettingsEvaluator`` keep the evaluator's tables and one value per setting, and build each
/// ``ResolvedSetting`` (its contributions) when it is asked for: most callers look at a few settings' values, and a
/// workspace holds two evaluations per clone.
public struct ResolvedSettings: Sendable, Hashable {
    /// Problems found in values, in presentation order.
    public var diagnostics: [Diagnostic]
    private(set) var storage: Storage

    enum Storage: Sendable {
        /// Settings given whole, with each name's position.
        case settings([ResolvedSetting], positions: [String: Int])
        /// The evaluator that resolved them, with each name id's value.
        case evaluated(SettingsEvaluator, values: [String])
    }

    /// Creates resolved settings.
    public init(settings: [ResolvedSetting], diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        var positions: [String: Int] = [:]
        for (position, setting) in settings.enumerated() { positions[setting.name] = position }
        self.storage = .settings(settings, positions: positions)
    }

    /// The settings `evaluator` resolved, `values` holding each name id's value.
    init(evaluator: SettingsEvaluator, values: [String], diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        self.storage = .evaluated(evaluator, values: values)
    }

    /// The settings, in the order of their first assignment (lowest level first).
    public var settings: [ResolvedSetting] {
        get {
            switch storage {
            case .settings(let settings, _): settings
            case .evaluated(let evaluator, let values):
                values.indices.map { evaluator.resolvedSetting(nameID: $0, value: values[$0]) }
            }
        }
        set { self = ResolvedSettings(settings: newValue, diagnostics: diagnostics) }
    }

    /// The names of the settings, in the order of ``settings``.
    public var names: [String] {
        switch storage {
        case .settings(let settings, _): settings.map(\.name)
        case .evaluated(let evaluator, _): evaluator.names
        }
    }

    /// The values of the settings, in the order of ``settings``.
    public var values: [String] {
        switch storage {
        case .settings(let settings, _): settings.map(\.value)
        case .evaluated(_, let values): values
        }
    }

    /// The setting called `name`, if it is assigned anywhere.
    public subscript(name: String) -> ResolvedSetting? {
        switch storage {
        case .settings(let settings, let positions): positions[name].map { settings[$0] }
        case .evaluated(let evaluator, let values):
            evaluator.nameIDs[name].map { evaluator.resolvedSetting(nameID: $0, value: values[$0]) }
        }
    }

    /// The value of `name`, empty when it is not assigned or no assignment matches.
    public func value(of name: String) -> String {
        switch storage {
        case .settings: self[name]?.value ?? ""
        case .evaluated(let evaluator, let values): evaluator.nameIDs[name].map { values[$0] } ?? ""
        }
    }

    /// The assignment that gave `name` its value, when one matches: the setting's ``ResolvedSetting/winner`` without
    /// the rest of its contributions.
    public func winner(of name: String) -> SettingAssignment? {
        switch storage {
        case .settings: self[name]?.winner
        case .evaluated(let evaluator, _): evaluator.winner(of: name).map { evaluator.assignments[$0] }
        }
    }

    /// Whether an assignment of `name` matches, so that it has a value (maybe empty) and a winner.
    public func isAssigned(_ name: String) -> Bool {
        switch storage {
        case .settings: self[name]?.winner != nil
        case .evaluated(let evaluator, _): evaluator.winner(of: name) != nil
        }
    }

    /// Equal when the settings and diagnostics are, however they are stored.
    public static func == (lhs: ResolvedSettings, rhs: ResolvedSettings) -> Bool {
        lhs.diagnostics == rhs.diagnostics && lhs.settings == rhs.settings
    }

    /// Hashes the settings and diagnostics.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(diagnostics)
        hasher.combine(settings)
    }
}
