/// The Mac OS Roman encoding, used by platform 1 name records of older fonts.
enum MacRoman {
    /// The characters of bytes 0x80…0xFF in order.
    static let upperHalf: [Unicode.Scalar] = Array(
        ("ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰"
            + "ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ").unicodeScalars)

    /// `bytes` decoded; ASCII maps to itself.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
            } else if Int(byte - 0x80) < upperHalf.count {
                scalars.append(upperHalf[Int(byte - 0x80)])
            }
        }
        return String(scalars)
    }
}
