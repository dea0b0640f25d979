import Support

/// Builds a ``PlistNode`` tree from old-style tokens with an explicit stack, so depth cannot overflow the call
/// stack, and recovers after each error so that one bad member does not lose the rest of the file.
///
/// After an error the reader reports nothing more until it is back in step: a member's `;`, an element's `,`
/// or the close of a container. A missing `;` or `,` before what is plainly the next key or element costs only
/// that report; anything else skips to the next `;` or `,` of the same container, or to its closing bracket.
struct OldStylePlistReader {
    typealias Message = PlistDiagnostics.Message

    /// What an open container waits for next.
    enum Expectation {
        case key, equals, value, semicolon, element, separator
    }

    /// One open dictionary or array.
    struct Frame {
        var isDictionary: Bool
        /// `false` for the top-level dictionary of the strings-file form, which has no braces.
        var isBraced: Bool
        var location: SourceLocation
        var expectation: Expectation
        var elements: [PlistNode] = []
        private(set) var members: [PlistMember] = []
        /// The first location of each member's key, built once the dictionary outgrows a linear search.
        private var keyIndex: [String: SourceLocation]?
        var key = ""
        var keyLocation: SourceLocation

        init(isDictionary: Bool, isBraced: Bool, at location: SourceLocation) {
            self.isDictionary = isDictionary
            self.isBraced = isBraced
            self.location = location
            expectation = isDictionary ? .key : .element
            keyLocation = location
            // A project file's objects hold a handful of members each: room for them at once saves growing three times.
            if isDictionary { members.reserveCapacity(8) }
        }

        var node: PlistNode {
            PlistNode(isDictionary ? .dictionary(members) : .array(elements), at: location)
        }

        /// Where a member with `key` was first written, if one was.
        ///
        /// Nearly every dictionary of a project file is small and searched in place; hashing every key of
        /// every object was a fifth of the reading time.
        mutating func firstLocation(of key: String) -> SourceLocation? {
            if let keyIndex { return keyIndex[key] }
            if members.count < 16 { return members.first { $0.key == key }?.keyLocation }
            var index: [String: SourceLocation] = [:]
            index.reserveCapacity(members.count * 2)
            for member in members where index[member.key] == nil { index[member.key] = member.keyLocation }
            keyIndex = index
            return index[key]
        }

        /// Adds a member.
        mutating func append(_ member: PlistMember) {
            if keyIndex != nil && keyIndex?[member.key] == nil { keyIndex?[member.key] = member.keyLocation }
            members.append(member)
        }
    }

    var lexer: OldStyleLexer
    var stack: [Frame] = []
    var root: PlistNode?
    /// Whether an error was reported and the reader is not yet back in step.
    var isRecovering = false
    var isFinished = false
    /// Whether nesting went too deep, which abandons the whole file.
    var isAborted = false
    var pushedBack: (token: OldStyleToken, location: SourceLocation)?

    init(_ lexer: OldStyleLexer) {
        self.lexer = lexer
    }

    /// Reads the whole input; returns the root value (partial after errors, `nil` when there is none) and
    /// every diagnostic in source order.
    mutating func read() -> (PlistNode?, [Diagnostic]) {
        let first = nextToken()
        if case .end = first.token, !lexer.isStopped {
            // CoreFoundation reads a file of only white space and comments as an empty dictionary.
            return (PlistNode(.dictionary([]), at: .start(of: lexer.file)), lexer.diagnostics)
        }
        if case .string = first.token {
            let second = nextToken()
            if case .end = second.token { return (PlistNode(first.token.plistValue, at: first.location), diagnostics) }
            // More after a top-level string: a dictionary without braces, as CF reads strings files.
            stack.append(Frame(isDictionary: true, isBraced: false, at: first.location))
            pushedBack = second
        }
        handle(first.token, at: first.location)
        while !isFinished {
            let next = nextToken()
            handle(next.token, at: next.location)
        }
        return (isAborted ? nil : root, diagnostics)
    }

    private var diagnostics: [Diagnostic] {
        lexer.diagnostics.enumerated().sorted {
            ($0.element.location.line, $0.element.location.column, $0.offset)
                < ($1.element.location.line, $1.element.location.column, $1.offset)
        }.map(\.element)
    }

    mutating func nextToken() -> (token: OldStyleToken, location: SourceLocation) {
        if let pushedBack {
            self.pushedBack = nil
            return pushedBack
        }
        let token = lexer.next()
        if lexer.tokenWasDamaged { isRecovering = true }
        return (token, lexer.tokenLocation)
    }

    private mutating func handle(_ token: OldStyleToken, at location: SourceLocation) {
        guard let top = stack.indices.last else {
            if root == nil {
                beginValue(token, at: location)
            } else if case .end = token {
                finish(at: location)
            } else {
                if token == .punctuation(UInt8(ascii: "}")) || token == .punctuation(UInt8(ascii: ")")) {
                    syntaxError(Message.unbalanced(token.text), at: location)
                } else {
                    syntaxError(Message.extraContent(found: token.description), at: location)
                }
                isFinished = true
            }
            return
        }
        switch stack[top].expectation {
        case .key: handleKey(token, at: location)
        case .equals: handleEquals(token, at: location)
        case .value, .element: beginValue(token, at: location)
        case .semicolon: handleSemicolon(token, at: location)
        case .separator: handleSeparator(token, at: location)
        }
    }

