import Support

extension LineParser {
    /// Parses `NAME[param=pattern]… = value` with the cursor at the name; stops on the value's last line.
    mutating func parseAssignment() {
        guard let (name, location, conditions) = parseSettingKey() else { return }
        guard scanner.current == UInt8(ascii: "="), !scanner.isAtEndOfLine else {
            let found = XCConfigParseDiagnostics.describe(scanner.currentScalar)
            report(XCConfigParseDiagnostics.expectedEquals(after: name, found: found, at: scanner.location()))
            return
        }
        scanner.advance()
        scanner.skipSpaces()
        let valueLocation = scanner.location()
        var value: [UInt8] = []
        var continuations: [ValueContinuation] = []
        // A trailing backslash continues the value on the next line; pieces are joined with one space, and each
        // piece that does not start where the value does is recorded, so problems in it point at its line.
        func append(_ piece: Range<Int>) {
            if !value.isEmpty { value.append(UInt8(ascii: " ")) }
            let pieceLocation = scanner.location(of: piece.lowerBound)
            if !(value.isEmpty && pieceLocation == valueLocation) {
                continuations.append(ValueContinuation(offset: value.count, location: pieceLocation))
            }
            value += scanner.bytes[piece]
        }
        while let piece = parseValuePiece(name: name) {
            guard let last = piece.last, scanner.bytes[last] == UInt8(ascii: "\\") else {
                append(piece)
                break
            }
            var trimmed = piece.dropLast()
            while let first = trimmed.first, XCConfigScanner.isSpace(scanner.bytes[first]) { trimmed.removeFirst() }
            while let last = trimmed.last, XCConfigScanner.isSpace(scanner.bytes[last]) { trimmed.removeLast() }
            if !trimmed.isEmpty { append(trimmed) }
            scanner.consumeEndOfLine()
        }
        let assignment = SettingAssignment(
            name: name, conditions: conditions, value: String(decoding: value, as: UTF8.self), location: location,
            valueLocation: valueLocation, valueContinuations: continuations)
        statements.append(.assignment(assignment))
    }

    /// Reads one line's worth of value: up to a `//` or the line end, trimmed of trailing white space and then of one
    /// `;` and the white space before it.
    ///
    /// `nil` when the line holds no value at all.
    private mutating func parseValuePiece(name: String) -> Range<Int>? {
        scanner.skipSpacesAndComment()
        if scanner.isAtEndOfLine { return nil }
        let start = scanner.index
        scanner.skipToEndOfLineOrComment()
        let commentStart = scanner.isAtComment ? scanner.index : nil
        var end = scanner.index
        let bytes = scanner.bytes
        while end > start, XCConfigScanner.isSpace(bytes[end - 1]) { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: ";") {
            end -= 1
            while end > start, XCConfigScanner.isSpace(bytes[end - 1]) { end -= 1 }
        }
        if let commentStart {
            lintComment(name: name, valueStart: start, valueEnd: end, commentStart: commentStart)
            scanner.skipRestOfLine()
        }
        return start..<end
    }

    /// Warns when `//` cut what looks like a URL (`scheme://…`) out of a value.
    private mutating func lintComment(name: String, valueStart: Int, valueEnd: Int, commentStart: Int) {
        let bytes = scanner.bytes
        guard valueEnd == commentStart, valueEnd > valueStart, bytes[valueEnd - 1] == UInt8(ascii: ":") else {
            return
        }
        var schemeStart = valueEnd - 1
        while schemeStart > valueStart, Self.isSchemeCharacter(bytes[schemeStart - 1]) { schemeStart -= 1 }
        let first = bytes[schemeStart]
        guard schemeStart < valueEnd - 1, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return }
        let location = scanner.location(of: commentStart)
        scanner.skipRestOfLine()
        var lineEnd = scanner.index
        while lineEnd > commentStart, XCConfigScanner.isSpace(bytes[lineEnd - 1]) { lineEnd -= 1 }
        if lineEnd > commentStart, bytes[lineEnd - 1] == UInt8(ascii: ";") {
            lineEnd -= 1
            while lineEnd > commentStart, XCConfigScanner.isSpace(bytes[lineEnd - 1]) { lineEnd -= 1 }
        }
        let suggestion = Self.escapingSlashes(scanner.text(valueStart..<lineEnd))
        report(XCConfigParseDiagnostics.commentCutURL(name: name, suggestion: suggestion, at: location))
    }

    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isNameContinuation(byte) && byte != UInt8(ascii: "_") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `text` with every `//` written as `/$()/`, which Xcode reads as `//` without starting a comment.
    static func escapingSlashes(_ text: String) -> String {
        var result = ""
        var previousWasSlash = false
        for scalar in text.unicodeScalars {
            if scalar == "/" && previousWasSlash {
                result += "$()/"
                previousWasSlash = false
                continue
            }
            result.unicodeScalars.append(scalar)
            previousWasSlash = scalar == "/"
        }
        return result
    }
}
