import Support

extension ResolvedSettings {
    /// `expression` evaluated in the final scope of the settings, as ``SettingsEvaluator/evaluate(expression:at:)``
    /// evaluates it with the evaluator that resolved them; `nil` for settings given whole, which have no evaluator.
    ///
    /// Text that is one reference, `$(NAME)`, is the value of `NAME` already resolved, with no diagnostics: an
    /// Info.plist's identity keys usually are such references, and evaluating one again costs a fresh engine and the
    /// whole chain behind the setting. Looked up from text, `NAME` is evaluated with nothing else in evaluation, as
    /// when it was resolved, so the value is the same within the bounds. Only the bounds tell them apart: evaluated
    /// afresh, the chain behind `NAME` starts one frame deeper and without the values resolving stored, so it can
    /// reach a bound that resolving did not; the resolved value is then the whole one. When resolving itself
    /// reached a bound, the text is evaluated afresh, diagnostics and all.
    public func evaluate(expression: String, at location: SourceLocation) -> ExpressionEvaluation? {
        guard case .evaluated(let evaluator, let values) = storage else { return nil }
        if let name = Self.soleReferenceName(in: expression),
            !diagnostics.contains(where: EvaluationDiagnostics.reachesBound)
        {
            let value = evaluator.nameIDs[name].map { values[$0] } ?? ""
            return ExpressionEvaluation(value: value, references: [name], soleReference: name, diagnostics: [])
        }
        return evaluator.evaluate(expression: expression, at: location)
    }

    /// `NAME` when `text` is exactly `$(NAME)` with `NAME` a plain setting name (ASCII letters, digits and
    /// underscores, not starting with a digit) other than `inherited` or `value`.
    package static func soleReferenceName(in text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 3, bytes.starts(with: "$(".utf8), bytes.last == UInt8(ascii: ")") else { return nil }
        let name = bytes.dropFirst(2).dropLast()
        guard let first = name.first, ValueCompiler.isNameStart(first),
            name.allSatisfy(ValueCompiler.isNameContinuation)
        else { return nil }
        let text = String(decoding: name, as: UTF8.self)
        return ValueProgram.isInheritedName(text) ? nil : text
    }
}