    /// Reads a token where a value belongs: the root, after `key =`, or as an array element.
    private mutating func beginValue(_ token: OldStyleToken, at location: SourceLocation) {
        switch token {
        case .string, .data: attach(PlistNode(token.plistValue, at: location))
        case .punctuation(UInt8(ascii: "{")): open(isDictionary: true, at: location)
        case .punctuation(UInt8(ascii: "(")): open(isDictionary: false, at: location)
        case .end: finish(at: location)
        case .punctuation(let byte):
            let top = stack.indices.last
            let inArray = top.map { !stack[$0].isDictionary } ?? false
            if byte == UInt8(ascii: ")") && inArray {
                close()  // `()` or a trailing comma
                return
            }
            if let top, stack[top].isDictionary {
                syntaxError(Message.expectedValue(afterKey: stack[top].key, found: token.description), at: location)
            } else if inArray {
                syntaxError(Message.expectedElement(found: token.description), at: location)
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                syntaxError(Message.unbalanced(token.text), at: location)
            } else {
                syntaxError(Message.expectedRootValue(found: token.description), at: location)
            }
            guard let top else { return }  // at the top: skip the token and look on for the value
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                handleCloser(byte, at: location)
            } else if byte == UInt8(ascii: ";") && !inArray {
                stack[top].expectation = .key
                isRecovering = false
            } else if byte == UInt8(ascii: ",") && inArray {
                isRecovering = false
            } else {
                recover(after: token)
            }
        }
    }

    private mutating func handleKey(_ token: OldStyleToken, at location: SourceLocation) {
        switch token {
        case .string(let key):
            let top = stack.count - 1
            if let first = stack[top].firstLocation(of: key) {
                lexer.report(PlistDiagnostics.duplicateKey(key, at: location, first: first))
            }
            stack[top].key = key
            stack[top].keyLocation = location
            stack[top].expectation = .equals
        case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ")")):
            handleCloser(token.byte, at: location)
        case .end: finish(at: location)
        case .punctuation(UInt8(ascii: ";")):
            syntaxError(Message.expectedKeyOrClose(found: token.description), at: location)
            isRecovering = false
        default:
            syntaxError(Message.expectedKeyOrClose(found: token.description), at: location)
            recover(after: token)
        }
    }

    private mutating func handleEquals(_ token: OldStyleToken, at location: SourceLocation) {
        let top = stack.count - 1
        switch token {
        case .punctuation(UInt8(ascii: "=")): stack[top].expectation = .value
        case .punctuation(UInt8(ascii: ";")):
            // `key;` is short for `key = key;` (CF allows it for strings files and every other plist).
            attach(PlistNode(.string(stack[top].key), at: stack[top].keyLocation))
            stack[top].expectation = .key
            isRecovering = false
        case .end: finish(at: location)
        default:
            syntaxError(Message.expectedEquals(afterKey: stack[top].key, found: token.description), at: location)
            if token.isCloser { handleCloser(token.byte, at: location) } else { recover(after: token) }
        }
    }

    private mutating func handleSemicolon(_ token: OldStyleToken, at location: SourceLocation) {
        let top = stack.count - 1
        switch token {
        case .punctuation(UInt8(ascii: ";")):
            stack[top].expectation = .key
            isRecovering = false
        case .end: finish(at: location)
        default:
            syntaxError(Message.expectedSemicolon(afterValueOf: stack[top].key, found: token.description), at: location)
            if case .string = token {
                stack[top].expectation = .key  // the `;` is missing before the next key
                handleKey(token, at: location)
            } else if token.isCloser {
                handleCloser(token.byte, at: location)
            } else {
                recover(after: token)
            }
        }
    }

    private mutating func handleSeparator(_ token: OldStyleToken, at location: SourceLocation) {
        let top = stack.count - 1
        switch token {
        case .punctuation(UInt8(ascii: ",")):
            stack[top].expectation = .element
            isRecovering = false
        case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "}")): handleCloser(token.byte, at: location)
        case .end: finish(at: location)
        case .string, .data, .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "(")):
            syntaxError(Message.expectedSeparator(found: token.description), at: location)
            stack[top].expectation = .element  // the `,` is missing before the next element
            beginValue(token, at: location)
        default:
            syntaxError(Message.expectedSeparator(found: token.description), at: location)
            recover(after: token)
        }
    }

    /// Reports `message` unless the reader is still recovering from an earlier error.
    mutating func syntaxError(_ message: String, at location: SourceLocation) {
        guard !isRecovering else { return }
        isRecovering = true
        lexer.report(message, at: location)
    }
}

extension OldStyleToken: CustomStringConvertible {
    /// The token as messages name it: `';'`, `"name"`, `<data>` or `end of file`.
    var description: String {
        switch self {
        case .punctuation: "'\(text)'"
        case .string(let text): "\"\(text.count > 30 ? String(text.prefix(30)) + "…" : text)\""
        case .data: "<data>"
        case .end: "end of file"
        }
    }

    /// The character of a punctuation token.
    var text: String { String(UnicodeScalar(byte)) }

    /// The byte of a punctuation token (0 otherwise).
    var byte: UInt8 {
        if case .punctuation(let byte) = self { return byte }
        return 0
    }

    /// Whether this is `}` or `)`.
    var isCloser: Bool { byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") }

    /// The value of a string or data token.
    var plistValue: PlistValue {
        switch self {
        case .string(let text): .string(text)
        case .data(let bytes): .data(bytes)
        default: .string("")
        }
    }
}
