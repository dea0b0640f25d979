/// Turns value text into a `ValueProgram`, following swift-build's `MacroExpressionParser` (string form):
/// `$(X)`, deprecated `${X}` and `$[X]`, bare `$X`, `$$`, nesting and `:operator` chains.
///
/// Where swift-build reports an unterminated `$(` as an error, this keeps the text from the `$` to the end of
/// the value literally and reports `xcconfig_unterminated_reference` (error); Xcode's own recovery differs by
/// context, and keeping the text shows the mistake in the resolved value.
struct ValueCompiler {
    private let scalars: [Unicode.Scalar]
    private let settingName: String
    private let location: SourceLocation
    private let maximumNesting: Int
    private var position = 0
    private(set) var nestingDiagnostic: Diagnostic?
    private(set) var instructions: [ValueInstruction] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var referencesInherited = false

    init(value: String, settingName: String, location: SourceLocation, maximumNesting: Int) {
        self.scalars = Array(value.unicodeScalars)
        self.settingName = settingName
        self.location = location
        self.maximumNesting = maximumNesting
    }

    mutating func compile() {
        parseFragment(stops: [], depth: 0)
    }

    /// Parses literals and references until the end or one of `stops` (outside nested references).
    private mutating func parseFragment(stops: Set<Unicode.Scalar>, depth: Int) {
        while position < scalars.count {
            let scalar = scalars[position]
            if stops.contains(scalar) { return }
            if scalar == "$" {
                parseSubstitution(depth: depth)
                continue
            }
            let start = position
            while position < scalars.count, scalars[position] != "$", !stops.contains(scalars[position]) {
                position += 1
            }
            emitLiteral(text(start..<position))
        }
    }

    /// Parses what starts at a `$`.
    private mutating func parseSubstitution(depth: Int) {
        let start = position
        position += 1
        guard position < scalars.count else {
            emitLiteral("$")
            return
        }
        let next = scalars[position]
        if let closing = Self.closingDelimiter(of: next) {
            guard depth < maximumNesting else {
                reportNesting(at: start)
                emitLiteral("$")
                return
            }
            parseBracketed(start: start, opening: next, closing: closing, depth: depth)
        } else if Self.isNameStart(next) {
            parseBare(depth: depth)
        } else if next == "$" {
            position += 1
            emitLiteral("$")
        } else {
            emitLiteral("$")
        }
    }

    /// `$NAME`, plus swift-build's tolerance of `$NAME$(MORE)` as one name.
    private mutating func parseBare(depth: Int) {
        let nameStart = position
        while position < scalars.count, Self.isNameContinuation(scalars[position]) { position += 1 }
        instructions.append(.beginBuffer)
        emitLiteral(text(nameStart..<position))
        if position + 1 < scalars.count, scalars[position] == "$", scalars[position + 1] == "(" {
            parseSubstitution(depth: depth + 1)
        }
        instructions.append(.lookup(bare: true))
        instructions.append(.merge)
    }

    /// `$(NAME:op:op=arg)` and the deprecated bracket forms.
    private mutating func parseBracketed(start: Int, opening: Unicode.Scalar, closing: Unicode.Scalar, depth: Int) {
        let instructionMark = instructions.count
        let diagnosticMark = diagnostics.count
        let stops: Set<Unicode.Scalar> = [":", closing]
        position += 1
        instructions.append(.beginBuffer)
        let nameTextStart = position
        parseFragment(stops: stops, depth: depth + 1)
        let nameText = text(nameTextStart..<position)
        let isLiteralName = !nameText.contains("$")
        instructions.append(.lookup(bare: false))
        var unknownOperators: [String] = []
        while position < scalars.count, scalars[position] == ":" {
            position += 1
            let operatorStart = position
            while position < scalars.count, Self.isNameContinuation(scalars[position]) { position += 1 }
            let name = text(operatorStart..<position)
            guard position < scalars.count else { break }
            if scalars[position] == "=" {
                position += 1
                instructions.append(.beginBuffer)
                parseFragment(stops: stops, depth: depth + 1)
                if let known = ReplacementOperator(rawValue: name) {
                    instructions.append(.replace(known))
                } else {
                    instructions.append(.discardArgument)
                    unknownOperators.append(name)
                }
            } else if scalars[position] == ":" || scalars[position] == closing,
                let known = RetrievalOperator(rawValue: name)
            {
                instructions.append(.retrieve(known))
            } else {
                // An unknown name or a stray character: skip to the next `:` or the end of the reference.
                while position < scalars.count, scalars[position] != ":", scalars[position] != closing { position += 1 }
                unknownOperators.append(text(operatorStart..<position))
            }
        }
        guard position < scalars.count else {
            instructions.removeSubrange(instructionMark...)
            diagnostics.removeSubrange(diagnosticMark...)
            emitLiteral(text(start..<scalars.count))
            let reference = Self.abbreviated(text(start..<scalars.count))
            diagnostics.append(
                EvaluationDiagnostics.unterminatedReference(
                    reference, closing: Character(closing), at: columnLocation(start)))
            return
        }
        position += 1
        instructions.append(.merge)
        if isLiteralName, nameText == "inherited" || nameText == settingName { referencesInherited = true }
        let reference = Self.abbreviated(text(start..<position))
        for name in unknownOperators {
            diagnostics.append(
                EvaluationDiagnostics.unknownOperator(
                    name, in: reference, suggestion: OperatorNames.suggestion(for: name), at: columnLocation(start)))
        }
        if opening != "(" {
            let inner = text((start + 2)..<(position - 1))
            diagnostics.append(
                EvaluationDiagnostics.deprecatedReference(
                    reference, canonical: Self.abbreviated("$(\(inner))"), at: columnLocation(start)))
        }
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

    /// The location of the scalar at `offset` in the value; exact for values on one line.
    private func columnLocation(_ offset: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + offset)
    }

    private func text(_ range: Range<Int>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[range])
        return result
    }

    /// Long reference text shortened for messages.
    private static func abbreviated(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }

    private static func closingDelimiter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case "(": ")"
        case "{": "}"
        case "[": "]"
        default: nil
        }
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
    }

    private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar)
    }
}
