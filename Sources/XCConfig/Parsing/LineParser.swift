import Support

/// The state of one parse.
struct LineParser {
    var scanner: XCConfigScanner
    var statements: [XCConfigStatement] = []
    var diagnostics: [Diagnostic] = []
    private var suppressedCount = 0
    private var suppressedSeverity = Severity.note
    private var firstSuppressedLocation: SourceLocation?

    init(scanner: XCConfigScanner) {
        self.scanner = scanner
    }

    /// Reports `diagnostic`, or counts it once the per-file limit is reached.
    mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.count < XCConfigParser.maximumDiagnostics else {
            suppressedCount += 1
            suppressedSeverity = max(suppressedSeverity, diagnostic.severity)
            if firstSuppressedLocation == nil { firstSuppressedLocation = diagnostic.location }
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Appends the summary of suppressed diagnostics, if any.
    mutating func finishDiagnostics() {
        guard suppressedCount > 0, let location = firstSuppressedLocation else { return }
        diagnostics.append(
            XCConfigParseDiagnostics.tooManyProblems(suppressedCount, severity: suppressedSeverity, at: location))
    }

    /// Parses every line.
    mutating func parseFile() {
        while !scanner.isAtEndOfFile {
            scanner.skipSpacesAndComment()
            if let byte = scanner.current, !scanner.isAtEndOfLine {
                if byte == UInt8(ascii: "#") {
                    parseDirective()
                } else if Self.isNameStart(byte) {
                    parseAssignment()
                } else {
                    let found = XCConfigParseDiagnostics.describe(scanner.currentScalar)
                    report(XCConfigParseDiagnostics.unexpectedLineStart(found: found, at: scanner.location()))
                }
            }
            // Whatever happened on the line, go on with the next one.
            scanner.skipRestOfLine()
            scanner.consumeEndOfLine()
        }
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Parses `#include "p"` or `#include? "p"` with the cursor at `#`; stops on the line.
    private mutating func parseDirective() {
        let hashLocation = scanner.location()
        scanner.advance()
        scanner.skipSpacesAndComment()
        if scanner.isAtEndOfLine {
            report(XCConfigParseDiagnostics.loneHash(at: hashLocation))
            return
        }
        let keywordStart = scanner.index
        scanner.skip { !XCConfigScanner.isSpace($0) }
        let keyword = scanner.text(keywordStart..<scanner.index)
        guard keyword == "include" || keyword == "include?" else {
            report(XCConfigParseDiagnostics.unknownDirective(keyword, at: scanner.location(of: keywordStart)))
            return
        }
        scanner.skipSpacesAndComment()
        guard scanner.current == UInt8(ascii: "\""), !scanner.isAtEndOfLine else {
            if scanner.current == UInt8(ascii: "<") {
                report(XCConfigParseDiagnostics.angleBracketInclude(at: scanner.location()))
            } else {
                let found = XCConfigParseDiagnostics.describe(scanner.currentScalar)
                report(XCConfigParseDiagnostics.expectedIncludePath(found: found, at: scanner.location()))
            }
            return
        }
        // Inside the quotes `//` is part of the path, as in Xcode: the quotes delimit it.
        let quote = scanner.index
        scanner.advance()
        let pathStart = scanner.index
        scanner.skip { $0 != UInt8(ascii: "\"") }
        guard scanner.current == UInt8(ascii: "\""), !scanner.isAtEndOfLine else {
            report(XCConfigParseDiagnostics.unterminatedIncludePath(at: scanner.location(of: quote)))
            return
        }
        let path = scanner.text(pathStart..<scanner.index)
        scanner.advance()
        scanner.skipSpacesAndComment()
        guard scanner.isAtEndOfLine else {
            let found = XCConfigParseDiagnostics.describe(scanner.currentScalar)
            report(XCConfigParseDiagnostics.textAfterIncludePath(found: found, at: scanner.location()))
            return
        }
        guard !path.isEmpty else {
            report(XCConfigParseDiagnostics.emptyIncludePath(at: scanner.location(of: quote)))
            return
        }
        let directive = IncludeDirective(path: path, isOptional: keyword == "include?", location: hashLocation)
        statements.append(.include(directive))
    }
}
