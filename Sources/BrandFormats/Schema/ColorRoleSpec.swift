/// One colour role of a theme, such as `primary`.
public struct ColorRoleSpec: Sendable, Hashable {
    /// The role's name.
    public var name: String
    /// Whether every clone's asset catalog must have the role's colour set.
    public var isRequired: Bool
    /// The base theme's value: a hex colour or `@role`.
    public var defaultValue: String?
    /// The key in `config.json` `theme` (`<name>_color` unless declared).
    public var themeKey: String
    /// The colour set's name in the asset catalog (`<Name>Color` unless declared).
    public var colorSetName: String

    /// Creates a role; keys default to the naming convention.
    public init(
        name: String, isRequired: Bool = true, defaultValue: String? = nil, themeKey: String? = nil,
        colorSetName: String? = nil
    ) {
        self.name = name
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.themeKey = themeKey ?? "\(name)_color"
        self.colorSetName = colorSetName ?? ColorRoleSpec.conventionalColorSetName(for: name)
    }

    /// `link` → `LinkColor`, `text_secondary` → `TextSecondaryColor`.
    public static func conventionalColorSetName(for role: String) -> String {
        role.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Color"
    }
}

/// A foreground role that is drawn on a background role.
public struct ContrastPair: Sendable, Hashable {
    /// The role drawn on top (text).
    public var foreground: String
    /// The role underneath.
    public var background: String
    /// The smallest acceptable WCAG 2.x contrast ratio.
    public var minimumRatio: Double

    /// Creates a pair; WCAG AA for body text is 4.5.
    public init(foreground: String, background: String, minimumRatio: Double = 4.5) {
        self.foreground = foreground
        self.background = background
        self.minimumRatio = minimumRatio
    }
}
