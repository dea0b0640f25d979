import Support

/// A setting's name with its condition groups, such as `OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64]`: what stands
/// before `=` on an xcconfig line, and the key of a project file's `buildSettings` entry.
public struct SettingKey: Sendable, Hashable {
    /// The setting's name.
    public var name: String
    /// The condition groups, all of which must match (in source order).
    public var conditions: [SettingCondition]
    /// Where the name starts.
    public var location: SourceLocation

    /// Creates a key.
    public init(name: String, conditions: [SettingCondition] = [], location: SourceLocation) {
        self.name = name
        self.conditions = conditions
        self.location = location
    }

    /// Splits `key` into name and conditions with the grammar of xcconfig lines (the same parser), as swift-build
    /// does for the keys of a project file's `buildSettings`; `location` is where the key's first character is.
    ///
    /// White space may stand around the name and between condition groups; nothing else may follow them. A key
    /// that is not `NAME[parameter=pattern]…` gives an ``SettingKeyDiagnostics/invalidKeyRule`` warning at the
    /// offending character (Xcode ignores such a key). Columns of a key on one line are exact; escapes in the
    /// quoted form of a project file are not accounted for.
    ///
    /// swift-build parses `key + "="` as an xcconfig line, so it also accepts a key holding `=` and text after it
    /// (`A=B` sets `A`); those are reported invalid here, as they are mistakes and the value would be lost.
    public static func parse(_ key: String, at location: SourceLocation) -> Result<SettingKey, Diagnostic> {
        // Most keys of a project file are a bare name (`PRODUCT_NAME`): the grammar gives that name, without
        // conditions, where the key starts, so it is taken as it is without running the line parser over it.
        if isBareName(key) { return .success(SettingKey(name: key, location: location)) }
        return parseByGrammar(key, at: location)
    }

    /// Whether `key` is a setting name alone: a letter or `_`, then letters, digits and `_`.
    private static func isBareName(_ key: String) -> Bool {
        guard let first = key.utf8.first, LineParser.isNameStart(first) else { return false }
        return key.utf8.allSatisfy(LineParser.isNameContinuation)
    }

    /// ``parse(_:at:)`` by the xcconfig grammar whatever the key (tests compare it with the bare-name shortcut).
    package static func parseByGrammar(_ key: String, at location: SourceLocation) -> Result<SettingKey, Diagnostic> {
        // The `=` the key must end at, as in swift-build, which parses `key=`; a `//` comment swallows it.
        let bytes = Array(key.utf8) + [UInt8(ascii: "=")]
        var parser = LineParser(scanner: XCConfigScanner(bytes: bytes, path: location.file))
        parser.scanner.skipSpaces()
        guard let first = parser.scanner.current, LineParser.isNameStart(first) else {
            let at = shifted(parser.scanner.location(), by: location)
            if parser.scanner.index == bytes.count - 1 { return .failure(SettingKeyDiagnostics.emptyKey(at: at)) }
            return .failure(SettingKeyDiagnostics.invalidName(key, at: at))
        }
        guard let (name, nameLocation, conditions) = parser.parseSettingKey() else {
            let inner = parser.diagnostics.first
            return .failure(
                SettingKeyDiagnostics.invalidKey(
                    key, problem: inner?.message ?? "", at: shifted(inner?.location ?? location, by: location)))
        }
        guard parser.scanner.index == bytes.count - 1 else {
            // Past the end, a `//` comment took the rest of the key; it is reported at the name.
            let isComment = parser.scanner.index == bytes.count
            let found =
                isComment
                ? "a '//' comment"
                : parser.scanner.isAtEndOfLine
                    ? "a line break" : XCConfigParseDiagnostics.describe(parser.scanner.currentScalar)
            let at = shifted(isComment ? nameLocation : parser.scanner.location(), by: location)
            return .failure(SettingKeyDiagnostics.unexpectedText(key, found: found, after: name, at: at))
        }
        return .success(
            SettingKey(
                name: name,
                conditions: conditions.map { condition in
                    var condition = condition
                    condition.location = shifted(condition.location, by: location)
                    return condition
                },
                location: shifted(nameLocation, by: location)))
    }

    /// `inner`, a location in the key's own text, as a location in the file the key starts at `origin` of.
    private static func shifted(_ inner: SourceLocation, by origin: SourceLocation) -> SourceLocation {
        SourceLocation(
            file: origin.file, line: origin.line + inner.line - 1,
            column: inner.line == 1 ? origin.column + inner.column - 1 : inner.column)
    }
}
