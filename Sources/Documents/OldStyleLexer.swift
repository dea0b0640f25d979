import Support

/// One token of an old-style (OpenStep) property list.
enum OldStyleToken: Equatable {
    /// One of `{ } ( ) = ; ,`.
    case punctuation(UInt8)
    /// A quoted or unquoted string, escapes decoded.
    case string(String)
    /// `<hex>` data.
    case data([UInt8])
    /// The end of the input, or of reading after too many errors.
    case end
}

/// Splits an old-style property list into tokens as CoreFoundation's CFOldStylePList.c reads them, skipping
/// white space and comments, and keeps the line and column where each token starts.
///
/// Lines and columns are those of ``TextCursor`` (columns count Unicode scalars; `\n`, `\r\n` and a lone `\r`
/// end a line) but counted lazily: the lexer tracks where the current line starts and counts columns only up
/// to the tokens it locates, so scanning stays a tight loop over bytes however long a line is.
struct OldStyleLexer {
    /// How many diagnostics one file may produce before reading stops.
    static let maximumDiagnostics = 100

    let bytes: [UInt8]
    let file: String
    /// The offset of the next byte to read.
    var index: Int
    /// The 1-based line of `index`.
    var line = 1
    /// The offset where the current line starts.
    var lineStart: Int
    /// Where the last token returned by ``next()`` starts.
    private(set) var tokenLocation: SourceLocation
    /// Whether the last token returned had a problem the lexer already reported.
    var tokenWasDamaged = false
    /// Every problem found so far, by the lexer and by the reader.
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether reading stopped after ``maximumDiagnostics``.
    private(set) var isStopped = false
    private var hasReportedNul = false
    private var columnLineStart: Int
    private var columnOffset: Int
    private var columnValue = 1

    /// Creates a lexer at byte `start` (line 1, column 1).
    init(_ bytes: [UInt8], file: String, startingAt start: Int) {
        self.bytes = bytes
        self.file = file
        index = start
        lineStart = start
        columnLineStart = start
        columnOffset = start
        tokenLocation = SourceLocation(file: file, line: 1, column: 1)
    }

