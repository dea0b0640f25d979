extension UInt8 {
    /// Whether the byte is an ASCII digit, `0` to `9`.
    package var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

    /// Whether the byte is an ASCII letter or digit: the letters and digits of names, hosts and identifiers that the
    /// checks read on bytes.
    package var isASCIILetterOrDigit: Bool {
        isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
    }
}
