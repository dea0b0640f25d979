import Support

/// Parses the text of one xcconfig file into statements, as Xcode's build system reads it.
///
/// The parser is lenient like Xcode's: a malformed line is reported and skipped, and every other line still
/// counts. It runs in time linear in the input and never fails; includes are left for ``XCConfigLoader``.
public enum XCConfigParser {
    /// The most diagnostics reported for one file; the rest are summed up in one, so binary garbage cannot
    /// produce millions of them.
    package static let maximumDiagnostics = 200

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
