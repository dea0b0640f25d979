import XCConfig

/// One configuration's build settings evaluated over its levels, and text (an Info.plist value such as
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`) evaluated in their final scope.
///
/// The one place BrandKit builds an evaluator, so that the layered evaluator's own `evaluate(expression:at:)` can
/// replace the way text is evaluated here (through a throwaway top level holding one assignment per text) without
/// touching callers.
struct LayeredEvaluation {
    /// The levels, lowest first.
    let levels: [[SettingAssignment]]
    /// The bound condition values.
    let parameters: ConditionParameters
    /// The evaluator over the levels.
    let evaluator: SettingsEvaluator
    /// Every setting of every level, evaluated.
    let settings: ResolvedSettings

    /// Evaluates `levels` (lowest first) for `parameters`.
    init(levels: [[SettingAssignment]], parameters: ConditionParameters) {
        self.levels = levels
        self.parameters = parameters
        self.evaluator = SettingsEvaluator(levels: levels, parameters: parameters)
        self.settings = evaluator.resolve()
    }

    /// A text's value and the settings it refers to.
    struct Text {
        /// The expanded value.
        var value: String
        /// The settings the text refers to directly, in order.
        var references: [String]
        /// The one setting the text consists of (`$(NAME)`, `${NAME}`, `$NAME`), if that is all it is.
        var onlyReference: String?
    }

    /// The values of `texts` (each with where it is written) in the final scope of the levels.
    func evaluate(_ texts: [(text: String, location: SourceLocation)]) -> [Text] {
        guard texts.contains(where: { $0.text.contains("$") }) else {
            return texts.map { Text(value: $0.text, references: [], onlyReference: nil) }
        }
        let names = texts.indices.map { "__BRANDS_EXPRESSION_\($0)" }
        let top = zip(names, texts).map { name, text in
            SettingAssignment(name: name, value: text.text, location: text.location)
        }
        let evaluator = SettingsEvaluator(levels: levels + [top], parameters: parameters)
        return zip(names, texts).map { name, text in
            Text(
                value: evaluator.value(of: name),
                references: ReferenceScanner.references(in: text.text).map(\.name),
                onlyReference: Self.onlyReference(in: text.text))
        }
    }

    /// The setting `text` consists of, when it is exactly one plain reference.
    static func onlyReference(in text: String) -> String? {
        var body = Substring(text)
        guard body.hasPrefix("$") else { return nil }
        body = body.dropFirst()
        if body.hasPrefix("("), body.hasSuffix(")") {
            body = body.dropFirst().dropLast()
        } else if body.hasPrefix("{"), body.hasSuffix("}") {
            body = body.dropFirst().dropLast()
        }
        guard let first = body.first, first.isLetter || first == "_",
            body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else { return nil }
        return String(body)
    }
}
