/// A colour as four components from 0 to 1 (extended colour spaces may go beyond that range).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity, 1 being opaque.
    public var alpha: Double

    /// Creates a colour; `alpha` defaults to opaque.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque; components are clamped to 0…1 and rounded.
    public var hexString: String {
        var components = [red, green, blue]
        if alpha < 1 { components.append(alpha) }
        return "#"
            + components.map { component in
                let text = String(Self.hexByte(component), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    /// Whether the two colours have the same ``hexString``, found without making either string.
    public func hasSameHexString(as other: RGBAColor) -> Bool {
        (alpha < 1) == (other.alpha < 1) && Self.hexByte(red) == Self.hexByte(other.red)
            && Self.hexByte(green) == Self.hexByte(other.green) && Self.hexByte(blue) == Self.hexByte(other.blue)
            && (alpha >= 1 || Self.hexByte(alpha) == Self.hexByte(other.alpha))
    }

    /// A component as the byte ``hexString`` writes: clamped to 0…1, scaled to 255 and rounded.
    private static func hexByte(_ component: Double) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }

    /// The ``hexString``.
    public var description: String { hexString }
}
