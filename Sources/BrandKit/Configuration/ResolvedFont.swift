/// A text style's font.
public struct ResolvedFont: Sendable, Hashable {
    /// The style's name, such as `headline`.
    public var style: String
    /// The PostScript name, or `nil` for the system font.
    public var postScriptName: String?
    /// The point size.
    public var size: Double
    /// Where the name came from.
    public var source: ValueSource

    /// Creates a font value.
    public init(style: String, postScriptName: String?, size: Double, source: ValueSource) {
        self.style = style
        self.postScriptName = postScriptName
        self.size = size
        self.source = source
    }
}
