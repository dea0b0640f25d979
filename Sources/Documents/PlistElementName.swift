/// The element names of property lists, the names the XML reader reads most: recognised from eight bytes at once and
/// made into strings once rather than per tag.
package enum PlistElementName {
    /// The element name of a property list at `start` in `bytes` and its length, when one is there and no other name
    /// byte follows it; `nil` otherwise (and whenever fewer than eight bytes are left, which the caller reads one by
    /// one).
    ///
    /// Names are at most seven bytes, so the byte after the name is among the eight. Each name is written as its bytes
    /// packed into an integer, the first byte lowest; `PlistElementNameTests` checks the numbers.
    package static func name(in bytes: [UInt8], at start: Int) -> (name: String, length: Int)? {
        guard start >= 0, start + 8 <= bytes.count else { return nil }
        let word = bytes.withUnsafeBytes { raw in
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        }
        func matches(_ packed: UInt64, length: Int) -> Bool {
            word & (1 << (8 * UInt64(length)) - 1) == packed
                && !ByteScan.isXMLNameByte(UInt8(truncatingIfNeeded: word >> (8 * UInt64(length))))
        }
        switch UInt8(truncatingIfNeeded: word) {
        case UInt8(ascii: "a") where matches(0x79_6172_7261, length: 5): return ("array", 5)
        case UInt8(ascii: "d") where matches(0x7463_6964, length: 4): return ("dict", 4)
        case UInt8(ascii: "d") where matches(0x6574_6164, length: 4): return ("date", 4)
        case UInt8(ascii: "d") where matches(0x6174_6164, length: 4): return ("data", 4)
        case UInt8(ascii: "f") where matches(0x65_736C_6166, length: 5): return ("false", 5)
        case UInt8(ascii: "i") where matches(0x72_6567_6574_6E69, length: 7): return ("integer", 7)
        case UInt8(ascii: "k") where matches(0x79_656B, length: 3): return ("key", 3)
        case UInt8(ascii: "p") where matches(0x74_7369_6C70, length: 5): return ("plist", 5)
        case UInt8(ascii: "r") where matches(0x6C61_6572, length: 4): return ("real", 4)
        case UInt8(ascii: "s") where matches(0x676E_6972_7473, length: 6): return ("string", 6)
        case UInt8(ascii: "t") where matches(0x6575_7274, length: 4): return ("true", 4)
        default: return nil
        }
    }
}
