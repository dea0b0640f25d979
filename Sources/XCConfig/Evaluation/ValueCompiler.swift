import Support

/// Turns value text into a `ValueProgram`, following swift-build's `MacroExpressionParser` (string form):
/// `$(X)`, deprecated `${X}` and `$[X]`, bare `$X`, `$$`, nesting and `:operator` chains.
///
/// Where swift-build reports an unterminated `$(` as an error, this keeps the text from the `$` to the end of
/// the value literally and reports `xcconfig_unterminated_reference` (error); Xcode's own recovery differs by
/// context, and keeping the text shows the mistake in the resolved value.
struct ValueCompiler {
    /// The value's UTF-8; every delimiter is ASCII, so scanning bytes never splits a character.
    private let bytes: [UInt8]
    private let settingName: String
    private let location: SourceLocation
    private let continuations: [ValueContinuation]
    private let maximumNesting: Int
    private var position = 0
    private(set) var nestingDiagnostic: Diagnostic?
    private(set) var instructions: [ValueInstruction] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var referencesInherited = false
    /// How many references deep the value nests (`$(A)` is 1, `$(A_$(B))` 2): one more than the deepest depth the
    /// nesting bound was checked at and passed, so that a program compiled under a larger bound is the same under any
    /// bound at least this.
    private(set) var nestingDepth = 0
    /// Problems past ``maximumDiagnostics``: how many, the most serious severity, and the rule and offset of the first.
    private var suppressed = (count: 0, severity: Severity.note, rule: "", offset: 0)

    /// The most problems reported for one value, as the parser reports for one file; the rest are summed up in one,
    /// so that a long line of repeated mistakes cannot produce a flood of them (nor the time to locate each).
    static let maximumDiagnostics = XCConfigParser.maximumDiagnostics

    init(
        value: String, settingName: String, location: SourceLocation, continuations: [ValueContinuation] = [],
        maximumNesting: Int
    ) {
        self.bytes = Array(value.utf8)
        // Each reference takes about four instructions, and a literal one more: reserving them at once saves the three
        // or four times a growing array is copied for a typical `$(inherited) -flag`.
        var references = 0
        for byte in bytes where byte == Self.dollar { references += 1 }
        instructions.reserveCapacity(4 * references + 2)
        self.settingName = settingName
        self.location = location
        self.continuations = continuations
        self.maximumNesting = maximumNesting
    }

    mutating func compile() {
        parseFragment(stops: Stops(), depth: 0)
        if suppressed.count > 0 {
            diagnostics.append(
                EvaluationDiagnostics.tooManyProblems(
                    suppressed.count, severity: suppressed.severity, rule: suppressed.rule,
                    at: columnLocation(suppressed.offset)))
        }
    }

    /// Reports the problem `make` builds for the byte at `offset`, or counts it (by its `severity` and `rule`) once
    /// the value has reported ``maximumDiagnostics``, without building or locating it, which costs time.
    private mutating func report(
        at offset: Int, _ severity: Severity, _ rule: String, _ make: (SourceLocation) -> Diagnostic
    ) {
        guard diagnostics.count >= Self.maximumDiagnostics else {
            diagnostics.append(make(columnLocation(offset)))
            return
        }
        if suppressed.count == 0 { (suppressed.rule, suppressed.offset) = (rule, offset) }
        suppressed.count += 1
        suppressed.severity = max(suppressed.severity, severity)
    }

    /// Parses literals and references until the end or one of `stops` (outside nested references).
    private mutating func parseFragment(stops: Stops, depth: Int) {
        while position < bytes.count {
            let byte = bytes[position]
            if stops.contains(byte) { return }
            if byte == Self.dollar {
                parseSubstitution(depth: depth)
                continue
            }
            let start = position
            while position < bytes.count, bytes[position] != Self.dollar, !stops.contains(bytes[position]) {
                position += 1
            }
            emitLiteral(text(start..<position))
        }
    }

    /// Parses what starts at a `$`.
    private mutating func parseSubstitution(depth: Int) {
        let start = position
        position += 1
        guard position < bytes.count else {
            emitLiteral("$")
            return
        }
        let next = bytes[position]
        if let closing = Self.closingDelimiter(of: next) {
            guard depth < maximumNesting else {
                reportNesting(at: start)
                emitLiteral("$")
                return
            }
            nestingDepth = max(nestingDepth, depth + 1)
            parseBracketed(start: start, opening: next, closing: closing, depth: depth)
        } else if Self.isNameStart(next) {
            parseBare(depth: depth)
        } else if next == Self.dollar {
            position += 1
            emitLiteral("$")
        } else {
            emitLiteral("$")
        }
    }

    /// `$NAME`, plus swift-build's tolerance of `$NAME$(MORE)` as one name.
    ///
    /// A bare name may contain `.`, as in Xcode, so `$NAME.app` looks up `NAME.app`.
    private mutating func parseBare(depth: Int) {
        let nameStart = position
        while position < bytes.count, Self.isNameContinuation(bytes[position]) || bytes[position] == Self.dot {
            position += 1
        }
        instructions.append(.beginBuffer)
        let name = text(nameStart..<position)
        emitLiteral(name)
        if position + 1 < bytes.count, bytes[position] == Self.dollar, bytes[position + 1] == UInt8(ascii: "(") {
            parseSubstitution(depth: depth + 1)
        } else if ValueProgram.isInheritedName(name) || name == settingName {
            // `$inherited` (or `$NAME` in NAME's own value) passes the older value on as `$(inherited)` does.
            referencesInherited = true
        }
        instructions.append(.lookup(bare: true))
        instructions.append(.merge)
    }

