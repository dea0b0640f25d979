import Support

/// A strict RFC 8259 JSON reader that keeps the line and column of every value and key.
///
/// It parses with an explicit stack instead of recursion, so no input can overflow the call stack, and it
/// runs in time linear in the input (a 50 MB document parses in seconds; see `Scripts/bench-readers.sh`).
/// The first syntax error stops the parse (the value is then `nil`); duplicate keys and a byte order mark
/// are reported without stopping.
public enum JSONParser {
    /// How deeply arrays and objects may nest before the reader gives up with `json_nesting_depth`.
    public static let maximumDepth = 512

    /// Parses `bytes`, naming `file` in every location.
    ///
    /// With `acceptingTrailingCommas`, a comma before a closing bracket or brace is a warning
    /// (``JSONDiagnostics/trailingCommaRule``) and the parse goes on, as Xcode reads an asset catalog's
    /// `Contents.json`; otherwise it is a syntax error.
    public static func parse(_ bytes: [UInt8], file: String, acceptingTrailingCommas: Bool = false) -> Parsed<JSONNode>
    {
        var reader = JSONReader(bytes, file: file)
        reader.acceptsTrailingCommas = acceptingTrailingCommas
        let value = reader.parseDocument()
        return Parsed(value: value, diagnostics: reader.diagnostics)
    }

    /// Parses UTF-8 `text`, naming `file` in every location.
    public static func parse(_ text: String, file: String) -> Parsed<JSONNode> {
        parse(Array(text.utf8), file: file)
    }
}
