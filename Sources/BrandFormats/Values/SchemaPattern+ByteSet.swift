extension SchemaPattern {
    /// A set of ASCII characters: what one step of a pattern accepts when the value is ASCII.
    ///
    /// ICU's classes are Unicode sets; restricted to ASCII they are these bits, which is all the matcher needs because
    /// it only reads ASCII values (``SchemaPattern`` hands any other value to `NSRegularExpression`).
    struct ByteSet: Hashable, Sendable {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        /// The empty set.
        init() {}

        /// The set of one character.
        init(_ byte: UInt8) { insert(byte) }

        /// `0-9`: ICU's `\d` (`\p{Nd}`) on ASCII.
        static let digits = ByteSet(ranges: [0x30...0x39])
        /// `A-Za-z0-9_`: ICU's `\w` (letters, marks, decimal numbers, connector punctuation, ZWJ, ZWNJ) on ASCII.
        static let word = ByteSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
        /// Tab, line feed, vertical tab, form feed, carriage return and space: ICU's `\s` (`\p{White_Space}`) on
        /// ASCII, checked against `NSRegularExpression` (it includes the vertical tab).
        static let space = ByteSet(ranges: [0x09...0x0D, 0x20...0x20])
        /// Everything but ICU's ASCII line terminators (LF, VT, FF, CR): what `.` accepts without `(?s)`.
        static let notLineTerminator = ByteSet(ranges: [0x0A...0x0D]).inverted

        private init(ranges: [ClosedRange<UInt8>]) {
            for range in ranges { insert(range) }
        }

        /// Whether `byte` is in the set; never for a byte that is not ASCII.
        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? (low >> byte) & 1 == 1 : byte < 128 && (high >> (byte - 64)) & 1 == 1
        }

        /// The ASCII characters not in the set.
        var inverted: ByteSet {
            var result = ByteSet()
            result.low = ~low
            result.high = ~high
            return result
        }

        /// The one member, when the set has exactly one.
        var onlyMember: UInt8? {
            let count = low.nonzeroBitCount + high.nonzeroBitCount
            guard count == 1 else { return nil }
            return low != 0 ? UInt8(low.trailingZeroBitCount) : UInt8(64 + high.trailingZeroBitCount)
        }

        /// Adds `byte`, which is ASCII.
        mutating func insert(_ byte: UInt8) {
            if byte < 64 {
                low |= 1 << byte
            } else if byte < 128 {
                high |= 1 << (byte - 64)
            }
        }

        /// Adds every character of `range`.
        mutating func insert(_ range: ClosedRange<UInt8>) {
            for byte in range { insert(byte) }
        }

        /// Adds every member of `other`.
        mutating func formUnion(_ other: ByteSet) {
            low |= other.low
            high |= other.high
        }
    }
}
