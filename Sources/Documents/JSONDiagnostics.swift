import Support

/// The rule ids and message texts of the JSON reader, so rules and tests reuse the exact wording.
public enum JSONDiagnostics {
    /// Rule id for malformed JSON.
    public static let syntaxRule = "json_syntax"
    /// Rule id for bytes that are not UTF-8.
    public static let encodingRule = "json_encoding"
    /// Rule id for a leading UTF-8 byte order mark (a warning).
    public static let byteOrderMarkRule = "json_byte_order_mark"
    /// Rule id for a key written twice in one object.
    public static let duplicateKeyRule = "json_duplicate_key"
    /// Rule id for arrays and objects nested deeper than ``JSONParser/maximumDepth``.
    public static let nestingDepthRule = "json_nesting_depth"
    /// Rule id for a trailing comma in a file whose reader accepts one (a warning).
    public static let trailingCommaRule = "json_trailing_comma"

    /// A syntax error.
    public static func syntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: syntaxRule, message, at: location)
    }

    /// A byte that is not part of well-formed UTF-8.
    public static func invalidUTF8(_ byte: UInt8, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: encodingRule,
            "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2)); save the file as UTF-8", at: location)
    }

    /// A trailing comma where the file's reader (Xcode, for an asset catalog) accepts one.
    public static func acceptedTrailingComma(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: trailingCommaRule,
            "trailing comma, which Xcode reads here but JSON does not allow; remove the ','", at: location)
    }

    /// The file starts with a byte order mark.
    public static func byteOrderMark(in file: String) -> Diagnostic {
        Diagnostic(
            .warning, rule: byteOrderMarkRule,
            "file starts with a UTF-8 byte order mark; save it as UTF-8 without a byte order mark",
            at: .start(of: file))
    }

    /// The second occurrence of `key` in one object.
    public static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: duplicateKeyRule, "duplicate key '\(key)' in object; remove or rename one of the members",
            at: location, notes: [Diagnostic.Note("'\(key)' is first defined here", at: first)])
    }

    /// Nesting went past `limit` levels.
    public static func nestingTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: nestingDepthRule,
            "arrays and objects are nested more than \(limit) levels deep; flatten the document", at: location)
    }

    /// Message texts of ``syntaxRule`` diagnostics.
    public enum Message {
        /// The file holds nothing but white space.
        public static let emptyDocument = "file is empty; a JSON document must hold exactly one value"
        /// A value was expected but the file ended.
        public static let endInsteadOfValue = "unexpected end of file; expected a value"
        /// Something other than a value start.
        public static func expectedValue(found: String) -> String {
            "expected a value (object, array, string, number, true, false or null) but found \(found)"
        }
        /// Inside an object, after a member.
        public static let expectedCommaOrBrace = "expected ',' or '}' after object member"
        /// Inside an array, after an element.
        public static let expectedCommaOrBracket = "expected ',' or ']' after array element"
        /// After a key.
        public static let expectedColon = "expected ':' after object key"
        /// Where a key should start.
        public static let expectedKey = "expected an object key in double quotes"
        /// A key without quotes.
        public static func unquotedKey(_ word: String) -> String {
            "object keys must be strings in double quotes; write \"\(word)\""
        }
        /// A comma right before a closing bracket.
        public static let trailingComma = "trailing comma is not allowed in JSON; remove the ','"
        /// `//` or `/*`.
        public static let comment = "comments are not allowed in JSON; remove the comment"
        /// A `'`-quoted string.
        public static let singleQuote = "strings must use double quotes in JSON, not single quotes"
        /// `NaN`, `Infinity` and `-Infinity`.
        public static func notANumber(_ word: String) -> String {
            "'\(word)' is not allowed in JSON; use a number or null"
        }
        /// A misspelt literal.
        public static func misspeltLiteral(_ word: String, suggestion: String) -> String {
            "unexpected '\(word)'; did you mean '\(suggestion)'?"
        }
        /// A number with leading zeros.
        public static let leadingZero = "leading zeros are not allowed in JSON numbers; remove them"
        /// A `+` before a number.
        public static let leadingPlus = "'+' is not allowed before a JSON number; remove it"
        /// A number starting with `.`.
        public static let leadingDecimalPoint = "JSON numbers must start with a digit; write '0.' before the point"
        /// Missing digits after `-`.
        public static let digitAfterMinus = "expected a digit after '-'"
        /// Missing digits after `.`.
        public static let digitAfterPoint = "expected a digit after the decimal point"
        /// Missing digits in an exponent.
        public static let digitInExponent = "expected a digit in the exponent"
        /// A string that never closes.
        public static let unterminatedString = "unterminated string; add the closing '\"'"
        /// A raw line break inside a string.
        public static let lineBreakInString = "line break inside a string; close the string with '\"' or write '\\n'"
        /// A raw control character inside a string.
        public static func controlCharacter(_ byte: UInt8) -> String {
            "control character U+\(hex(UInt32(byte), digits: 4)) must be escaped in a string; write '\\u\(hex(UInt32(byte), digits: 4))'"
        }
        /// An unknown escape.
        public static func invalidEscape(_ found: String) -> String {
            "invalid escape '\\\(found)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        }
        /// `\u` not followed by four hex digits.
        public static let invalidUnicodeEscape = "expected four hexadecimal digits after '\\u'"
        /// A UTF-16 surrogate escape without its partner.
        public static func unpairedSurrogate(_ code: UInt32) -> String {
            "unpaired surrogate '\\u\(hex(code, digits: 4))'; a high surrogate (D800–DBFF) must be followed by a low one (DC00–DFFF)"
        }
        /// Anything after the single value.
        public static func extraContent(found: String) -> String {
            "unexpected \(found) after the JSON value; a document holds exactly one value"
        }
    }
}