    /// `$(NAME:op:op=arg)` and the deprecated bracket forms.
    private mutating func parseBracketed(start: Int, opening: UInt8, closing: UInt8, depth: Int) {
        let instructionMark = instructions.count
        let diagnosticMark = diagnostics.count
        let suppressedMark = suppressed
        let stops = Stops(first: Self.colon, second: closing)
        position += 1
        instructions.append(.beginBuffer)
        let nameTextStart = position
        parseFragment(stops: stops, depth: depth + 1)
        let nameRange = nameTextStart..<position
        instructions.append(.lookup(bare: false))
        var unknownOperators: [String] = []
        while position < bytes.count, bytes[position] == Self.colon {
            position += 1
            let operatorStart = position
            while position < bytes.count, Self.isOperatorNameCharacter(bytes[position]) { position += 1 }
            let name = text(operatorStart..<position)
            guard position < bytes.count else { break }
            if bytes[position] == UInt8(ascii: "="), !name.isEmpty {
                position += 1
                instructions.append(.beginBuffer)
                parseFragment(stops: stops, depth: depth + 1)
                if let known = ReplacementOperator(rawValue: name) {
                    instructions.append(.replace(known))
                } else {
                    instructions.append(.discardArgument)
                    unknownOperators.append(name)
                }
            } else if bytes[position] == Self.colon || bytes[position] == closing,
                let known = RetrievalOperator(rawValue: name)
            {
                instructions.append(.retrieve(known))
            } else {
                // An unknown name or a stray character: skip to the next `:` or the end of the reference.
                while position < bytes.count, bytes[position] != Self.colon, bytes[position] != closing {
                    position += 1
                }
                unknownOperators.append(text(operatorStart..<position))
            }
        }
        guard position < bytes.count else {
            instructions.removeSubrange(instructionMark...)
            diagnostics.removeSubrange(diagnosticMark...)
            suppressed = suppressedMark
            emitLiteral(text(start..<bytes.count))
            let reference = Self.abbreviated(text(start..<bytes.count))
            report(at: start, .error, EvaluationDiagnostics.unterminatedReferenceRule) {
                EvaluationDiagnostics.unterminatedReference(
                    reference, closing: Character(Unicode.Scalar(closing)), at: $0)
            }
            return
        }
        position += 1
        instructions.append(.merge)
        if !referencesInherited, isOwnOrInheritedName(nameRange) { referencesInherited = true }
        guard !unknownOperators.isEmpty || opening != UInt8(ascii: "(") else { return }
        let reference = Self.abbreviated(text(start..<position))
        for name in unknownOperators {
            report(at: start, .warning, EvaluationDiagnostics.unknownOperatorRule) {
                EvaluationDiagnostics.unknownOperator(
                    Self.abbreviated(name), in: reference, suggestion: OperatorNames.suggestion(for: name), at: $0)
            }
        }
        if opening != UInt8(ascii: "(") {
            let inner = text((start + 2)..<(position - 1))
            report(at: start, .warning, EvaluationDiagnostics.deprecatedReferenceRule) {
                EvaluationDiagnostics.deprecatedReference(
                    reference, canonical: Self.abbreviated("$(\(inner))"), at: $0)
            }
        }
    }

    /// Whether the bytes in `range`, a reference's name, are literally `inherited`, `value` or the setting's own name
    /// (a name with a `$` in it is computed, never one of these).
    private func isOwnOrInheritedName(_ range: Range<Int>) -> Bool {
        let name = bytes[range]
        if Self.equals(name, "inherited") || Self.equals(name, "value") { return true }
        return name.count == settingName.utf8.count && name.elementsEqual(settingName.utf8)
            && !name.contains(Self.dollar)
    }

    private static func equals(_ bytes: ArraySlice<UInt8>, _ text: StaticString) -> Bool {
        guard bytes.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { bytes.elementsEqual($0) }
    }

    private mutating func emitLiteral(_ string: String) {
        if case .literal(let previous)? = instructions.last {
            instructions[instructions.count - 1] = .literal(previous + string)
        } else {
            instructions.append(.literal(string))
        }
    }

    private mutating func reportNesting(at offset: Int) {
        guard nestingDiagnostic == nil else { return }
        nestingDiagnostic = EvaluationDiagnostics.nestingTooDeep(limit: maximumNesting, at: columnLocation(offset))
    }

    /// The location of the byte at `offset` in the value: counted from the start of its piece for a value joined from
    /// pieces (the piece itself when its text differs from the file's), and the piece's start when a line break in
    /// the value text itself (a project file's string may hold one, escaped or not) leaves no column to count.
    private func columnLocation(_ offset: Int) -> SourceLocation {
        var start = 0
        var base = location
        if let piece = continuations.last(where: { $0.offset <= offset }) {
            guard piece.countsColumns else { return piece.location }
            (start, base) = (piece.offset, piece.location)
        }
        var column = base.column
        var index = start
        while index < offset {
            let byte = bytes[index]
            let isLineSeparator =
                byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
            if byte == 0x0A || byte == 0x0D || isLineSeparator { return base }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: base.file, line: base.line, column: column)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Long reference text shortened for messages.
    private static func abbreviated(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }

    private static let dollar = UInt8(ascii: "$")
    private static let colon = UInt8(ascii: ":")
    private static let dot = UInt8(ascii: ".")

    /// The bytes that end a fragment: none, or `:` and a closing bracket.
    private struct Stops {
        var first: UInt8?
        var second: UInt8?

        func contains(_ byte: UInt8) -> Bool { byte == first || byte == second }
    }

    private static func closingDelimiter(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: nil
        }
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isNameContinuation(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Xcode reads an operator name as `[A-Za-z0-9_.+-]*`, then decides by the character after it.
    private static func isOperatorNameCharacter(_ byte: UInt8) -> Bool {
        isNameContinuation(byte) || byte == dot || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
