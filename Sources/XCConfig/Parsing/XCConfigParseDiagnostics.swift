import Support

/// The diagnostics the xcconfig parser reports, built here so tests reuse the exact text.
public enum XCConfigParseDiagnostics {
    /// Rule id of a line that is not blank, a directive or an assignment.
    public static let syntaxRule = "xcconfig_syntax"
    /// Rule id of bytes that are not UTF-8 text.
    public static let encodingRule = "xcconfig_encoding"
    /// Rule id of a `//` that silently cut a URL out of a value.
    public static let commentInValueRule = "xcconfig_comment_in_value"

    /// A syntax error at `location`.
    public static func syntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: syntaxRule, message, at: location)
    }

    /// A line starts with something that cannot start a line.
    public static func unexpectedLineStart(found: String, at location: SourceLocation) -> Diagnostic {
        syntax("expected a setting name, '#include' or a '//' comment, found \(found)", at: location)
    }

    /// A `#` with nothing after it.
    public static func loneHash(at location: SourceLocation) -> Diagnostic {
        syntax("expected a directive after '#'; write '#include \"path\"'", at: location)
    }

    /// A directive other than `#include` and `#include?`.
    public static func unknownDirective(_ keyword: String, at location: SourceLocation) -> Diagnostic {
        if keyword.hasPrefix("include") {
            return syntax(
                "unknown directive '#\(keyword)'; put a space between '#include' and the quoted path", at: location)
        }
        return syntax(
            "unknown directive '#\(keyword)'; only '#include \"path\"' and '#include? \"path\"' are supported",
            at: location)
    }

    /// An include path written in angle brackets.
    public static func angleBracketInclude(at location: SourceLocation) -> Diagnostic {
        syntax("include paths must be in double quotes, not angle brackets; write '#include \"path\"'", at: location)
    }

    /// Something other than a quoted path after `#include`.
    public static func expectedIncludePath(found: String, at location: SourceLocation) -> Diagnostic {
        syntax("expected a path in double quotes after '#include', found \(found)", at: location)
    }

    /// An include path without its closing quote.
    public static func unterminatedIncludePath(at location: SourceLocation) -> Diagnostic {
        syntax("include path has no closing '\"'; add it before the end of the line", at: location)
    }

    /// `#include ""`.
    public static func emptyIncludePath(at location: SourceLocation) -> Diagnostic {
        syntax("include path is empty; write the file's path between the quotes", at: location)
    }

    /// Text after the quoted include path.
    public static func textAfterIncludePath(found: String, at location: SourceLocation) -> Diagnostic {
        syntax("unexpected \(found) after the include path; only a '//' comment may follow it", at: location)
    }

    /// A setting name not followed by `=`.
    public static func expectedEquals(after name: String, found: String, at location: SourceLocation) -> Diagnostic {
        syntax("expected '=' after '\(name)', found \(found); write '\(name) = value'", at: location)
    }

    /// A condition group without its `]`.
    public static func unterminatedCondition(at location: SourceLocation) -> Diagnostic {
        syntax("condition has no closing ']'; write '[parameter=pattern]'", at: location)
    }

    /// A condition group without `=`.
    public static func conditionWithoutEquals(_ text: String, at location: SourceLocation) -> Diagnostic {
        syntax("condition '[\(text)]' has no '='; write '[parameter=pattern]', such as '[sdk=iphoneos*]'", at: location)
    }

    /// A condition group whose parameter is empty.
    public static func conditionWithoutParameter(at location: SourceLocation) -> Diagnostic {
        syntax(
            "condition has no parameter before '='; write '[parameter=pattern]', such as '[sdk=iphoneos*]'",
            at: location)
    }

    /// The summary that replaces diagnostics past the per-file limit.
    public static func tooManyProblems(_ count: Int, severity: Severity, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            severity, rule: syntaxRule,
            "\(count) more problems in this file are not reported; fix the ones above first", at: location)
    }

    /// Bytes that are not UTF-8.
    public static func invalidUTF8(byte: UInt8, at location: SourceLocation) -> Diagnostic {
        let hex = String(byte, radix: 16, uppercase: true)
        return Diagnostic(
            .error, rule: encodingRule,
            "file is not valid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex)); save it with UTF-8 encoding",
            at: location)
    }

    /// A NUL byte, the mark of a binary file.
    public static func nulByte(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: encodingRule,
            "file contains a NUL byte, so it is probably not a text file; xcconfig files must be UTF-8 text",
            at: location)
    }

    /// A `//` that cut a URL.
    public static func commentCutURL(name: String, suggestion: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: commentInValueRule,
            "value of '\(name)' was cut at '//', which starts a comment in xcconfig files; "
                + "write '\(suggestion)' to keep the URL",
            at: location)
    }

    /// How a found character reads in a message: `'x'`, `the end of the line`, `a NUL byte`, `U+0007`.
    static func describe(_ scalar: Unicode.Scalar?) -> String {
        guard let scalar else { return "the end of the line" }
        if scalar.value == 0 { return "a NUL byte" }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}" {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(Character(scalar))'"
    }
}
