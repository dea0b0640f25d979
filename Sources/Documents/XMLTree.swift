import Support

/// Reads an XML document (an Xcode scheme, a workspace's contents) into a tree of elements that keep their
/// positions and attributes.
///
/// Shares the hand-written tokenizer of the property-list reader, so every element and attribute keeps its line and
/// column and the reader behaves the same on every platform. Nesting is built with an explicit stack and capped at
/// ``maximumDepth``; errors are reported under ``syntaxRule`` and ``encodingRule`` and stop the reading.
public enum XMLTree {
    /// Rule id for malformed XML.
    public static let syntaxRule = "xml_syntax"
    /// Rule id for bytes that are not UTF-8.
    public static let encodingRule = "xml_encoding"
    /// How deeply elements may nest before the reader gives up.
    public static let maximumDepth = 512

    /// Parses `bytes`, naming `file` in every location; the value is `nil` when the document is malformed.
    public static func parse(_ bytes: [UInt8], file: String) -> Parsed<Element> {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var reader = Reader(
            tokenizer: XMLTokenizer(
                TextCursor(bytes, file: file, startingAt: start),
                rules: XMLTokenizer.Rules(syntax: syntaxRule, encoding: encodingRule), recordsAttributes: true))
        let root = reader.read()
        return Parsed(value: root, diagnostics: reader.tokenizer.diagnostics + reader.diagnostics)
    }

    /// Parses UTF-8 `text`, naming `file` in every location.
    public static func parse(_ text: String, file: String) -> Parsed<Element> {
        parse(Array(text.utf8), file: file)
    }

    /// The message of an error at `location`.
    static func syntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, rule: syntaxRule, message, at: location)
    }
}

/// Builds the element tree from tokens.
private struct Reader {
    private typealias Message = PlistDiagnostics.Message

    var tokenizer: XMLTokenizer
    var diagnostics: [Diagnostic] = []

    mutating func read() -> XMLTree.Element? {
        var stack: [XMLTree.Element] = []
        var root: XMLTree.Element?
        while let token = tokenizer.next() {
            switch token {
            case .startTag(let name, let isSelfClosing, let position):
                let location = tokenizer.cursor.location(of: position)
                if root != nil {
                    return fail(extraContent("<\(name)>"), at: location)
                }
                let element = XMLTree.Element(name: name, attributes: tokenizer.attributes, location: location)
                if isSelfClosing {
                    close(element, into: &stack, root: &root)
                } else {
                    guard stack.count < XMLTree.maximumDepth else {
                        return fail(
                            "elements are nested more than \(XMLTree.maximumDepth) levels deep", at: location)
                    }
                    stack.append(element)
                }
            case .endTag(let name, let position):
                guard let open = stack.popLast() else {
                    let location = tokenizer.cursor.location(of: position)
                    if root == nil { return fail("unexpected </\(name)> without a matching start tag", at: location) }
                    return fail(extraContent("</\(name)>"), at: location)
                }
                guard open.name == name else {
                    return fail(
                        Message.mismatchedEndTag(expected: open.name, found: name),
                        at: tokenizer.cursor.location(of: position))
                }
                close(open, into: &stack, root: &root)
            case .text(let text, let position, _):
                if stack.isEmpty {
                    let trimmed = text.trimmingWhiteSpace()
                    guard trimmed.isEmpty else {
                        let shown = trimmed.count > 30 ? String(trimmed.prefix(30)) + "…" : trimmed
                        return fail(
                            "unexpected text '\(shown)' outside the root element",
                            at: tokenizer.cursor.location(of: position))
                    }
                } else {
                    stack[stack.count - 1].text += text
                }
            case .end(let position):
                let location = tokenizer.cursor.location(of: position)
                if let open = stack.last {
                    return fail(Message.unexpectedEnd(expected: "</\(open.name)>"), at: location)
                }
                guard let root else { return fail(Message.unexpectedEnd(expected: "an element"), at: location) }
                return root
            }
        }
        return nil
    }

    /// Attaches a finished element to its parent, or makes it the root.
    private func close(_ element: XMLTree.Element, into stack: inout [XMLTree.Element], root: inout XMLTree.Element?) {
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    private func extraContent(_ found: String) -> String {
        "unexpected \(found) after the root element; a document holds exactly one root element"
    }

    private mutating func fail<T>(_ message: String, at location: SourceLocation) -> T? {
        diagnostics.append(XMLTree.syntax(message, at: location))
        return nil
    }
}
