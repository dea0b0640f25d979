import Support

/// Reads property lists of every format into ``PlistNode`` trees: binary (`bplist00`), XML (`<` first, after
/// any byte order mark and white space) and otherwise old-style text (``OldStylePlistParser``), as
/// CoreFoundation tells them apart.
///
/// XML is tokenized by hand rather than with Foundation's `XMLParser` or `PropertyListSerialization`, which
/// lose line numbers and differ between platforms. Values from binary files are located at the start of
/// the file. No format can overflow the call stack or loop: all are walked with explicit stacks,
/// nesting is capped at ``maximumDepth`` and binary reference cycles are reported. JSON is not a property
/// list format; a JSON object fails as old-style text with a located error.
public enum PlistParser {
    /// How deeply arrays and dictionaries may nest before the reader gives up with `plist_nesting_depth`.
    public static let maximumDepth = 512

    /// Parses `bytes`, naming `file` in every location.
    public static func parse(_ bytes: [UInt8], file: String) -> Parsed<PlistNode> {
        if bytes.count >= 6 && bytes[0..<6].elementsEqual("bplist".utf8) {
            let version = String(decoding: bytes.prefix(8).dropFirst(6), as: UTF8.self)
            guard version == "00" else {
                return failure(PlistDiagnostics.Message.unsupportedBinaryVersion(version), file: file)
            }
            var reader = BinaryPlistReader(bytes, file: file)
            let (value, diagnostics) = reader.read()
            return Parsed(value: value, diagnostics: diagnostics)
        }
        var start = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        var cursor = TextCursor(bytes, file: file, startingAt: start)
        cursor.skipWhiteSpace()
        guard cursor.current == UInt8(ascii: "<") else { return OldStylePlistParser.parse(bytes, file: file) }
        let byteOrderMark = start == 0 ? [] : [PlistDiagnostics.byteOrderMark(in: file)]
        var reader = XMLPlistReader(TextCursor(bytes, file: file, startingAt: start))
        let (value, xmlDiagnostics) = reader.read()
        return Parsed(value: value, diagnostics: byteOrderMark + xmlDiagnostics)
    }

    /// Parses UTF-8 `text`, naming `file` in every location.
    public static func parse(_ text: String, file: String) -> Parsed<PlistNode> {
        parse(Array(text.utf8), file: file)
    }

    private static func failure(_ message: String, file: String) -> Parsed<PlistNode> {
        Parsed(value: nil, diagnostics: [PlistDiagnostics.syntax(message, at: .start(of: file))])
    }
}
