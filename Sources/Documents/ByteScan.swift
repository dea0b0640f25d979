/// Searches of byte runs, eight bytes at a time, for the readers' hottest loops: the white space that indents a
/// document and the text of strings.
///
/// Each search has a byte-by-byte twin (`…OneByOne`) that defines its result; tests compare the two on random input.
package enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first byte at or after `start` that is not a space (U+0020), or `bytes.count`.
    package static func firstNonSpace(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var offset = start
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let different = word ^ (ones &* 0x20)
                if different != 0 { return offset + different.trailingZeroBitCount / 8 }
                offset += 8
            }
            while offset < raw.count && raw[offset] == 0x20 { offset += 1 }
            return offset
        }
    }

    /// ``firstNonSpace(in:from:)`` one byte at a time.
    package static func firstNonSpaceOneByOne(in bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count && bytes[offset] == 0x20 { offset += 1 }
        return offset
    }

    /// The offset of the first byte at or after `start` that ends a plain run of a JSON string: `"`, `\`, a control
    /// character (below U+0020) or a byte that is not ASCII; `bytes.count` when there is none.
    package static func firstSpecialInJSONString(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var offset = start
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                // A byte's high bit is set in `special` when it is below 0x20, equal to `"` or `\`, or not ASCII. Each
                // test may also flag bytes above a truly flagged one (a borrow moves up), never below it, so the lowest
                // flag is exact.
                let below = (word &- ones &* 0x20) & ~word
                let quote = ((word ^ (ones &* 0x22)) &- ones) & ~(word ^ (ones &* 0x22))
                let backslash = ((word ^ (ones &* 0x5C)) &- ones) & ~(word ^ (ones &* 0x5C))
                let special = (below | quote | backslash | word) & highBits
                if special != 0 { return offset + special.trailingZeroBitCount / 8 }
                offset += 8
            }
            while offset < raw.count && !isSpecialInJSONString(raw[offset]) { offset += 1 }
            return offset
        }
    }

    /// ``firstSpecialInJSONString(in:from:)`` one byte at a time.
    package static func firstSpecialInJSONStringOneByOne(in bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count && !isSpecialInJSONString(bytes[offset]) { offset += 1 }
        return offset
    }

    private static func isSpecialInJSONString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    /// The offset of the first byte from `start` up to `end` that may need more than a column: a byte below 0x0E
    /// (among them `\n` and `\r`) or one that is not ASCII; `end` when there is none.
    package static func firstLineBreakOrNonASCII(in bytes: [UInt8], from start: Int, before end: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            let end = min(end, raw.count)
            var offset = start
            while offset + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let special = ((word &- ones &* 0x0E) & ~word | word) & highBits
                if special != 0 { return offset + special.trailingZeroBitCount / 8 }
                offset += 8
            }
            while offset < end && raw[offset] >= 0x0E && raw[offset] < 0x80 { offset += 1 }
            return offset
        }
    }

    /// ``firstLineBreakOrNonASCII(in:from:before:)`` one byte at a time.
    package static func firstLineBreakOrNonASCIIOneByOne(in bytes: [UInt8], from start: Int, before end: Int) -> Int {
        var offset = start
        while offset < min(end, bytes.count) && bytes[offset] >= 0x0E && bytes[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// The offset of the first byte at or after `start` that ends a plain run of XML text: `<`, `&`, a byte below
    /// 0x0E (among them `\n` and `\r`) or one that is not ASCII; `bytes.count` when there is none.
    package static func firstSpecialInXMLText(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var offset = start
            while offset + 8 <= raw.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let below = (word &- ones &* 0x0E) & ~word
                let less = ((word ^ (ones &* 0x3C)) &- ones) & ~(word ^ (ones &* 0x3C))
                let ampersand = ((word ^ (ones &* 0x26)) &- ones) & ~(word ^ (ones &* 0x26))
                let special = (below | less | ampersand | word) & highBits
                if special != 0 { return offset + special.trailingZeroBitCount / 8 }
                offset += 8
            }
            while offset < raw.count && !isSpecialInXMLText(raw[offset]) { offset += 1 }
            return offset
        }
    }

    /// ``firstSpecialInXMLText(in:from:)`` one byte at a time.
    package static func firstSpecialInXMLTextOneByOne(in bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count && !isSpecialInXMLText(bytes[offset]) { offset += 1 }
        return offset
    }

    private static func isSpecialInXMLText(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte < 0x0E || byte >= 0x80
    }

    /// Whether `byte` belongs to an XML name as the readers take them: an ASCII letter or digit, `_`, `:`, `-` or `.`.
    package static func isXMLNameByte(_ byte: UInt8) -> Bool {
        // One bit per byte: `-`, `.`, digits and `:` among the first 64 bytes, letters and `_` among the next 64.
        let low: UInt64 = 0x07FF_6000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : byte < 128 && (high >> UInt64(byte - 64)) & 1 != 0
    }

    /// ``isXMLNameByte(_:)`` by its definition.
    package static func isXMLNameByteByDefinition(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }
}
