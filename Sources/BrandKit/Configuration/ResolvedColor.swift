import Documents

/// A colour role's effective value in the light and dark appearances.
public struct ResolvedColor: Sendable, Hashable {
    /// The role's name.
    public var role: String
    /// The colour in the light (or any) appearance, when it resolved.
    public var light: RGBAColor?
    /// The colour in the dark appearance; the light one when there is no dark variant.
    public var dark: RGBAColor?
    /// Where the value came from.
    public var source: ValueSource
    /// Where the dark value came from: the colour set's dark variant, else ``source``.
    public var darkSource: ValueSource
    /// The `@role` the value refers to, when it is a reference rather than a colour.
    public var reference: String?
    /// The asset catalog colour space (`srgb`, `display-p3`, …) of a colour from a colour set; components are kept as
    /// written in it, never converted.
    ///
    /// `nil` for hex values, which are sRGB.
    public var colorSpace: String?

    /// Creates a colour value.
    public init(
        role: String, light: RGBAColor?, dark: RGBAColor?, source: ValueSource, darkSource: ValueSource? = nil,
        reference: String? = nil, colorSpace: String? = nil
    ) {
        self.darkSource = darkSource ?? source
        self.role = role
        self.light = light
        self.dark = dark
        self.source = source
        self.reference = reference
        self.colorSpace = colorSpace
    }
}
