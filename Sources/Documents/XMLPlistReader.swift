import Support

/// Builds a ``PlistNode`` tree from XML tokens with an explicit stack, so depth cannot overflow the call stack.
struct XMLPlistReader {
    private typealias Message = PlistDiagnostics.Message

    /// One open `<array>` or `<dict>`.
    ///
    /// Positions are kept as lines and columns; a ``SourceLocation`` (which holds the file name, and costs a retain
    /// each time it is copied) is made only for what the tree keeps.
    private struct Frame {
        var isDictionary: Bool
        var position: TextPosition
        var elements: [PlistNode] = []
        var members: [PlistMember] = []
        var firstKeys = FirstKeys()
        var pendingKey = ""
        var pendingKeyPosition: TextPosition

        init(isDictionary: Bool, position: TextPosition) {
            self.isDictionary = isDictionary
            self.position = position
            self.pendingKeyPosition = position
            // Room for the members of a typical container at once, rather than growing one by one.
            if isDictionary { members.reserveCapacity(8) } else { elements.reserveCapacity(4) }
        }
    }

    private var tokenizer: XMLTokenizer
    private var diagnostics: [Diagnostic] = []

    init(_ cursor: TextCursor) {
        tokenizer = XMLTokenizer(cursor)
    }

    /// Reads the whole document; returns the root value (or `nil`) and every diagnostic.
    mutating func read() -> (PlistNode?, [Diagnostic]) {
        let value = readDocument()
        // Nothing to order in the usual case, which then costs no copies.
        if tokenizer.diagnostics.count + diagnostics.count <= 1 { return (value, tokenizer.diagnostics + diagnostics) }
        // The tokenizer's error is the last thing found, but the reader's duplicate-key reports may follow
        // it in the list; a stable sort by position restores source order.
        let all = (tokenizer.diagnostics + diagnostics).enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }
        return (value, all.map(\.element))
    }

    private mutating func readDocument() -> PlistNode? {
        guard var token = nextSignificant() else { return nil }
        var isWrapped = false
        if case .startTag("plist", let isSelfClosing, _) = token {
            if isSelfClosing { return fail(Message.unexpectedEnd(expected: "a value inside <plist>")) }
            isWrapped = true
            guard let next = nextSignificant() else { return nil }
            token = next
        }
        guard let root = readValueTree(startingWith: token) else { return nil }
        guard var after = nextSignificant() else { return nil }
        if isWrapped {
            guard case .endTag("plist", _) = after else {
                if case .end(let position) = after {
                    return fail(Message.unexpectedEnd(expected: "</plist>"), at: location(of: position))
                }
                return fail(Message.extraContent(found: describe(after)), at: location(of: after))
            }
            guard let next = nextSignificant() else { return nil }
            after = next
        }
        guard case .end = after else {
            return fail(Message.extraContent(found: describe(after)), at: location(of: after))
        }
        return root
    }

    /// Reads one value that starts with `first`, nesting through an explicit stack.
    private mutating func readValueTree(startingWith first: XMLToken) -> PlistNode? {
        var stack: [Frame] = []
        stack.reserveCapacity(8)
        var token = first
        expectingValue: while true {
            var completed: PlistNode
            switch token {
            case .startTag(let name, let isSelfClosing, let position) where name == "array" || name == "dict":
                let isDictionary = name == "dict"
                if isSelfClosing {
                    completed = PlistNode(isDictionary ? .dictionary([]) : .array([]), at: location(of: position))
                } else {
                    guard stack.count < PlistParser.maximumDepth else {
                        diagnostics.append(
                            PlistDiagnostics.nestingTooDeep(limit: PlistParser.maximumDepth, at: location(of: position))
                        )
                        return nil
                    }
                    stack.append(Frame(isDictionary: isDictionary, position: position))
                    guard let next = nextSignificant() else { return nil }
                    if isDictionary {
                        guard let afterKey = readKeyOrClose(next, into: &stack[stack.count - 1]) else { return nil }
                        if let afterKey {
                            token = afterKey
                            continue expectingValue
                        }
                        completed = close(&stack)
                    } else if case .endTag("array", _) = next {
                        completed = close(&stack)
                    } else {
                        token = next
                        continue expectingValue
                    }
                }
            case .startTag(let name, let isSelfClosing, let position):
                guard let scalar = readScalar(name, isSelfClosing: isSelfClosing, at: location(of: position)) else {
                    return nil
                }
                completed = scalar
            default:
                if let frame = stack.last, frame.isDictionary {
                    return fail(
                        Message.missingValue(forKey: frame.pendingKey), at: location(of: frame.pendingKeyPosition))
                }
                return fail(expectedValueMessage(token), at: location(of: token))
            }
            // Attach the finished value, closing containers whose end tags follow.
            while true {
                guard !stack.isEmpty else { return completed }
                let top = stack.count - 1
                guard let next = nextSignificant() else { return nil }
                if stack[top].isDictionary {
                    let member = PlistMember(
                        key: stack[top].pendingKey, keyLocation: location(of: stack[top].pendingKeyPosition),
                        value: consume completed)
                    stack[top].members.append(member)
                    guard let afterKey = readKeyOrClose(next, into: &stack[top]) else { return nil }
                    if let afterKey {
                        token = afterKey
                        continue expectingValue
                    }
                } else {
                    stack[top].elements.append(consume completed)
                    guard case .endTag("array", _) = next else {
                        token = next
                        continue expectingValue
                    }
                }
                completed = close(&stack)
            }
        }
    }

    /// In a dictionary: reads `<key>…</key>` and returns the token after it (the value's start), or
    /// `.some(nil)` when `token` is `</dict>`; `nil` after an error.
    private mutating func readKeyOrClose(_ token: XMLToken, into frame: inout Frame) -> XMLToken?? {
        if case .endTag("dict", _) = token { return .some(nil) }
        guard case .startTag("key", let isSelfClosing, let position) = token else {
            return fail(Message.expectedKey(found: describe(token)), at: self.location(of: token))
        }
        guard let (key, isASCII) = readTextNotingASCII(of: "key", isSelfClosing: isSelfClosing) else { return nil }
        if let first = frame.firstKeys.firstLocation(
            of: key, isASCII: isASCII, recording: location(of: position), among: frame.members)
        {
            diagnostics.append(PlistDiagnostics.duplicateKey(key, at: location(of: position), first: first))
        }
        frame.pendingKey = key
        frame.pendingKeyPosition = position
        guard let next = nextSignificant() else { return nil }
        return .some(next)
    }

    /// Reads the text of an element whose start tag was just consumed, through its end tag.
    mutating func readText(of name: String, isSelfClosing: Bool) -> String? {
        readTextNotingASCII(of: name, isSelfClosing: isSelfClosing)?.text
    }

    /// Reads the text of an element whose start tag was just consumed, through its end tag; says whether the text is
    /// known to be ASCII.
    private mutating func readTextNotingASCII(of name: String, isSelfClosing: Bool) -> (text: String, isASCII: Bool)? {
        if isSelfClosing { return ("", true) }
        // Text is one piece unless comments split it; the first piece is taken as it is.
        var text: String?
        var isASCII = true
        while true {
            guard let token = tokenizer.next() else { return nil }
            switch token {
            case .text(let piece, _, let pieceIsASCII):
                if text == nil { text = piece } else { text! += piece }
                isASCII = isASCII && pieceIsASCII
            case .endTag(let found, let position):
                guard found == name else {
                    return fail(Message.mismatchedEndTag(expected: name, found: found), at: location(of: position))
                }
                return (text ?? "", isASCII)
            case .startTag(let found, _, let position):
                return fail(Message.elementInText(found, parent: name), at: location(of: position))
            case .end(let position):
                return fail(Message.unexpectedEnd(expected: "</\(name)>"), at: location(of: position))
            }
        }
    }

    /// The next token that is not white-space text; stray text is an error.
    private mutating func nextSignificant() -> XMLToken? {
        while true {
            tokenizer.skipWhiteSpaceBeforeMarkup()
            guard let token = tokenizer.next() else { return nil }
            if case .text(let text, let position, _) = token {
                let trimmed = text.trimmingWhiteSpace()
                if trimmed.isEmpty { continue }
                let shown = trimmed.count > 30 ? String(trimmed.prefix(30)) + "…" : trimmed
                return fail(Message.strayText(shown), at: location(of: position))
            }
            return token
        }
    }

    private func expectedValueMessage(_ token: XMLToken) -> String {
        if case .end = token { return Message.unexpectedEnd(expected: "a value element") }
        return Message.expectedValue(found: describe(token))
    }

    func describe(_ token: XMLToken) -> String {
        switch token {
        case .startTag(let name, _, _): "<\(name)>"
        case .endTag(let name, _): "</\(name)>"
        case .text: "text"
        case .end: "end of file"
        }
    }

    func location(of token: XMLToken) -> SourceLocation {
        switch token {
        case .startTag(_, _, let position), .endTag(_, let position), .text(_, let position, _), .end(let position):
            location(of: position)
        }
    }

    /// The location of `position` in the document.
    func location(of position: TextPosition) -> SourceLocation {
        tokenizer.cursor.location(of: position)
    }

    /// The node of the innermost open container, which is closed.
    private func close(_ stack: inout [Frame]) -> PlistNode {
        let frame = stack.removeLast()
        let value: PlistValue = frame.isDictionary ? .dictionary(frame.members) : .array(frame.elements)
        return PlistNode(value, at: location(of: frame.position))
    }

    mutating func fail<T>(_ message: String, at location: SourceLocation? = nil) -> T? {
        diagnostics.append(PlistDiagnostics.syntax(message, at: location ?? tokenizer.cursor.location))
        return nil
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks (no Foundation needed).
    func trimmingWhiteSpace() -> String {
        // In ASCII text characters are bytes (CR LF, one character, is two white-space bytes).
        let trimmedASCII: String?? = utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            guard let first = bytes.firstIndex(where: { !isSpace($0) }),
                let last = bytes.lastIndex(where: { !isSpace($0) })
            else { return "" }
            if first == 0 && last == bytes.count - 1 { return self }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[first...last]), as: UTF8.self)
        }
        if let trimmedASCII, let trimmed = trimmedASCII { return trimmed }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
