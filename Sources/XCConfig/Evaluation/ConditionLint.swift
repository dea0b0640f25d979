import Support

/// Checks the `[parameter=pattern]` condition groups of parsed assignments: a parameter Xcode does not know never
/// has a value, so its assignment applies only with the pattern `*` and is otherwise silently ignored.
///
/// A lint over assignments rather than a parser error, like the reference lints: Xcode accepts any parameter name.
public enum ConditionLint {
    /// The condition parameters a file may use, in the order suggestions prefer them.
    public static let documentedParameters = ["sdk", "arch", "config", "variant", "target"]

    /// Every parameter Xcode binds: the documented ones, then those its own specifications use
    /// (swift-build's `BuiltinMacros`), which are valid but not worth suggesting.
    public static let knownParameters: Set<String> = Set(documentedParameters).union([
        "__platform_filter", "_sdk_build_version", "__host_platform", "__destination_platform",
        "__normalized_unversioned_triple",
    ])

    /// One warning per condition group whose parameter Xcode does not know, located at its `[`.
    public static func diagnostics(for assignments: [SettingAssignment]) -> [Diagnostic] {
        // Every evaluator lints all its assignments, and most have no condition: those are passed over without making
        // a list for each.
        var diagnostics: [Diagnostic] = []
        for assignment in assignments {
            let conditions = assignment.conditions
            guard !conditions.isEmpty else { continue }
            for condition in conditions where !knownParameters.contains(condition.parameter) {
                diagnostics.append(
                    EvaluationDiagnostics.unknownConditionParameter(
                        condition.parameter, in: "[\(condition.parameter)=\(condition.pattern)]",
                        suggestion: Suggestion.closest(to: condition.parameter, in: documentedParameters),
                        at: condition.location))
            }
        }
        return diagnostics
    }
}
