// A frozen copy of JSONReader as of commit 611e995, before the readers were made faster: the straightforward
// definition the differential tests (ReaderDifferentialTests) compare the readers against. Do not optimise it.
import Documents
import Support

/// The mutable state of one parse.
struct ReferenceJSONReader {
    /// One open array or object.
    private struct Frame {
        var isObject: Bool
        var location: SourceLocation
        var elements: [JSONNode] = []
        var members: [JSONMember] = []
        var firstKeys = ReferenceFirstKeys()
        var pendingKey = ""
        var pendingKeyLocation: SourceLocation

        var node: JSONNode {
            JSONNode(isObject ? .object(members) : .array(elements), at: location)
        }
    }

    var cursor: ReferenceTextCursor
    var diagnostics: [Diagnostic] = []

    init(_ bytes: [UInt8], file: String) {
        cursor = ReferenceTextCursor(bytes, file: file)
    }

    mutating func parseDocument() -> JSONNode? {
        if cursor.hasPrefix("\u{FEFF}") {
            diagnostics.append(JSONDiagnostics.byteOrderMark(in: cursor.file))
            cursor = ReferenceTextCursor(cursor.bytes, file: cursor.file, startingAt: 3)
        }
        skipWhiteSpace()
        if cursor.isAtEnd { return fail(JSONDiagnostics.Message.emptyDocument) }
        guard let value = parseValueTree() else { return nil }
        skipWhiteSpace()
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
        expectingValue: while true {
            skipWhiteSpace()
            var completed: JSONNode
            let location = cursor.location
            switch cursor.current {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = cursor.current == UInt8(ascii: "{")
                cursor.advance()
                skipWhiteSpace()
                if cursor.current == UInt8(ascii: isObject ? "}" : "]") {
                    cursor.advance()
                    completed = JSONNode(isObject ? .object([]) : .array([]), at: location)
                } else {
                    guard stack.count < JSONParser.maximumDepth else {
                        diagnostics.append(JSONDiagnostics.nestingTooDeep(limit: JSONParser.maximumDepth, at: location))
                        return nil
                    }
                    stack.append(Frame(isObject: isObject, location: location, pendingKeyLocation: location))
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
                        key: stack[top].pendingKey, keyLocation: stack[top].pendingKeyLocation, value: completed)
                    stack[top].members.append(member)
                } else {
                    stack[top].elements.append(completed)
                }
                skipWhiteSpace()
                let closing = UInt8(ascii: isObject ? "}" : "]")
                if cursor.current == UInt8(ascii: ",") {
                    let commaLocation = cursor.location
                    cursor.advance()
                    skipWhiteSpace()
                    if cursor.current == closing {
                        diagnostics.append(
                            JSONDiagnostics.syntax(JSONDiagnostics.Message.trailingComma, at: commaLocation))
                        return nil
                    }
                    if isObject {
                        guard parseKey(into: &stack[top]) else { return nil }
                    }
                    continue expectingValue
                }
                if cursor.current == closing {
                    cursor.advance()
                    completed = stack.removeLast().node
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
        skipWhiteSpace()
        let location = cursor.location
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
                    at: location)
            }
            return false
        }
        guard let key = parseString() else { return false }
        if let first = frame.firstKeys.firstLocation(of: key, recording: location, among: frame.members) {
            diagnostics.append(JSONDiagnostics.duplicateKey(key, at: location, first: first))
        }
        frame.pendingKey = key
        frame.pendingKeyLocation = location
        skipWhiteSpace()
        guard cursor.current == UInt8(ascii: ":") else {
            report(JSONDiagnostics.Message.expectedColon)
            return false
        }
        cursor.advance()
        return true
    }

    mutating func skipWhiteSpace() {
        while let byte = cursor.current,
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        {
            cursor.advance()
        }
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
        while let byte = cursor.current,
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
                || (cursor.index > start && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
            cursor.advance()
        }
        return cursor.text(start..<cursor.index)
    }

    /// The current character for a message (`'x'`, `end of file`), or `nil` after reporting bad UTF-8.
    mutating func describeCurrent() -> String? {
        guard let byte = cursor.current else { return "end of file" }
        if byte < 0x80 { return referenceDescribeByte(byte) }
        guard let scalar = cursor.currentScalar() else {
            diagnostics.append(JSONDiagnostics.invalidUTF8(byte, at: cursor.location))
            return nil
        }
        return "'\(scalar)'"
    }
}
