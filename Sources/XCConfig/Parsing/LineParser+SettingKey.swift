import Support

extension LineParser {
    /// Parses a setting key, `NAME[param=pattern]…`, with the cursor at the name's first character; stops after
    /// the white space (and any `//` comment) that follows it.
    ///
    /// The one grammar of keys: xcconfig lines use it before `=`, and ``SettingKey/parse(_:at:)`` for the keys of a
    /// project file's `buildSettings`, as swift-build parses those with its xcconfig line parser. `nil` after
    /// reporting a malformed condition group.
    mutating func parseSettingKey() -> (name: String, location: SourceLocation, conditions: [SettingCondition])? {
        let nameStart = scanner.index
        let location = scanner.location()
        scanner.skip(while: Self.isNameContinuation)
        let name = scanner.text(nameStart..<scanner.index)
        scanner.skipSpacesAndComment()
        var conditions: [SettingCondition] = []
        while scanner.current == UInt8(ascii: "[") {
            guard let condition = parseCondition() else { return nil }
            conditions.append(condition)
            scanner.skipSpacesAndComment()
        }
        return (name, location, conditions)
    }

    /// Parses one `[param=pattern]` with the cursor at `[`; `nil` after reporting a malformed group.
    private mutating func parseCondition() -> SettingCondition? {
        let open = scanner.index
        let location = scanner.location()
        scanner.advance()
        let parameterStart = scanner.index
        scanner.skip { $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "]") }
        let parameterEnd = scanner.index
        if scanner.isAtEndOfLine {
            report(XCConfigParseDiagnostics.unterminatedCondition(at: location))
            return nil
        }
        if scanner.current == UInt8(ascii: "]") {
            let text = scanner.text(parameterStart..<parameterEnd)
            report(XCConfigParseDiagnostics.conditionWithoutEquals(text, at: scanner.location()))
            return nil
        }
        if parameterStart == parameterEnd {
            report(XCConfigParseDiagnostics.conditionWithoutParameter(at: scanner.location()))
            return nil
        }
        scanner.advance()
        let patternStart = scanner.index
        scanner.skip { $0 != UInt8(ascii: "]") }
        if scanner.isAtEndOfLine {
            report(XCConfigParseDiagnostics.unterminatedCondition(at: scanner.location(of: open)))
            return nil
        }
        let pattern = scanner.text(patternStart..<scanner.index)
        scanner.advance()
        return SettingCondition(
            parameter: scanner.text(parameterStart..<parameterEnd), pattern: pattern, location: location)
    }
}
