/// The kinds of value a resolved configuration is compared by.
public enum ValueCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The identity `brands show` gives: display name, bundle identifier, team, version, build and API base URL.
    case identity
    /// Build settings of the xcconfig chain.
    case settings
    /// Feature flags.
    case flags
    /// Theme colours (light and dark) and fonts.
    case theme
    /// Info.plist keys, with `$(VAR)` references expanded.
    case plist
    /// `config.json` fields.
    case config

    /// Categories sort in declaration order, which is the order output lists them in.
    public static func < (lhs: ValueCategory, rhs: ValueCategory) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// One value of a resolved configuration, flattened to text for comparing and tabulating: a flag, a setting,
/// one appearance of a colour, a font, an Info.plist key or a `config.json` field.
///
/// Keys are unique within a category: `displayName`, `bundleIdentifier`, `team`, `version`, `build` and `apiBaseURL`
/// for the identity (as `brands show --format json` names them); a setting's or flag's name; `color.<role>` and `color.<role>.dark`,
/// `font.<style>` for the theme; a dotted path for nested Info.plist dictionaries (`NSAppTransportSecurity.
/// NSAllowsArbitraryLoads`); a field's name for `config.json`.
public struct ConfigurationValue: Sendable, Hashable {
    /// The category.
    public var category: ValueCategory
    /// The key within the category.
    public var key: String
    /// The value as text, as every output format shows it (`true`, `5`, `#0B3D91`, `NordSans-Regular 17pt`).
    public var value: String
    /// Where the value came from.
    public var source: ValueSource

    /// Creates a value.
    public init(category: ValueCategory, key: String, value: String, source: ValueSource) {
        self.category = category
        self.key = key
        self.value = value
        self.source = source
    }
}
