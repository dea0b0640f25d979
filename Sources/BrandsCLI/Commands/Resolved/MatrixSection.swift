import BrandKit

/// A kind of row `brands matrix` can show, and which flattened values belong to it.
enum MatrixSection: String, CaseIterable, Sendable {
    /// Feature flags.
    case flags
    /// Theme colours, light and dark.
    case colors
    /// Build settings.
    case settings

    /// The category values of this section come from.
    var category: ValueCategory {
        switch self {
        case .flags: .flags
        case .colors: .theme
        case .settings: .settings
        }
    }

    /// The first column's title in text output.
    var title: String {
        switch self {
        case .flags: "FLAG"
        case .colors: "COLOR"
        case .settings: "SETTING"
        }
    }

    /// What one row is, for messages.
    var noun: String {
        switch self {
        case .flags: "flag"
        case .colors: "colour role"
        case .settings: "build setting"
        }
    }

    private static let colorPrefix = "color."

    /// The section `value` belongs to, if any.
    static func of(_ value: ConfigurationValue) -> MatrixSection? {
        switch value.category {
        case .flags: .flags
        case .settings: .settings
        case .theme: value.key.hasPrefix(colorPrefix) ? .colors : nil
        default: nil
        }
    }

    /// What a row is called: the key, without `color.` for colours (`primary`, `primary.dark`).
    static func label(of key: String) -> String {
        key.hasPrefix(colorPrefix) ? String(key.dropFirst(colorPrefix.count)) : key
    }

    /// Whether the row `label` is one a user's `name` asks for: the same, or a colour role's dark row.
    static func matches(_ label: String, name: String) -> Bool {
        label == name || label == name + ".dark"
    }
}
