/// Parses the text of one xcconfig file into statements, as Xcode's build system reads it.
///
/// The parser is lenient like Xcode's: a malformed line is reported and skipped, and every other line still
/// counts. It runs in time linear in the input and never fails; includes are left for ``XCConfigLoader``.
public enum XCConfigParser {
    /// The most diagnostics reported for one file; the rest are summed up in one, so binary garbage cannot
    /// produce millions of them.
    static let maximumDiagnostics = 200

    /// Parses `bytes`, the contents of the file at `path` (used only in locations).
    public static func parse(_ bytes: [UInt8], path: String) -> XCConfigFile {
        let source = XCConfigSourceText(bytes, path: path)
        var parser = LineParser(scanner: XCConfigScanner(bytes: source.bytes, path: path))
        parser.diagnostics = source.diagnostics
        parser.parseFile()
        parser.finishDiagnostics()
        return XCConfigFile(path: path, statements: parser.statements, diagnostics: parser.diagnostics)
    }
}

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
