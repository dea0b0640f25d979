import Support

/// The bytes of an xcconfig file made ready to scan: BOM dropped, invalid UTF-8 replaced, problems reported.
struct XCConfigSourceText {
    /// Valid UTF-8 without a leading byte-order mark.
    var bytes: [UInt8]
    /// Encoding problems: at most one for invalid UTF-8 and one for a NUL byte.
    var diagnostics: [Diagnostic]

    /// Checks and repairs `raw`, the contents of the file at `path`.
    init(_ raw: [UInt8], path: String) {
        var bytes = raw
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes.removeFirst(3)
        }
        diagnostics = []
        if let bad = Self.firstInvalidUTF8Offset(in: bytes) {
            let location = Self.location(ofOffset: bad, in: bytes, path: path)
            diagnostics.append(XCConfigParseDiagnostics.invalidUTF8(byte: bytes[bad], at: location))
            // Replacement keeps the valid prefix byte for byte, so locations before `bad` do not move.
            bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
        }
        if let nul = bytes.firstIndex(of: 0) {
            diagnostics.append(
                XCConfigParseDiagnostics.nulByte(at: Self.location(ofOffset: nul, in: bytes, path: path)))
        }
        self.bytes = bytes
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        UTF8Validation.firstInvalidOffset(in: bytes)
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
    static func location(ofOffset offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        while index < offset {
            let byte = bytes[index]
            if let length = XCConfigScanner.lineEndLength(in: bytes, at: index) {
                line += 1
                column = 1
                index += length
                continue
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: column)
    }
}
