import Support

/// The result of evaluating text against the settings (see ``SettingsEvaluator/evaluate(expression:at:)``).
public struct ExpressionEvaluation: Sendable, Hashable {
    /// The expanded text.
    public var value: String
    /// The settings the text itself looks up, in the order evaluation looked them up, without repeats.
    ///
    /// These are the names of `$(NAME)`, `${NAME}`, `$[NAME]` and `$NAME` at the top level of the text, undefined
    /// ones included, and for a computed name such as `$(V_$(KIND))` both `KIND` and the name it produced
    /// (`V_app`). References inside the values of those settings are not listed: follow them through
    /// ``SettingsEvaluator/setting(_:)``.
    public var references: [String]
    /// The setting the whole text is, when it is exactly one reference without operators (`$(NAME)`, `${NAME}`,
    /// `$[NAME]`, `$NAME`): the setting to change to change the text's value, as release stamping needs.
    public var soleReference: String?
    /// Problems in the text (deprecated or unterminated references, unknown operators) and limits hit while
    /// evaluating it, in presentation order.
    public var diagnostics: [Diagnostic]

    /// Creates an evaluation.
    public init(value: String, references: [String], soleReference: String? = nil, diagnostics: [Diagnostic]) {
        self.value = value
        self.references = references
        self.soleReference = soleReference
        self.diagnostics = diagnostics
    }
}

extension SettingsEvaluator {
    /// Evaluates `expression`, text that is not a setting's value, in the final scope of these settings: the
    /// way Xcode expands build settings in the string values of an Info.plist (or an entitlements file).
    ///
    /// This follows swift-build's Info.plist processing (`InfoPlistProcessorTaskAction` with
    /// `-expandbuildsettings`, `PropertyListItem.byEvaluatingMacros`), which parses each string value as a string
    /// expression and evaluates it in the target's scope with no setting in evaluation:
    /// - `$(NAME)`, `${NAME}`, `$[NAME]`, nesting (`$(V_$(KIND))`) and operators (`$(NAME:lower)`) work as in
    ///   setting values; `$$` is `$`; a `$` not followed by a name or bracket is literal.
    /// - An undefined `$(NAME)` expands to nothing; an undefined bare `$NAME` is kept as the text `$NAME`.
    /// - `$(inherited)` expands to nothing: no setting is being evaluated, so there is nothing to inherit; for the
    ///   same reason `$(value)` looks up a setting named `value`, while in a setting's value it means `$(inherited)`.
    /// - swift-build expands `$(CFBundleIdentifier)` inside an Info.plist to the plist's own `CFBundleIdentifier`
    ///   value; a caller that wants this passes that value in its place (this evaluator knows only settings).
    ///
    /// Xcode reports nothing for undefined names; ``ExpressionEvaluation/references`` lists every name looked up
    /// so callers can tell which are defined (``setting(_:)``) and trace provenance: plist key → setting →
    /// assignment. `location` is where the text starts; diagnostics point into it.
    public func evaluate(expression: String, at location: SourceLocation) -> ExpressionEvaluation {
        // Most Info.plist strings reference nothing: without a `$` the text is its own value (within the bound).
        let bytes = expression.utf8
        if bytes.count <= limits.maximumValueLength && !bytes.contains(UInt8(ascii: "$")) {
            return ExpressionEvaluation(value: expression, references: [], diagnostics: [])
        }
        let name = Self.expressionName
        let program = ValueProgram(value: expression, settingName: name, at: location, limits: limits)
        // The expression is one more assignment that no name can reach, so the engine runs it like any value:
        // references see the winners, and nothing is inherited (it has no older match).
        let assignment = SettingAssignment(name: name, value: expression, location: location)
        var engine = EvaluationEngine(evaluator: self, expression: (assignment, program))
        engine.recordsOutermostLookups = true
        engine.outermostIsExpression = true
        let value = engine.value(ofAssignment: assignments.count)
        var seen: Set<String> = []
        let references = engine.outermostLookups.filter { seen.insert($0).inserted }
        let diagnostics = Set(program.diagnostics).union(engine.diagnostics)
        return ExpressionEvaluation(
            value: value, references: references, soleReference: Self.soleReference(in: program),
            diagnostics: diagnostics.sorted(by: Diagnostic.presentationOrder))
    }

    /// The name `program` looks up when that is all it does: a reference with a literal name and no operators.
    static func soleReference(in program: ValueProgram) -> String? {
        let instructions = program.instructions
        guard instructions.count == 4, instructions[0] == .beginBuffer, case .literal(let name) = instructions[1],
            case .lookup = instructions[2], instructions[3] == .merge, name != "inherited"
        else { return nil }
        return name
    }

    /// The name an expression is evaluated under, as it appears in messages about limits.
    static let expressionName = "<expression>"
}
