import Foundation

/// A colour written as `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with components from 0 to 1.
public struct HexColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
    public init?(_ text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        func component(_ slice: ArraySlice<Character>) -> Double {
            let text = slice.count == 1 ? String(slice) + String(slice) : String(slice)
            return Double(UInt8(text, radix: 16) ?? 0) / 255
        }
        if digits.count == 3 {
            self.init(red: component(digits[0...0]), green: component(digits[1...1]), blue: component(digits[2...2]))
        } else {
            let alpha = digits.count == 8 ? component(digits[6...7]) : 1
            self.init(
                red: component(digits[0...1]), green: component(digits[2...3]), blue: component(digits[4...5]),
                alpha: alpha)
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; upper-case digits.
    public var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let opaque = "#" + hex(red) + hex(green) + hex(blue)
        return hex(alpha) == "FF" ? opaque : opaque + hex(alpha)
    }

    /// The WCAG 2.x relative luminance of the colour (sRGB, alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio between two colours, from 1 to 21.
    public static func contrastRatio(_ first: HexColor, _ second: HexColor) -> Double {
        let lighter = max(first.relativeLuminance, second.relativeLuminance)
        let darker = min(first.relativeLuminance, second.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
