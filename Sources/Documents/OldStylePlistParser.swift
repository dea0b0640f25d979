import Support

/// Reads old-style (OpenStep) text property lists, the format of `project.pbxproj`, into ``PlistNode`` trees.
///
/// The grammar and the decoding of strings follow CoreFoundation's CFOldStylePList.c: `{ key = value; }`
/// dictionaries, `( a, b, )` arrays, strings in `"` or `'` with C-like escapes (`\n`, `\U00e9`, octal `\351`
/// read as NeXTSTEP Latin) or unquoted (letters, digits and `_ $ / : . -`), `<0fbd77 aa>` data, `//` and
/// `/* */` comments, `key;` as `key = key;`, and at the top a dictionary without braces (`a = b; c = d;`), as
/// strings files are written. A file of only white space and comments is an empty dictionary; a file of zero
/// bytes is an error.
///
/// Unlike CoreFoundation, which stops at the first error, the reader reports each error with its line and
/// column and reads on: the value it returns keeps every member that could be read, so a consumer can still
/// use the rest of a damaged file. Dictionary members keep their order, duplicate keys included (and
/// reported). Values and keys are located where their text starts (the quote, bracket or first character).
/// Text must be UTF-8; nesting is capped at ``PlistParser/maximumDepth`` without recursion, and reading stops
/// after 100 diagnostics, so no input can overflow the stack, hang or flood the output.
public enum OldStylePlistParser {
    /// Parses `bytes`, naming `file` in every location.
    public static func parse(_ bytes: [UInt8], file: String) -> Parsed<PlistNode> {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return Parsed(value: nil, diagnostics: [PlistDiagnostics.utf16(in: file)])
        }
        var diagnostics: [Diagnostic] = []
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            diagnostics.append(PlistDiagnostics.byteOrderMark(in: file))
            start = 3
        }
        guard start < bytes.count else {
            let empty = PlistDiagnostics.syntax(PlistDiagnostics.Message.emptyFile, at: .start(of: file))
            return Parsed(value: nil, diagnostics: diagnostics + [empty])
        }
        var reader = OldStylePlistReader(OldStyleLexer(bytes, file: file, startingAt: start))
        let (value, found) = reader.read()
        return Parsed(value: value, diagnostics: diagnostics + found)
    }

    /// Parses UTF-8 `text`, naming `file` in every location.
    public static func parse(_ text: String, file: String) -> Parsed<PlistNode> {
        parse(Array(text.utf8), file: file)
    }
}
