import Support

/// The MD5 digest (RFC 1321) behind Xcode's `$(X:__md5)` operator, which Xcode's own specifications use to derive
/// stable names; the package has no dependencies and Linux has no system MD5, so it is computed here.
///
/// Not for security: MD5 is broken as a cryptographic hash.
package enum MD5Digest {
    /// The digest of `bytes` as 32 lowercase hexadecimal digits.
    package static func hexadecimal(of bytes: [UInt8]) -> String {
        let digest = digest(of: bytes)
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(32)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 16-byte digest of `bytes`.
    package static func digest(of bytes: [UInt8]) -> [UInt8] {
        var message = bytes
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        let bitCount = UInt64(bytes.count) &* 8
        for shift in stride(from: 0, to: 64, by: 8) { message.append(UInt8(truncatingIfNeeded: bitCount >> shift)) }

        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476)
        var words = [UInt32](repeating: 0, count: 16)
        for blockStart in stride(from: 0, to: message.count, by: 64) {
            for index in 0..<16 {
                let offset = blockStart + index * 4
                words[index] =
                    UInt32(message[offset]) | UInt32(message[offset + 1]) << 8 | UInt32(message[offset + 2]) << 16
                    | UInt32(message[offset + 3]) << 24
            }
            var (a, b, c, d) = state
            for step in 0..<64 {
                let mixed: UInt32
                let wordIndex: Int
                switch step / 16 {
                case 0: (mixed, wordIndex) = ((b & c) | (~b & d), step)
                case 1: (mixed, wordIndex) = ((d & b) | (~d & c), (5 * step + 1) % 16)
                case 2: (mixed, wordIndex) = (b ^ c ^ d, (3 * step + 5) % 16)
                default: (mixed, wordIndex) = (c ^ (b | ~d), (7 * step) % 16)
                }
                let sum = a &+ mixed &+ constants[step] &+ words[wordIndex]
                (a, d, c) = (d, c, b)
                b = b &+ rotateLeft(sum, by: shifts[step / 16][step % 4])
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
        }
    }

    private static func rotateLeft(_ value: UInt32, by amount: UInt32) -> UInt32 {
        (value << amount) | (value >> (32 - amount))
    }

    /// Per round, the rotation of each step (they repeat every four steps).
    private static let shifts: [[UInt32]] = [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]]

    /// The sines table: the integer part of 2^32 × |sin(i + 1)|.
    private static let constants: [UInt32] = [
        0xD76A_A478, 0xE8C7_B756, 0x2420_70DB, 0xC1BD_CEEE, 0xF57C_0FAF, 0x4787_C62A, 0xA830_4613, 0xFD46_9501,
        0x6980_98D8, 0x8B44_F7AF, 0xFFFF_5BB1, 0x895C_D7BE, 0x6B90_1122, 0xFD98_7193, 0xA679_438E, 0x49B4_0821,
        0xF61E_2562, 0xC040_B340, 0x265E_5A51, 0xE9B6_C7AA, 0xD62F_105D, 0x0244_1453, 0xD8A1_E681, 0xE7D3_FBC8,
        0x21E1_CDE6, 0xC337_07D6, 0xF4D5_0D87, 0x455A_14ED, 0xA9E3_E905, 0xFCEF_A3F8, 0x676F_02D9, 0x8D2A_4C8A,
        0xFFFA_3942, 0x8771_F681, 0x6D9D_6122, 0xFDE5_380C, 0xA4BE_EA44, 0x4BDE_CFA9, 0xF6BB_4B60, 0xBEBF_BC70,
        0x289B_7EC6, 0xEAA1_27FA, 0xD4EF_3085, 0x0488_1D05, 0xD9D4_D039, 0xE6DB_99E5, 0x1FA2_7CF8, 0xC4AC_5665,
        0xF429_2244, 0x432A_FF97, 0xAB94_23A7, 0xFC93_A039, 0x655B_59C3, 0x8F0C_CC92, 0xFFEF_F47D, 0x8584_5DD1,
        0x6FA8_7E4F, 0xFE2C_E6E0, 0xA301_4314, 0x4E08_11A1, 0xF753_7E82, 0xBD3A_F235, 0x2AD7_D2BB, 0xEB86_D391,
    ]
}
