import XCConfig

/// Reads XML (`<?xml`, `<plist`) and binary (`bplist00`) property lists into ``PlistNode`` trees.
///
/// XML is tokenized by hand rather than with Foundation's `XMLParser` or `PropertyListSerialization`, which
/// lose line numbers and differ between platforms. Values from binary files are located at the start of
/// the file. Neither format can overflow the call stack or loop: both are walked with explicit stacks,
/// nesting is capped at ``maximumDepth`` and binary reference cycles are reported.
public enum PlistParser {
    /// How deeply arrays and dictionaries may nest before the reader gives up with `plist_nesting_depth`.
    public static let maximumDepth = 512

    /// Parses `bytes`, naming `file` in every location.
    public static func parse(_ bytes: [UInt8], file: String) -> Parsed<PlistNode> {
        if bytes.starts(with: Array("bplist".utf8)) {
            let version = String(decoding: bytes.prefix(8).dropFirst(6), as: UTF8.self)
            guard version == "00" else {
                return failure(PlistDiagnostics.Message.unsupportedBinaryVersion(version), file: file)
            }
            var reader = BinaryPlistReader(bytes, file: file)
            let (value, diagnostics) = reader.read()
            return Parsed(value: value, diagnostics: diagnostics)
        }
        var diagnostics: [Diagnostic] = []
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            diagnostics.append(PlistDiagnostics.byteOrderMark(in: file))
            start = 3
        }
        var cursor = TextCursor(bytes, file: file, startingAt: start)
        while let byte = cursor.current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            cursor.advance()
        }
        guard cursor.current == UInt8(ascii: "<") else {
            let isText = cursor.current == UInt8(ascii: "{") || cursor.current == UInt8(ascii: "(")
            let message = isText ? PlistDiagnostics.Message.textFormat : PlistDiagnostics.Message.unknownFormat
            return Parsed(
                value: nil, diagnostics: diagnostics + [PlistDiagnostics.syntax(message, at: cursor.location)])
        }
        var reader = XMLPlistReader(TextCursor(bytes, file: file, startingAt: start))
        let (value, xmlDiagnostics) = reader.read()
        return Parsed(value: value, diagnostics: diagnostics + xmlDiagnostics)
    }

    /// Parses UTF-8 `text`, naming `file` in every location.
    public static func parse(_ text: String, file: String) -> Parsed<PlistNode> {
        parse(Array(text.utf8), file: file)
    }

    private static func failure(_ message: String, file: String) -> Parsed<PlistNode> {
        Parsed(value: nil, diagnostics: [PlistDiagnostics.syntax(message, at: .start(of: file))])
    }
}
