import Support

/// The diagnostics about setting keys outside xcconfig files (the keys of a project file's `buildSettings`), built
/// here so tests reuse the exact text.
public enum SettingKeyDiagnostics {
    /// Rule id of a `buildSettings` key that is not `NAME[parameter=pattern]…`, which Xcode ignores.
    public static let invalidKeyRule = "xcode_setting_key_invalid"
    /// Rule id of a key written twice in one `buildSettings` dictionary, where only the last value counts.
    public static let repeatedKeyRule = "xcode_setting_key_repeated"

    /// The shape of a valid key, for the fix part of messages.
    static let expectedShape = "write 'NAME' or 'NAME[parameter=pattern]', such as 'OTHER_LDFLAGS[sdk=iphoneos*]'"

    /// A key with nothing in it.
    public static func emptyKey(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: invalidKeyRule, "setting key is empty, so Xcode ignores it; \(expectedShape)", at: location)
    }

    /// A key that does not start with a setting name.
    public static func invalidName(_ key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: invalidKeyRule,
            "setting key '\(displayed(key))' is ignored by Xcode: a setting name starts with a letter or '_' and "
                + "holds letters, digits and '_'; \(expectedShape)",
            at: location)
    }

    /// A key whose condition groups are malformed; `problem` says how (a parser message).
    public static func invalidKey(_ key: String, problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, rule: invalidKeyRule, "setting key '\(displayed(key))' is ignored by Xcode: \(problem)",
            at: location)
    }

    /// A key with something other than condition groups after the name.
    public static func unexpectedText(_ key: String, found: String, after name: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: invalidKeyRule,
            "setting key '\(displayed(key))' is ignored by Xcode: unexpected \(found) after '\(name)'; "
                + expectedShape,
            at: location)
    }

    /// A key written again later in the same dictionary, at `later`; this earlier value is ignored.
    public static func repeatedKey(_ key: String, laterAt later: SourceLocation, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: repeatedKeyRule,
            "setting key '\(displayed(key))' is written again on line \(later.line), so this value is ignored; "
                + "remove one of them",
            at: location, notes: [Diagnostic.Note("the value that counts", at: later)])
    }

    /// `key` with line breaks and tabs written as escapes, so a message stays on one line.
    static func displayed(_ key: String) -> String {
        var result = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u{2028}"
            case "\u{2029}": result += "\\u{2029}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
