// The entry points of the frozen reference readers (see ReferenceTextCursor.swift), as `JSONParser.parse` and
// `PlistParser.parse` were at commit 611e995.
import Documents
import Support

enum ReferenceParsers {
    /// `JSONParser.parse` as it was.
    static func json(_ bytes: [UInt8], file: String) -> Parsed<JSONNode> {
        var reader = ReferenceJSONReader(bytes, file: file)
        let value = reader.parseDocument()
        return Parsed(value: value, diagnostics: reader.diagnostics)
    }

    /// `PlistParser.parse` as it was, for text.
    ///
    /// XML goes through the reference reader, old-style text through the current one (which the readers' speed-up
    /// left alone). Binary input is not expected.
    static func plist(_ bytes: [UInt8], file: String) -> Parsed<PlistNode> {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var cursor = ReferenceTextCursor(bytes, file: file, startingAt: start)
        while let byte = cursor.current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            cursor.advance()
        }
        guard cursor.current == UInt8(ascii: "<") else { return OldStylePlistParser.parse(bytes, file: file) }
        let byteOrderMark = start == 0 ? [] : [PlistDiagnostics.byteOrderMark(in: file)]
        var reader = ReferenceXMLPlistReader(ReferenceTextCursor(bytes, file: file, startingAt: start))
        let (value, xmlDiagnostics) = reader.read()
        return Parsed(value: value, diagnostics: byteOrderMark + xmlDiagnostics)
    }
}
