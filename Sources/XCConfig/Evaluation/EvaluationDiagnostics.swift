import Support

/// The diagnostics that value evaluation reports, built here so tests and docs reuse the exact text.
public enum EvaluationDiagnostics {
    /// Rule id for `${X}` and `$[X]`, which Xcode accepts but deprecates.
    public static let deprecatedReferenceRule = "xcconfig_deprecated_reference"
    /// Rule id for an operator Xcode does not know, such as `$(X:uper)`.
    public static let unknownOperatorRule = "xcconfig_unknown_operator"
    /// Rule id for a `$(` without its closing `)`.
    public static let unterminatedReferenceRule = "xcconfig_unterminated_reference"
    /// Rule id for a value that expands past the size or work bound.
    public static let expansionLimitRule = "xcconfig_expansion_limit"
    /// Rule id for references nested or chained past the depth bound.
    public static let referenceDepthRule = "xcconfig_reference_depth"
    /// Rule id for a condition on a parameter Xcode does not know, such as `[confg=Debug]`.
    public static let unknownConditionRule = "xcconfig_unknown_condition"

    /// `${X}` or `$[X]` written where `$(X)` is meant.
    public static func deprecatedReference(_ text: String, canonical: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: deprecatedReferenceRule,
            "'\(text)' uses deprecated reference syntax; write '\(canonical)' instead", at: location)
    }

    /// An operator name that is not one Xcode applies; the value is used as if it were absent.
    public static func unknownOperator(
        _ name: String, in reference: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        let fix = suggestion.map { "did you mean '\($0)'?" } ?? "remove it, Xcode ignores it"
        return Diagnostic(
            .warning, rule: unknownOperatorRule, "unknown operator '\(name)' in '\(reference)'; \(fix)", at: location)
    }

    /// A condition group on a parameter Xcode never binds; the assignment applies only where the pattern is `*`.
    public static func unknownConditionParameter(
        _ parameter: String, in group: String, suggestion: String?, at location: SourceLocation
    ) -> Diagnostic {
        let fix =
            suggestion.map { "did you mean '\($0)'?" }
            ?? "use one of \(ConditionLint.documentedParameters.map { "'\($0)'" }.joined(separator: ", "))"
        return Diagnostic(
            .warning, rule: unknownConditionRule,
            "unknown condition parameter '\(parameter)' in '\(group)'; \(fix)",
            at: location)
    }

    /// A reference that runs to the end of the value; its text is kept literally.
    public static func unterminatedReference(_ text: String, closing: Character, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, rule: unterminatedReferenceRule,
            "unterminated reference '\(text)' is kept as literal text; add the closing '\(closing)'", at: location)
    }

    /// `count` more problems in one value than are reported, summed up in one of the most serious `severity` under
    /// the `rule` of the first.
    public static func tooManyProblems(_ count: Int, severity: Severity, rule: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            severity, rule: rule, "\(count) more problems in this value are not reported; fix the ones above first",
            at: location)
    }

    /// Whether `diagnostic` says evaluation stopped at one of its bounds (size, work or depth), so that values past it
    /// may differ with where evaluation started.
    public static func reachesBound(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.rule == expansionLimitRule || diagnostic.rule == referenceDepthRule
    }

    /// A value that grows past `limit` bytes when expanded; it is treated as empty.
    public static func valueTooLong(setting: String, limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: expansionLimitRule,
            "value of '\(setting)' expands past \(limit) bytes and is treated as empty; "
                + "remove references that repeat each other", at: location)
    }

    /// Evaluation that ran out of its work budget; later references expand to nothing.
    public static func workExhausted(setting: String, limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: expansionLimitRule,
            "evaluation stopped at '\(setting)' after \(limit) steps and later references expand to nothing; "
                + "remove references that repeat each other", at: location)
    }

    /// A chain of settings referencing each other deeper than `limit`.
    public static func chainTooDeep(setting: String, limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: referenceDepthRule,
            "references from '\(setting)' chain through more than \(limit) settings, the rest is treated as empty; "
                + "shorten the chain", at: location)
    }

    /// References nested inside one value deeper than `limit`.
    public static func nestingTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, rule: referenceDepthRule,
            "references nest more than \(limit) levels deep, the rest is kept as literal text; simplify the value",
            at: location)
    }
}
