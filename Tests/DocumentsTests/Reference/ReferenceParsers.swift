// The entry points of the frozen reference readers (see ReferenceTextCursor.swift), as `JSONParser.parse` was at
// commit 611e995.
import Documents
import XCConfig

enum ReferenceParsers {
    /// `JSONParser.parse` as it was.
    static func json(_ bytes: [UInt8], file: String) -> Parsed<JSONNode> {
        var reader = ReferenceJSONReader(bytes, file: file)
        let value = reader.parseDocument()
        return Parsed(value: value, diagnostics: reader.diagnostics)
    }

}
