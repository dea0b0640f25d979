import Support

extension OldStylePlistReader {
    /// Adds a finished value to the open container, or makes it the root.
    mutating func attach(_ node: PlistNode) {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        if stack[top].isDictionary {
            stack[top].append(
                PlistMember(key: stack[top].key, keyLocation: stack[top].keyLocation, value: node))
            stack[top].expectation = .semicolon
        } else {
            stack[top].elements.append(node)
            stack[top].expectation = .separator
        }
    }

    /// Opens a dictionary or array, or abandons the file when nesting is too deep.
    mutating func open(isDictionary: Bool, at location: SourceLocation) {
        guard stack.count < PlistParser.maximumDepth else {
            lexer.report(PlistDiagnostics.nestingTooDeep(limit: PlistParser.maximumDepth, at: location))
            isAborted = true
            isFinished = true
            return
        }
        stack.append(Frame(isDictionary: isDictionary, isBraced: true, at: location))
    }

    /// Closes the innermost container and attaches it to its parent.
    mutating func close() {
        let frame = stack.removeLast()
        isRecovering = false
        attach(frame.node)
    }

    /// Handles `}` or `)`: closes the innermost container when it matches, or the nearest enclosing one that
    /// does (reporting the containers left open), or reports a closer that matches nothing and skips it.
    mutating func handleCloser(_ closer: UInt8, at location: SourceLocation) {
        // Frames are read in place: copying one out of the stack retains everything it holds.
        let closesDictionary = closer == UInt8(ascii: "}")
        if let top = stack.indices.last, stack[top].isBraced, stack[top].isDictionary == closesDictionary {
            close()
            return
        }
        let found = OldStyleToken.punctuation(closer)
        guard let target = stack.lastIndex(where: { $0.isBraced && $0.isDictionary == closesDictionary }),
            let top = stack.indices.last
        else {
            syntaxError(Message.unbalanced(found.text), at: location)
            return
        }
        let message =
            stack[top].isDictionary
            ? Message.mismatchedClose(found: found.description, closingDictionaryOpenedAt: stack[top].location)
            : Message.mismatchedClose(found: found.description, closingArrayOpenedAt: stack[top].location)
        syntaxError(message, at: location)
        while stack.count > target { close() }
    }

    /// Skips tokens after the error at `token` up to the next `;` (in a dictionary) or `,` (in an array) at the
    /// same level, or up to a closer that belongs to an open container, which is then read as usual.
    mutating func recover(after token: OldStyleToken) {
        var depth = token == .punctuation(UInt8(ascii: "{")) || token == .punctuation(UInt8(ascii: "(")) ? 1 : 0
        while true {
            let (token, location) = nextToken()
            switch token {
            case .end:
                finish(at: location)
                return
            case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "(")):
                depth += 1
            case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ")")):
                if depth > 0 {
                    depth -= 1
                } else if stack.contains(where: { $0.isBraced && $0.isDictionary == (token.byte == UInt8(ascii: "}")) })
                {
                    pushedBack = (token, location)
                    return
                }
            case .punctuation(UInt8(ascii: ";")) where depth == 0 && stack[stack.count - 1].isDictionary,
                .punctuation(UInt8(ascii: ",")) where depth == 0 && !stack[stack.count - 1].isDictionary:
                stack[stack.count - 1].expectation = token.byte == UInt8(ascii: ";") ? .key : .element
                isRecovering = false
                return
            default:
                continue
            }
        }
    }

    /// Ends the read at the end of the input, reporting the innermost container left open and keeping what
    /// was read of every open container.
    mutating func finish(at location: SourceLocation) {
        isFinished = true
        guard !isAborted else { return }
        if let top = stack.last, !lexer.isStopped {
            if top.isBraced {
                syntaxError(
                    top.isDictionary
                        ? Message.unexpectedEnd(closingDictionaryOpenedAt: top.location)
                        : Message.unexpectedEnd(closingArrayOpenedAt: top.location),
                    at: location)
            } else if top.expectation == .equals {
                syntaxError(
                    Message.expectedEquals(afterKey: top.key, found: OldStyleToken.end.description), at: location)
            } else if top.expectation == .value {
                syntaxError(
                    Message.expectedValue(afterKey: top.key, found: OldStyleToken.end.description), at: location)
            } else if top.expectation == .semicolon {
                syntaxError(
                    Message.expectedSemicolon(afterValueOf: top.key, found: OldStyleToken.end.description), at: location
                )
            }
        }
        while !stack.isEmpty {
            let frame = stack.removeLast()
            attach(frame.node)
        }
        if root == nil && !lexer.diagnostics.contains(where: { $0.severity == .error }) {
            lexer.report(Message.unexpectedEnd(expected: "a property list value"), at: location)
        }
    }
}
