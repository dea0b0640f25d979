import Support

extension SettingsEvaluator {
    /// The value an evaluator over `levels` gives `name` for `parameters`, found without building one, when the newest
    /// matching assignment of `name` is plain text (no reference, no `$(inherited)`); `nil` when it needs evaluating.
    ///
    /// Building an evaluator indexes every assignment of every level; a setting that is usually a word, such as
    /// `SDKROOT`, needs only its own assignments.
    public static func plainValue(
        of name: String, in levels: [SettingsLevel], parameters: ConditionParameters,
        limits: EvaluationLimits = .default
    ) -> String? {
        for level in levels.reversed() {
            for assignment in level.assignments.reversed()
            where assignment.name == name && parameters.matchesAll(assignment.conditions) {
                return assignment.program(limits: limits).plainText(maximumLength: limits.maximumValueLength)
            }
        }
        return ""
    }
}
