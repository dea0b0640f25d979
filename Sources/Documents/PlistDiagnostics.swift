import Support

/// The rule ids and message texts of the property-list reader, so rules and tests reuse the exact wording.
public enum PlistDiagnostics {
    /// Rule id for malformed XML and old-style property lists.
    public static let syntaxRule = "plist_syntax"
    /// Rule id for text property lists whose bytes are not UTF-8.
    public static let encodingRule = "plist_encoding"
    /// Rule id for a leading UTF-8 byte order mark (a warning).
    public static let byteOrderMarkRule = "plist_byte_order_mark"
    /// Rule id for a key written twice in one dictionary.
    public static let duplicateKeyRule = "plist_duplicate_key"
    /// Rule id for arrays and dictionaries nested deeper than ``PlistParser/maximumDepth``.
    public static let nestingDepthRule = "plist_nesting_depth"
    /// Rule id for corrupt binary property lists (bad trailer, offsets, references or cycles).
    public static let binaryFormatRule = "plist_binary_format"

    /// A syntax error.
    public static func syntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: syntaxRule, message, at: location)
    }

    /// A byte that is not part of well-formed UTF-8.
    public static func invalidUTF8(_ byte: UInt8, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: encodingRule,
            "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2)); save the property list as UTF-8", at: location)
    }

    /// The file starts with a byte order mark.
    public static func byteOrderMark(in file: String) -> Diagnostic {
        Diagnostic(
            .warning, rule: byteOrderMarkRule,
            "file starts with a UTF-8 byte order mark; save it as UTF-8 without a byte order mark",
            at: .start(of: file))
    }

    /// The second occurrence of `key` in one dictionary.
    public static func duplicateKey(_ key: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: duplicateKeyRule,
            "duplicate key '\(key)' in dictionary; remove or rename one of the entries", at: location,
            notes: [Diagnostic.Note("'\(key)' is first defined here", at: first)])
    }

    /// Nesting went past `limit` levels.
    public static func nestingTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: nestingDepthRule,
            "arrays and dictionaries are nested more than \(limit) levels deep; flatten the property list",
            at: location)
    }

    /// A corrupt binary property list.
    public static func binary(_ message: String, in file: String) -> Diagnostic {
        Diagnostic(.error, rule: binaryFormatRule, message, at: .start(of: file))
    }

    /// Message texts of ``syntaxRule`` and ``binaryFormatRule`` diagnostics.
    public enum Message {
        /// A binary property list of another version.
        public static func unsupportedBinaryVersion(_ version: String) -> String {
            "binary property list version '\(version)' is not supported; convert with 'plutil -convert xml1'"
        }
        /// The file ended early.
        public static func unexpectedEnd(expected: String) -> String { "unexpected end of file; expected \(expected)" }
        /// An element that is not a plist value.
        public static func unknownElement(_ name: String) -> String {
            "unknown element <\(name)>; expected dict, array, string, integer, real, true, false, date or data"
        }
        /// Something other than a value where one belongs.
        public static func expectedValue(found: String) -> String { "expected a value element but found \(found)" }
        /// Something other than a key in a dictionary.
        public static func expectedKey(found: String) -> String {
            "expected <key> or </dict> in a dictionary but found \(found)"
        }
        /// A key without a following value.
        public static func missingValue(forKey key: String) -> String {
            "key '\(key)' has no value; add a value element after the </key>"
        }
        /// A closing tag that does not match.
        public static func mismatchedEndTag(expected: String, found: String) -> String {
            "expected </\(expected)> but found </\(found)>"
        }
        /// An element where only text may be.
        public static func elementInText(_ name: String, parent: String) -> String {
            "unexpected <\(name)> inside <\(parent)>; it may only hold text"
        }
        /// Text outside any value.
        public static func strayText(_ text: String) -> String {
            "unexpected text '\(text)' outside a value element; put it inside <string>"
        }
        /// Content after the root value.
        public static func extraContent(found: String) -> String {
            "unexpected \(found) after the root value; a property list holds exactly one value"
        }
        /// A malformed tag.
        public static func malformedTag(_ detail: String) -> String { "malformed tag: \(detail)" }
        /// An unterminated comment, CDATA section, declaration or processing instruction.
        public static func unterminated(_ construct: String, closer: String) -> String {
            "unterminated \(construct); add the closing '\(closer)'"
        }
        /// An unknown or malformed `&…;` reference.
        public static func unknownEntity(_ text: String) -> String {
            "unknown entity '\(text)'; write '&amp;' for a literal '&'"
        }
        /// `<true>` or `<false>` with content.
        public static func booleanWithContent(_ name: String) -> String { "<\(name)/> must be empty" }
        /// A bad `<integer>`.
        public static func invalidInteger(_ text: String) -> String {
            "invalid integer '\(text)'; write decimal digits with an optional sign, within 64 bits"
        }
        /// A bad `<real>`.
        public static func invalidReal(_ text: String) -> String { "invalid real number '\(text)'" }
        /// A bad `<date>`.
        public static func invalidDate(_ text: String) -> String {
            "invalid date '\(text)'; write it as YYYY-MM-DDTHH:MM:SSZ"
        }
        /// Bad `<data>`.
        public static let invalidData = "invalid base64 in <data>"
        /// Shared objects in a binary property list that expand into too many values.
        public static func tooManyExpandedObjects(limit: Int) -> String {
            "the binary property list expands to more than \(limit) values through shared objects; it is likely corrupt or malicious"
        }
        /// A reference cycle in a binary property list.
        public static func referenceCycle(object: Int) -> String {
            "object \(object) contains itself; the binary property list has a reference cycle"
        }
    }
}
