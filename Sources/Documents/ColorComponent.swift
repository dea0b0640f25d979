/// How colour components are written in `Contents.json`: `"0.500"` (fraction), `"128"` (0–255), `"0x80"`
/// (hex byte), or the same as JSON numbers.
package enum ColorComponent {
    /// A component that could not be read, for the message.
    package struct Problem: Error, Equatable {
        /// The component as written, or the kind of value found instead of one.
        package var text: String
        /// Whether the problem is an alpha out of range, which has a message of its own.
        package var isAlpha: Bool
    }

    /// The component as a fraction.
    ///
    /// Alpha is always a fraction (`"1"` is opaque, not 1/255), since Xcode writes it that way in every input mode.
    /// The shapes Xcode writes are read directly (``fastValue(_:isAlpha:allowsExtendedRange:)``); anything else,
    /// errors included, goes the way that defines the result, ``parseStraightforwardly(_:isAlpha:allowsExtendedRange:)``.
    package static func parse(_ node: JSONNode, isAlpha: Bool, allowsExtendedRange: Bool) -> Result<Double, Problem> {
        let raw: String
        switch node.value {
        case .string(let text): raw = text
        case .number(let number): raw = number.literal
        default: return .failure(Problem(text: node.kindDescription, isAlpha: false))
        }
        if let value = fastValue(raw, isAlpha: isAlpha, allowsExtendedRange: allowsExtendedRange) {
            return .success(value)
        }
        return parseStraightforwardly(node, isAlpha: isAlpha, allowsExtendedRange: allowsExtendedRange)
    }

    /// The value of `text` when it is digits (`128`) or a decimal fraction (`0.502`, `-0.25`) that reads as a valid
    /// component; `nil` for every other text, valid or not.
    ///
    /// A fraction of at most 15 digits is its digits as an integer (exact in a `Double`) divided by a power of ten
    /// (exact up to 10^22): one correctly rounded division, so the same `Double` as parsing the text.
    package static func fastValue(_ text: String, isAlpha: Bool, allowsExtendedRange: Bool) -> Double? {
        // Native strings always give their bytes; anything else goes the general way.
        text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var offset = 0
            let isNegative = bytes.first == UInt8(ascii: "-")
            if isNegative { offset = 1 }
            var mantissa: UInt64 = 0
            var digits = 0
            var fractionDigits = 0
            var hasPoint = false
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    guard digits < 15 else { return nil }
                    mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                    digits += 1
                    if hasPoint { fractionDigits += 1 }
                } else if byte == UInt8(ascii: "."), !hasPoint, digits > 0 {
                    hasPoint = true
                } else {
                    return nil
                }
            }
            // A digit on each side of the point, and a sign only on a fraction.
            guard digits > fractionDigits, !hasPoint || fractionDigits > 0, hasPoint || !isNegative else { return nil }
            if !hasPoint && !isAlpha {
                guard mantissa <= 255 else { return nil }
                return Double(mantissa) / 255
            }
            let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
            let value = isNegative ? -magnitude : magnitude
            if allowsExtendedRange && !isAlpha { return value }
            return (0...1).contains(value) ? value : nil
        } ?? nil
    }

    /// 10^0 through 10^15, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The component as a fraction, by the general rules: what ``parse(_:isAlpha:allowsExtendedRange:)`` returns.
    package static func parseStraightforwardly(
        _ node: JSONNode, isAlpha: Bool, allowsExtendedRange: Bool
    ) -> Result<Double, Problem> {
        guard let raw = node.stringValue ?? node.numberValue?.literal else {
            return .failure(Problem(text: node.kindDescription, isAlpha: false))
        }
        let text = raw.trimmingWhiteSpace()
        let failure = Result<Double, Problem>.failure(Problem(text: raw, isAlpha: false))
        // Bytes, not characters: components are ASCII, and this runs for every component of every colour.
        let bytes = text.utf8
        if bytes.count >= 2, bytes.first == UInt8(ascii: "0"), bytes.dropFirst().first.map({ $0 | 0x20 }) == 0x78 {
            guard bytes.count <= 4, let byte = UInt8(text.dropFirst(2), radix: 16) else { return failure }
            return .success(Double(byte) / 255)
        }
        if isAlpha || bytes.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) {
            // `nan` and `inf`/`infinity` are no component.
            guard !bytes.contains(where: { $0 | 0x20 == UInt8(ascii: "n") }), let value = Double(text), value.isFinite
            else { return failure }
            if allowsExtendedRange && !isAlpha { return .success(value) }
            guard (0...1).contains(value) else { return .failure(Problem(text: raw, isAlpha: isAlpha)) }
            return .success(value)
        }
        guard let integer = Int(text), (0...255).contains(integer) else { return failure }
        return .success(Double(integer) / 255)
    }
}
