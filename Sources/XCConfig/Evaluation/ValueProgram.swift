import Support

/// One step of a compiled value.
///
/// A program runs on a stack of text buffers: the bottom buffer is the result, `beginBuffer` opens one for a
/// reference's name or an operator's argument, `lookup` turns the name on top into the referenced value, operators
/// rewrite the top, and `merge` appends the top to the buffer below. Keeping programs flat lets evaluation run with an
/// explicit stack instead of recursion.
package enum ValueInstruction: Hashable, Sendable {
    /// Append text to the top buffer.
    case literal(String)
    /// Push an empty buffer.
    case beginBuffer
    /// Pop the name on top and push the value of that setting; `bare` is the `$NAME` form, which keeps
    /// `$NAME` when the setting has no value.
    case lookup(bare: Bool)
    /// Apply an operator to the top buffer.
    case retrieve(RetrievalOperator)
    /// Pop the argument on top and apply the operator to the buffer under it.
    case replace(ReplacementOperator)
    /// Pop the argument of an unknown replacement operator, leaving the value as it was.
    case discardArgument
    /// Pop the top buffer and append it to the one below.
    case merge
}

/// An assignment's value compiled once: its instructions and what compiling found.
package struct ValueProgram: Hashable, Sendable {
    /// The steps that build the value.
    package private(set) var instructions: [ValueInstruction]
    /// The keys of the settings the value looks up, in order, for finding cycles of references.
    ///
    /// Each literal name's key (`$()` looks up the empty name, which is never a setting), `nil` for a name computed
    /// from other values; `inherited` and `value` are left out, as they stay on the setting being evaluated (see
    /// ``ReferenceCycles``). Found once, with the program, rather than by every evaluator that holds it.
    package private(set) var referenceKeys: [SettingNameKey?] = []
    /// Whether the value refers to `$(inherited)` or to its own setting by a literal name.
    package var referencesInherited: Bool
    /// Warnings and errors about the value's syntax.
    package var diagnostics: [Diagnostic]
    /// The smallest `maximumNesting` under which compiling gives this same program: how many references deep the value
    /// nests, or `Int.max` when compiling stopped at the nesting bound (a larger bound might read further).
    package var nestingDepth: Int

    /// The names that mean the next older value of the setting being evaluated: `inherited`, and `value`, which
    /// Xcode treats the same way whenever a setting is being evaluated (always, in an xcconfig file).
    package static let inheritedNames: Set<String> = ["inherited", "value"]

    /// Whether `name` is one of ``inheritedNames``, compared as text rather than hashed.
    package static func isInheritedName(_ name: String) -> Bool { name == "inherited" || name == "value" }

    /// The value's text when the program is plain, with nothing to evaluate (see ``plainText(of:maximumLength:)``).
    package func plainText(maximumLength: Int) -> String? {
        Self.plainText(of: instructions, maximumLength: maximumLength)
    }

    /// The text of a plain program's `instructions`: empty for no instruction, else their one piece of text when that
    /// is at most `maximumLength` bytes; `nil` when they need evaluating.
    package static func plainText(of instructions: [ValueInstruction], maximumLength: Int) -> String? {
        if instructions.isEmpty { return "" }
        guard instructions.count == 1, case .literal(let text) = instructions[0], text.utf8.count <= maximumLength
        else { return nil }
        return text
    }

    /// Compiles `value`, the value text of setting `name` that starts at `location` and goes on at `continuations`
    /// when it spans several lines.
    package init(
        value: String, settingName name: String, at location: SourceLocation,
        continuations: [ValueContinuation] = [], limits: EvaluationLimits
    ) {
        guard value.utf8.contains(UInt8(ascii: "$")) else {
            self.instructions = value.isEmpty ? [] : [.literal(value)]
            self.referencesInherited = false
            self.diagnostics = []
            self.nestingDepth = 0
            return
        }
        var compiler = ValueCompiler(
            value: value, settingName: name, location: location, continuations: continuations,
            maximumNesting: limits.maximumNesting)
        compiler.compile()
        if let nesting = compiler.nestingDiagnostic {
            // Past the nesting bound the structure cannot be trusted, so the whole value stays literal.
            self.instructions = [.literal(value)]
            self.referencesInherited = false
            self.diagnostics = [nesting]
            self.nestingDepth = .max
            return
        }
        self.instructions = compiler.instructions
        self.referencesInherited = compiler.referencesInherited
        self.diagnostics = compiler.diagnostics
        self.nestingDepth = compiler.nestingDepth
        self.referenceKeys = Self.referenceKeys(in: compiler.instructions)
    }

    /// The keys of ``referenceKeys`` in `instructions`.
    private static func referenceKeys(in instructions: [ValueInstruction]) -> [SettingNameKey?] {
        var keys: [SettingNameKey?] = []
        for (index, instruction) in instructions.enumerated() {
            guard case .lookup = instruction else { continue }
            if index >= 2, case .beginBuffer = instructions[index - 2],
                case .literal(let name) = instructions[index - 1]
            {
                if name != "inherited" && name != "value" { keys.append(SettingNameKey(name)) }
            } else if index >= 1, case .beginBuffer = instructions[index - 1] {
                keys.append(SettingNameKey(""))  // `$()`: the empty name, which is never a setting.
            } else {
                keys.append(nil)
            }
        }
        return keys
    }
}