    /// Records `diagnostic`, stopping the read once there are too many.
    mutating func report(_ diagnostic: Diagnostic) {
        guard !isStopped else { return }
        guard diagnostics.count < Self.maximumDiagnostics else {
            diagnostics.append(
                PlistDiagnostics.syntax(
                    PlistDiagnostics.Message.tooManyErrors(limit: Self.maximumDiagnostics), at: diagnostic.location))
            isStopped = true
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Records a syntax error.
    mutating func report(_ message: String, at location: SourceLocation) {
        report(PlistDiagnostics.syntax(message, at: location))
    }

    /// The location of `offset`, which must lie on the current line at or after the last located offset for
    /// the count to be incremental (anything else recounts from the start of the line).
    mutating func location(at offset: Int) -> SourceLocation {
        if columnLineStart != lineStart || offset < columnOffset {
            columnLineStart = lineStart
            columnOffset = lineStart
            columnValue = 1
        }
        var column = columnValue
        var position = columnOffset
        while position < offset {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        columnOffset = offset
        columnValue = column
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The location of `offset` on a line that started at `start` (for problems found after leaving the line).
    func location(at offset: Int, line: Int, lineStart start: Int) -> SourceLocation {
        var column = 1
        for position in start..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Counts the line break at `offset` (a `\n` or `\r`); the `\r` of `\r\n` leaves the counting to the `\n`.
    mutating func noteLineBreak(at offset: Int) {
        if bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A { return }
        line += 1
        lineStart = offset + 1
    }

    /// Drops the diagnostics after the first `count`, for text that will be read again.
    mutating func forgetDiagnostics(after count: Int) {
        guard !isStopped, count < diagnostics.count else { return }
        let nul = PlistDiagnostics.nulByte(at: tokenLocation).message
        if diagnostics[count...].contains(where: { $0.message == nul }) { hasReportedNul = false }
        diagnostics.removeSubrange(count...)
    }

    /// Reports the file's first NUL byte; later ones are the same problem.
    mutating func reportNul(at offset: Int) {
        guard !hasReportedNul else { return }
        hasReportedNul = true
        report(PlistDiagnostics.nulByte(at: location(at: offset)))
    }

    /// Reads the next token.
    mutating func next() -> OldStyleToken {
        tokenWasDamaged = false
        if !isStopped { skipWhiteSpaceAndComments() }
        tokenLocation = location(at: index)
        guard index < bytes.count, !isStopped else { return .end }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
            UInt8(ascii: ";"), UInt8(ascii: ","):
            index += 1
            return .punctuation(byte)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return quotedString(quote: byte)
        case UInt8(ascii: "<"): return data()
        default: return unquotedString()
        }
    }

    /// Whether CoreFoundation allows `byte` in an unquoted string: letters, digits and `_ $ / : . -`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The length of the white space at `offset` (0 when there is none): ASCII tab through carriage return,
    /// space, and U+2028 and U+2029, as CoreFoundation skips them.
    func whiteSpaceLength(at offset: Int) -> Int {
        switch bytes[offset] {
        case 0x09...0x0D, 0x20: return 1
        case 0xE2:
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80,
                bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9
            else { return 0 }
            return 3
        default: return 0
        }
    }

    private mutating func skipWhiteSpaceAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                noteLineBreak(at: index)
                index += 1
            } else if byte == 0 {
                reportNul(at: index)
                index += 1
            } else if byte == UInt8(ascii: "/") && index + 1 < bytes.count
                && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
            {
                skipComment()
            } else {
                let length = whiteSpaceLength(at: index)
                guard length > 0 else { return }
                index += length
            }
        }
    }

    /// Skips `// …` up to the line break or `/* … */`, checking that the comment is UTF-8.
    private mutating func skipComment() {
        let isBlock = bytes[index + 1] == UInt8(ascii: "*")
        let (start, startLine, startLineStart) = (index, line, lineStart)
        index += 2
        while index < bytes.count {
            let byte = bytes[index]
            if isBlock && byte == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
            {
                index += 2
                return
            }
            if byte == 0x0A || byte == 0x0D {
                if !isBlock { return }
                noteLineBreak(at: index)
            } else if byte >= 0x80 {
                if !isBlock && whiteSpaceLength(at: index) > 0 { return }
                skipScalar()
                continue
            }
            index += 1
        }
        if isBlock {
            tokenWasDamaged = true
            report(
                PlistDiagnostics.Message.unterminated("comment", closer: "*/"),
                at: location(at: start, line: startLine, lineStart: startLineStart))
        }
    }

    /// Moves past the UTF-8 sequence at `index`, reporting a malformed one (and moving one byte).
    mutating func skipScalar() {
        guard let length = UTF8Validation.sequenceLength(in: bytes, at: index) else {
            report(PlistDiagnostics.invalidUTF8(bytes[index], at: location(at: index)))
            index += 1
            return
        }
        index += length
    }

    /// Whether an unquoted string ends before the byte at `offset`: white space, punctuation, a quote, `<`,
    /// a NUL byte or the end of the input.
    private func endsUnquoted(at offset: Int) -> Bool {
        guard offset < bytes.count else { return true }
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
            UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), 0:
            return true
        default: return whiteSpaceLength(at: offset) > 0
        }
    }

    /// Reads an unquoted string; characters CoreFoundation does not allow unquoted are reported and kept, so
    /// `a+b` is read as one string with one error rather than as a cascade of them.
    private mutating func unquotedString() -> OldStyleToken {
        let start = index
        while index < bytes.count && Self.isUnquoted(bytes[index]) { index += 1 }
        if endsUnquoted(at: index) { return .string(String(decoding: bytes[start..<index], as: UTF8.self)) }
        var text = Array(bytes[start..<index])
        var firstInvalid: (offset: Int, description: String)?
        while !endsUnquoted(at: index) {
            let byte = bytes[index]
            if byte < 0x80 {
                if !Self.isUnquoted(byte) && firstInvalid == nil { firstInvalid = (index, describeByte(byte)) }
                text.append(byte)
                index += 1
            } else if let length = UTF8Validation.sequenceLength(in: bytes, at: index) {
                let sequence = bytes[index..<(index + length)]
                if firstInvalid == nil { firstInvalid = (index, "'\(String(decoding: sequence, as: UTF8.self))'") }
                text += sequence
                index += length
            } else {
                report(PlistDiagnostics.invalidUTF8(byte, at: location(at: index)))
                text += [0xEF, 0xBF, 0xBD]
                index += 1
            }
        }
        let string = String(decoding: text, as: UTF8.self)
        if let firstInvalid {
            let shown = string.count > 30 ? String(string.prefix(30)) + "…" : string
            report(
                PlistDiagnostics.Message.invalidCharacter(firstInvalid.description, inUnquoted: shown),
                at: location(at: firstInvalid.offset))
        }
        tokenWasDamaged = true
        return .string(string)
    }
}
