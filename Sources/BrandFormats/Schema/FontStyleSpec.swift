/// A text style of `custom_fonts.plist`, such as `headline`: its two keys, and the size used without one.
///
/// The keys are the whole of `custom_fonts.plist`: any other key is reported (`unknown_key`), the name must be a string
/// and the size a number (`wrong_type`).
public struct FontStyleSpec: Sendable, Hashable {
    /// The style's name.
    public var name: String
    /// The plist key of the PostScript name (`<name>FontName`).
    public var nameKey: String
    /// The plist key of the point size (`<name>FontSize`).
    public var sizeKey: String
    /// The size used when the plist has none.
    public var defaultSize: Double

    /// Creates a style; keys default to the naming convention.
    public init(name: String, defaultSize: Double = 17) {
        self.name = name
        self.nameKey = "\(name)FontName"
        self.sizeKey = "\(name)FontSize"
        self.defaultSize = defaultSize
    }
}
