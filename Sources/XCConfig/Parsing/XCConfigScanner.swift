import Support

/// A cursor over the bytes of an xcconfig file that knows lines, white space, comments and columns.
///
/// Every syntactically meaningful character is ASCII, so the scanner works on bytes; columns are counted in
/// Unicode scalars on demand, moving forward from the last column asked for, which keeps it linear.
struct XCConfigScanner {
    /// Valid UTF-8.
    let bytes: [UInt8]
    /// The file's path, for locations.
    let path: String
    /// The offset of the current byte.
    private(set) var index = 0
    /// The current 1-based line.
    private(set) var line = 1
    /// The offset where the current line starts.
    private var lineStart = 0
    /// The offset and column of the last column computed on this line.
    private var columnCache = (index: 0, column: 1)

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The length of the line terminator at `index` (`\n`, `\r`, `\r\n`, U+2028, U+2029), if one is there.
    static func lineEndLength(in bytes: [UInt8], at index: Int) -> Int? {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return nil }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : nil
        default: return nil
        }
    }

    var isAtEndOfFile: Bool { index >= bytes.count }

    /// The current byte, or `nil` at the end of the file.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether the cursor is at a line terminator or the end of the file.
    var isAtEndOfLine: Bool { index >= bytes.count || Self.lineEndLength(in: bytes, at: index) != nil }

    /// Whether a `//` comment starts at the cursor.
    var isAtComment: Bool { index + 1 < bytes.count && bytes[index] == 0x2F && bytes[index + 1] == 0x2F }

    /// Space, tab, vertical tab and form feed: the white space Xcode skips within a line.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }

    /// The scalar at the cursor, or `nil` at the end of a line, for messages.
    var currentScalar: Unicode.Scalar? {
        guard !isAtEndOfLine else { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first
    }

    mutating func advance() {
        if index < bytes.count { index += 1 }
    }

    /// Moves past bytes while `predicate` holds, stopping at the end of the line.
    mutating func skip(while predicate: (UInt8) -> Bool) {
        while index < bytes.count, predicate(bytes[index]), Self.lineEndLength(in: bytes, at: index) == nil {
            index += 1
        }
    }

    /// Moves past spaces and tabs.
    mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Moves past spaces, tabs and a `//` comment, staying on the line.
    mutating func skipSpacesAndComment() {
        skipSpaces()
        if isAtComment { skipRestOfLine() }
    }

    /// Moves to the line terminator (or end of file) of the current line.
    mutating func skipRestOfLine() {
        while index < bytes.count {
            let byte = bytes[index]
            // Only these three bytes can start a terminator; testing them first keeps the loop fast.
            if byte == 0x0A || byte == 0x0D || byte == 0xE2, Self.lineEndLength(in: bytes, at: index) != nil { return }
            index += 1
        }
    }

    /// Moves to the next line terminator or `//`, whichever comes first, on the current line.
    mutating func skipToEndOfLineOrComment() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F { return }
            if byte == 0x0A || byte == 0x0D || byte == 0xE2, Self.lineEndLength(in: bytes, at: index) != nil { return }
            index += 1
        }
    }

    /// Moves past the line terminator at the cursor, if any, onto the next line.
    mutating func consumeEndOfLine() {
        guard index < bytes.count, let length = Self.lineEndLength(in: bytes, at: index) else { return }
        index += length
        line += 1
        lineStart = index
        columnCache = (index, 1)
    }

    /// The text of `range` of the file.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The location of `offset`, which must lie on the current line.
    mutating func location(of offset: Int) -> SourceLocation {
        if offset < columnCache.index { columnCache = (lineStart, 1) }
        var (position, column) = columnCache
        while position < offset {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        columnCache = (position, column)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The location of the cursor.
    mutating func location() -> SourceLocation { location(of: index) }
}
