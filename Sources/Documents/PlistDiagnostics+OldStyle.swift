import Support

extension PlistDiagnostics {
    /// A NUL byte in a text property list (reported once per file).
    public static func nulByte(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: encodingRule,
            "unexpected NUL byte; a text property list holds none (is the file binary or UTF-16?), save it as UTF-8",
            at: location)
    }

    /// A file that starts with a UTF-16 byte order mark.
    public static func utf16(in file: String) -> Diagnostic {
        Diagnostic(
            .error, rule: encodingRule, "the file is UTF-16; save the property list as UTF-8", at: .start(of: file))
    }

    /// A `\U` escape that yields half of a UTF-16 surrogate pair without the other half.
    public static func loneSurrogate(_ unit: UInt16, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: encodingRule,
            "'\\U\(hex(UInt32(unit), digits: 4))' is half of a UTF-16 surrogate pair; write the character itself",
            at: location)
    }
}

extension PlistDiagnostics.Message {
    /// A file of zero bytes.
    public static let emptyFile = "the file is empty; expected a property list"

    /// The reader gave up after too many errors.
    public static func tooManyErrors(limit: Int) -> String {
        "more than \(limit) errors; stopped reading the file"
    }

    /// Something other than a value at the top of an old-style property list.
    public static func expectedRootValue(found: String) -> String {
        "expected a property list value ('{', '(', a string or '<') but found \(found)"
    }

    /// Something other than a value after `key =`.
    public static func expectedValue(afterKey key: String, found: String) -> String {
        "expected a value after '\(key) =' but found \(found)"
    }

    /// Something other than a value or `)` in an array.
    public static func expectedElement(found: String) -> String {
        "expected an array element or ')' but found \(found)"
    }

    /// Something other than a key or `}` in a dictionary.
    public static func expectedKeyOrClose(found: String) -> String {
        "expected a key or '}' in a dictionary but found \(found)"
    }

    /// A key not followed by `=`.
    public static func expectedEquals(afterKey key: String, found: String) -> String {
        "expected '=' after key '\(key)' but found \(found)"
    }

    /// A dictionary value not followed by `;`.
    public static func expectedSemicolon(afterValueOf key: String, found: String) -> String {
        "expected ';' after the value of '\(key)' but found \(found)"
    }

    /// An array element not followed by `,` or `)`.
    public static func expectedSeparator(found: String) -> String {
        "expected ',' or ')' after an array element but found \(found)"
    }

    /// The file ended inside a dictionary.
    public static func unexpectedEnd(closingDictionaryOpenedAt opening: SourceLocation) -> String {
        unexpectedEnd(expected: "'}' to close the dictionary opened at \(opening.line):\(opening.column)")
    }

    /// The file ended inside an array.
    public static func unexpectedEnd(closingArrayOpenedAt opening: SourceLocation) -> String {
        unexpectedEnd(expected: "')' to close the array opened at \(opening.line):\(opening.column)")
    }

    /// A `)` where a dictionary should be closed.
    public static func mismatchedClose(found: String, closingDictionaryOpenedAt opening: SourceLocation) -> String {
        "expected '}' to close the dictionary opened at \(opening.line):\(opening.column) but found \(found)"
    }

    /// A `}` where an array should be closed.
    public static func mismatchedClose(found: String, closingArrayOpenedAt opening: SourceLocation) -> String {
        "expected ')' to close the array opened at \(opening.line):\(opening.column) but found \(found)"
    }

    /// A `}` or `)` that closes nothing.
    public static func unbalanced(_ closer: String) -> String {
        let opener = closer == "}" ? "{" : "("
        return "unbalanced '\(closer)'; remove it or add the matching '\(opener)'"
    }

    /// A character that may not appear in an unquoted string.
    public static func invalidCharacter(_ character: String, inUnquoted text: String) -> String {
        "invalid character \(character) in unquoted string '\(text)'; put the string in double quotes"
    }

    /// A character other than a hex digit, white space or `>` in `<data>`.
    public static func invalidHexDigit(_ character: String) -> String {
        "invalid hex digit \(character) in <data>; write each byte as two hex digits and end the data with '>'"
    }

    /// A hex digit without its partner in `<data>`.
    public static func incompleteByte(_ digit: String) -> String {
        "incomplete byte \(digit) in <data>; write each byte as two adjacent hex digits"
    }
}
