import Support
import XCConfig

/// One configuration's build settings evaluated over its levels, and text (an Info.plist value such as
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`) evaluated in their final scope.
///
/// The one place BrandKit builds an evaluator for a configuration, so that reading, identity and `brands settings`
/// evaluate the same way.
struct LayeredEvaluation {
    /// The evaluator over the levels.
    let evaluator: SettingsEvaluator
    /// Every setting of every level, evaluated.
    let settings: ResolvedSettings

    /// Evaluates `levels` (lowest first) for `parameters`.
    init(levels: [SettingsLevel], parameters: ConditionParameters) {
        self.evaluator = SettingsEvaluator(levels: levels, parameters: parameters)
        self.settings = evaluator.resolve()
    }

    /// The value of `text` (written at `location`) in the final scope of the levels, with the settings it names.
    func evaluate(_ text: String, at location: SourceLocation) -> ExpressionEvaluation {
        settings.evaluate(expression: text, at: location) ?? evaluator.evaluate(expression: text, at: location)
    }
}
