/// Well-formedness of UTF-8, shared by every reader that walks bytes (xcconfig, JSON, property lists).
public enum UTF8Validation {
    /// The length (1–4) of the well-formed UTF-8 sequence starting at `index`, or `nil` when it is malformed:
    /// a stray continuation byte, an overlong form, a surrogate, a scalar beyond U+10FFFF, or a sequence cut
    /// short by the end of `bytes`.
    public static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
        guard index >= 0, index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low && byte <= high else { return nil }
        }
        return length
    }

    /// The offset of the first byte that does not begin a well-formed sequence, or `nil` when all are valid.
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(in: bytes, at: index) else { return index }
            index += length
        }
        return nil
    }
}
