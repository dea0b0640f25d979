// A frozen copy of XMLPlistReader as of commit 611e995, before the readers were made faster: the straightforward
// definition the differential tests (ReaderDifferentialTests) compare the readers against. Do not optimise it.
import Documents
import Support

/// Builds a ``PlistNode`` tree from XML tokens with an explicit stack, so depth cannot overflow the call stack.
struct ReferenceXMLPlistReader {
    private typealias Message = PlistDiagnostics.Message

    /// One open `<array>` or `<dict>`.
    private struct Frame {
        var isDictionary: Bool
        var location: SourceLocation
        var elements: [PlistNode] = []
        var members: [PlistMember] = []
        var firstKeys = ReferenceFirstKeys()
        var pendingKey = ""
        var pendingKeyLocation: SourceLocation

        var node: PlistNode {
            PlistNode(isDictionary ? .dictionary(members) : .array(elements), at: location)
        }
    }

    private var tokenizer: ReferenceXMLTokenizer
    private var diagnostics: [Diagnostic] = []

    init(_ cursor: ReferenceTextCursor) {
        tokenizer = ReferenceXMLTokenizer(cursor)
    }

    /// Reads the whole document; returns the root value (or `nil`) and every diagnostic.
    mutating func read() -> (PlistNode?, [Diagnostic]) {
        let value = readDocument()
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
                if case .end(let location) = after {
                    return fail(Message.unexpectedEnd(expected: "</plist>"), at: location)
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
    private mutating func readValueTree(startingWith first: ReferenceXMLToken) -> PlistNode? {
        var stack: [Frame] = []
        var token = first
        expectingValue: while true {
            var completed: PlistNode
            switch token {
            case .startTag(let name, let isSelfClosing, let location) where name == "array" || name == "dict":
                let isDictionary = name == "dict"
                if isSelfClosing {
                    completed = PlistNode(isDictionary ? .dictionary([]) : .array([]), at: location)
                } else {
                    guard stack.count < PlistParser.maximumDepth else {
                        diagnostics.append(
                            PlistDiagnostics.nestingTooDeep(limit: PlistParser.maximumDepth, at: location))
                        return nil
                    }
                    stack.append(Frame(isDictionary: isDictionary, location: location, pendingKeyLocation: location))
                    guard let next = nextSignificant() else { return nil }
                    if isDictionary {
                        guard let afterKey = readKeyOrClose(next, into: &stack[stack.count - 1]) else { return nil }
                        if let afterKey {
                            token = afterKey
                            continue expectingValue
                        }
                        completed = stack.removeLast().node
                    } else if case .endTag("array", _) = next {
                        completed = stack.removeLast().node
                    } else {
                        token = next
                        continue expectingValue
                    }
                }
            case .startTag(let name, let isSelfClosing, let location):
                guard let scalar = readScalar(name, isSelfClosing: isSelfClosing, at: location) else { return nil }
                completed = scalar
            default:
                if let frame = stack.last, frame.isDictionary {
                    return fail(Message.missingValue(forKey: frame.pendingKey), at: frame.pendingKeyLocation)
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
                        key: stack[top].pendingKey, keyLocation: stack[top].pendingKeyLocation, value: completed)
                    stack[top].members.append(member)
                    guard let afterKey = readKeyOrClose(next, into: &stack[top]) else { return nil }
                    if let afterKey {
                        token = afterKey
                        continue expectingValue
                    }
                } else {
                    stack[top].elements.append(completed)
                    guard case .endTag("array", _) = next else {
                        token = next
                        continue expectingValue
                    }
                }
                completed = stack.removeLast().node
            }
        }
    }

    /// In a dictionary: reads `<key>…</key>` and returns the token after it (the value's start), or
    /// `.some(nil)` when `token` is `</dict>`; `nil` after an error.
    private mutating func readKeyOrClose(_ token: ReferenceXMLToken, into frame: inout Frame) -> ReferenceXMLToken?? {
        if case .endTag("dict", _) = token { return .some(nil) }
        guard case .startTag("key", let isSelfClosing, let location) = token else {
            return fail(Message.expectedKey(found: describe(token)), at: self.location(of: token))
        }
        guard let key = readText(of: "key", isSelfClosing: isSelfClosing) else { return nil }
        if let first = frame.firstKeys.firstLocation(of: key, recording: location, among: frame.members) {
            diagnostics.append(PlistDiagnostics.duplicateKey(key, at: location, first: first))
        }
        frame.pendingKey = key
        frame.pendingKeyLocation = location
        guard let next = nextSignificant() else { return nil }
        return .some(next)
    }

    /// Reads the text of an element whose start tag was just consumed, through its end tag.
    mutating func readText(of name: String, isSelfClosing: Bool) -> String? {
        if isSelfClosing { return "" }
        var text = ""
        while true {
            guard let token = tokenizer.next() else { return nil }
            switch token {
            case .text(let piece, _): text += piece
            case .endTag(let found, let location):
                guard found == name else {
                    return fail(Message.mismatchedEndTag(expected: name, found: found), at: location)
                }
                return text
            case .startTag(let found, _, let location):
                return fail(Message.elementInText(found, parent: name), at: location)
            case .end(let location):
                return fail(Message.unexpectedEnd(expected: "</\(name)>"), at: location)
            }
        }
    }

    /// The next token that is not white-space text; stray text is an error.
    private mutating func nextSignificant() -> ReferenceXMLToken? {
        while true {
            tokenizer.skipWhiteSpaceBeforeMarkup()
            guard let token = tokenizer.next() else { return nil }
            if case .text(let text, let location) = token {
                let trimmed = text.referenceTrimmingWhiteSpace()
                if trimmed.isEmpty { continue }
                let shown = trimmed.count > 30 ? String(trimmed.prefix(30)) + "…" : trimmed
                return fail(Message.strayText(shown), at: location)
            }
            return token
        }
    }

    private func expectedValueMessage(_ token: ReferenceXMLToken) -> String {
        if case .end = token { return Message.unexpectedEnd(expected: "a value element") }
        return Message.expectedValue(found: describe(token))
    }

    func describe(_ token: ReferenceXMLToken) -> String {
        switch token {
        case .startTag(let name, _, _): "<\(name)>"
        case .endTag(let name, _): "</\(name)>"
        case .text: "text"
        case .end: "end of file"
        }
    }

    func location(of token: ReferenceXMLToken) -> SourceLocation {
        switch token {
        case .startTag(_, _, let location), .endTag(_, let location), .text(_, let location), .end(let location):
            location
        }
    }

    mutating func fail<T>(_ message: String, at location: SourceLocation? = nil) -> T? {
        diagnostics.append(PlistDiagnostics.syntax(message, at: location ?? tokenizer.cursor.location))
        return nil
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks (no Foundation needed).
    func referenceTrimmingWhiteSpace() -> String {
        // In ASCII text characters are bytes (CR LF, one character, is two white-space bytes).
        let bytes = utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            guard let first = bytes.firstIndex(where: { !isSpace($0) }),
                let last = bytes.lastIndex(where: { !isSpace($0) })
            else { return "" }
            if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return self }
            return String(self[first...last])
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
