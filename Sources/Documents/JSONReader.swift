import Support

/// The mutable state of one parse.
struct JSONReader {
    /// One open array or object.
    ///
    /// Positions are kept as lines and columns; a ``SourceLocation`` (which holds the file name, and costs a retain
    /// each time it is copied) is made only for what the tree keeps.
    private struct Frame {
        var isObject: Bool
        var position: TextPosition
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var firstKeys = FirstKeys()
        var pendingKey = ""
        var pendingKeyPosition: TextPosition

        init(isObject: Bool, position: TextPosition) {
            self.isObject = isObject
            self.position = position
            self.pendingKeyPosition = position
            // Room for the members of a typical object at once, rather than growing one by one.
            if isObject { members.reserveCapacity(4) } else { elements.reserveCapacity(4) }
        }
    }

    var cursor: TextCursor
    var diagnostics: [Diagnostic] = []
    /// Whether a comma before a closing bracket or brace is warned about and skipped rather than an error.
    var acceptsTrailingCommas = false

    init(_ bytes: [UInt8], file: String) {
        cursor = TextCursor(bytes, file: file)
    }

    mutating func parseDocument() -> JSONNode? {
        let bytes = cursor.bytes
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            diagnostics.append(JSONDiagnostics.byteOrderMark(in: cursor.file))
            cursor = TextCursor(cursor.bytes, file: cursor.file, startingAt: 3)
        }
        cursor.skipWhiteSpace()
        if cursor.isAtEnd { return fail(JSONDiagnostics.Message.emptyDocument) }
        guard let value = parseValueTree() else { return nil }
        cursor.skipWhiteSpace()
        if !cursor.isAtEnd {
            if isCommentStart() { return fail(JSONDiagnostics.Message.comment) }
            guard let found = describeCurrent() else { return nil }
            return fail(JSONDiagnostics.Message.extraContent(found: found))
        }
        return value
    }

    /// Parses one value, nesting through an explicit stack of open containers.
    private mutating func parseValueTree() -> JSONNode? {
        var stack: [Frame] = []
        stack.reserveCapacity(8)
        expectingValue: while true {
            cursor.skipWhiteSpace()
            var completed: JSONNode
            switch cursor.current {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let position = cursor.position
                let isObject = cursor.current == UInt8(ascii: "{")
                cursor.advanceOverASCII(to: cursor.index + 1)
                cursor.skipWhiteSpace()
                if cursor.current == UInt8(ascii: isObject ? "}" : "]") {
                    cursor.advanceOverASCII(to: cursor.index + 1)
                    completed = JSONNode(isObject ? .object([]) : .array([]), at: cursor.location(of: position))
                } else {
                    guard stack.count < JSONParser.maximumDepth else {
                        diagnostics.append(
                            JSONDiagnostics.nestingTooDeep(
                                limit: JSONParser.maximumDepth, at: cursor.location(of: position)))
                        return nil
                    }
                    stack.append(Frame(isObject: isObject, position: position))
                    if isObject {
                        guard parseKey(into: &stack[stack.count - 1]) else { return nil }
                    }
                    continue expectingValue
                }
            default:
                guard let scalar = parseScalar() else { return nil }
                completed = scalar
            }
            // Attach the finished value to its container, closing containers as their brackets arrive.
            while true {
                guard !stack.isEmpty else { return completed }
                let top = stack.count - 1
                let isObject = stack[top].isObject
                if isObject {
                    let member = JSONMember(
                        key: stack[top].pendingKey, keyLocation: cursor.location(of: stack[top].pendingKeyPosition),
                        value: consume completed)
                    stack[top].members.append(member)
                } else {
                    stack[top].elements.append(consume completed)
                }
                cursor.skipWhiteSpace()
                let closing = UInt8(ascii: isObject ? "}" : "]")
                if cursor.current == UInt8(ascii: ",") {
                    let commaPosition = cursor.position
                    cursor.advanceOverASCII(to: cursor.index + 1)
                    cursor.skipWhiteSpace()
                    if cursor.current != closing {
                        if isObject {
                            guard parseKey(into: &stack[top]) else { return nil }
                        }
                        continue expectingValue
                    }
                    guard acceptsTrailingCommas else {
                        diagnostics.append(
                            JSONDiagnostics.syntax(
                                JSONDiagnostics.Message.trailingComma, at: cursor.location(of: commaPosition)))
                        return nil
                    }
                    diagnostics.append(JSONDiagnostics.acceptedTrailingComma(at: cursor.location(of: commaPosition)))
                }
                if cursor.current == closing {
                    cursor.advanceOverASCII(to: cursor.index + 1)
                    let frame = stack.removeLast()
                    let value: JSONValue = frame.isObject ? .object(frame.members) : .array(frame.elements)
                    completed = JSONNode(value, at: cursor.location(of: frame.position))
                    continue
                }
                if isCommentStart() { return fail(JSONDiagnostics.Message.comment) }
                return fail(
                    isObject
                        ? JSONDiagnostics.Message.expectedCommaOrBrace : JSONDiagnostics.Message.expectedCommaOrBracket)
            }
        }
    }

    /// Reads `"key" :` into `frame`, reporting a duplicate without stopping.
    private mutating func parseKey(into frame: inout Frame) -> Bool {
        cursor.skipWhiteSpace()
        let position = cursor.position
        guard cursor.current == UInt8(ascii: "\"") else {
            if cursor.isAtEnd {
                report(JSONDiagnostics.Message.expectedKey + " but the file ended")
            } else if isCommentStart() {
                report(JSONDiagnostics.Message.comment)
            } else if cursor.current == UInt8(ascii: "'") {
                report(JSONDiagnostics.Message.singleQuote)
            } else {
                let word = readWord()
                report(
                    word.isEmpty ? JSONDiagnostics.Message.expectedKey : JSONDiagnostics.Message.unquotedKey(word),
                    at: cursor.location(of: position))
            }
            return false
        }
        guard let (key, isASCII) = parseStringNotingASCII() else { return false }
        if let first = frame.firstKeys.firstLocation(
            of: key, isASCII: isASCII, recording: cursor.location(of: position), among: frame.members)
        {
            diagnostics.append(JSONDiagnostics.duplicateKey(key, at: cursor.location(of: position), first: first))
        }
        frame.pendingKey = key
        frame.pendingKeyPosition = position
        cursor.skipWhiteSpace()
        guard cursor.current == UInt8(ascii: ":") else {
            report(JSONDiagnostics.Message.expectedColon)
            return false
        }
        cursor.advanceOverASCII(to: cursor.index + 1)
        return true
    }

    func isCommentStart() -> Bool {
        cursor.current == UInt8(ascii: "/")
            && (cursor.peek(1) == UInt8(ascii: "/") || cursor.peek(1) == UInt8(ascii: "*"))
    }

    /// Records a syntax error at the cursor (or `location`) and returns `nil` for the caller to pass on.
    mutating func fail<T>(_ message: String, at location: SourceLocation? = nil) -> T? {
        report(message, at: location)
        return nil
    }

    /// Records a syntax error at the cursor (or `location`).
    mutating func report(_ message: String, at location: SourceLocation? = nil) {
        diagnostics.append(JSONDiagnostics.syntax(message, at: location ?? cursor.location))
    }

    /// Words of ASCII letters, for messages about `NaN`, `True`, unquoted keys and the like.
    mutating func readWord() -> String {
        let start = cursor.index
        var end = start
        while end < cursor.bytes.count, Self.isWordByte(cursor.bytes[end], first: end == start) { end += 1 }
        cursor.advanceOverASCII(to: end)
        return cursor.text(start..<end)
    }

    /// Whether `byte` continues a word of ``readWord()``: a letter or `_`, or a digit after the first byte.
    static func isWordByte(_ byte: UInt8, first: Bool) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || (!first && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The current character for a message (`'x'`, `end of file`), or `nil` after reporting bad UTF-8.
    mutating func describeCurrent() -> String? {
        guard let byte = cursor.current else { return "end of file" }
        if byte < 0x80 { return describeByte(byte) }
        guard let scalar = cursor.currentScalar() else {
            diagnostics.append(JSONDiagnostics.invalidUTF8(byte, at: cursor.location))
            return nil
        }
        return "'\(scalar)'"
    }
}
