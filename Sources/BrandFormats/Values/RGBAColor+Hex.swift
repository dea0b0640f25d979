import Documents
import Foundation
import Support

extension RGBAColor {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); `nil` for anything else.
    public init?(hex text: String) {
        // Read on the text's bytes, without copying them: every theme default and colour field is parsed so.
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            self.init(characters: text)
            return
        }
        let count = utf8.count - 1
        guard utf8.first == UInt8(ascii: "#"), count == 3 || count == 6 || count == 8 else { return nil }
        // The digits, four bits each, the first one highest.
        var digits: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = Self.hexValue(byte) else { return nil }
            digits = digits << 4 | UInt32(digit)
        }
        func value(_ index: Int) -> Double { Double(digits >> UInt32(4 * (count - 1 - index)) & 0xF) }
        if count == 3 {
            // `#RGB` doubles each digit: 0xF is 0xFF.
            self.init(red: value(0) * 17 / 255, green: value(1) * 17 / 255, blue: value(2) * 17 / 255)
        } else {
            func component(_ index: Int) -> Double { (value(index) * 16 + value(index + 1)) / 255 }
            self.init(
                red: component(0), green: component(2), blue: component(4), alpha: count == 8 ? component(6) : 1)
        }
    }

    /// The value of an ASCII hex digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// ``init(hex:)`` by characters, for text that is not ASCII (where `Character.isHexDigit` also takes fullwidth
    /// digits, which then read as 0).
    private init?(characters text: String) {
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
            self.init(
                red: component(digits[0...1]), green: component(digits[2...3]), blue: component(digits[4...5]),
                alpha: digits.count == 8 ? component(digits[6...7]) : 1)
        }
    }

    /// The WCAG 2.x relative luminance (components taken as sRGB, alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            let clamped = min(max(channel, 0), 1)
            return clamped <= 0.04045 ? clamped / 12.92 : pow((clamped + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio between two colours, from 1 to 21.
    public static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let lighter = max(first.relativeLuminance, second.relativeLuminance)
        let darker = min(first.relativeLuminance, second.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}

extension ColorSet {
    /// The variant for the light appearance: an explicit `light` one before `any` (as iOS picks it), and a
    /// universal or iPhone one before those for other idioms.
    public var lightVariant: ColorVariant? {
        variant(for: .light) ?? variant(for: .any) ?? variant(for: .light, anyIdiom: true)
            ?? variant(for: .any, anyIdiom: true)
    }

    /// The variant for the dark appearance, universal or iPhone idiom first.
    public var darkVariant: ColorVariant? {
        variant(for: .dark) ?? variant(for: .dark, anyIdiom: true)
    }

    /// The first variant with components for `appearance`, of a universal or iPhone idiom unless `anyIdiom`.
    ///
    /// Asked for every colour role of every clone: looked for in place, without lists made for the question.
    private func variant(for appearance: ColorAppearance, anyIdiom: Bool = false) -> ColorVariant? {
        variants.first { variant in
            variant.color != nil && variant.appearance == appearance
                && (anyIdiom || variant.idiom == "universal" || variant.idiom == "iphone")
        }
    }

    /// The light colour, when the set has one with components.
    public var lightColor: RGBAColor? { lightVariant?.color }
    /// The dark colour, when the set has one with components.
    public var darkColor: RGBAColor? { darkVariant?.color }
    /// Where the light colour is written, or the set's `Contents.json`.
    public var location: SourceLocation {
        lightVariant?.location ?? .start(of: path + "/Contents.json")
    }
}
