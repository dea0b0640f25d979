import Support

/// What expanding part of a value produced: its text, and whether anything was produced at all.
///
/// Xcode's engine (swift-build's `MacroEvaluationResultBuilder`) tells an *absent* result, to which no text was ever
/// appended, from a *present* one that happens to be empty. A reference to an undefined setting, to a setting whose
/// value is empty, or to `$(inherited)` with nothing below is absent; so is a value made only of absent references.
/// `$(X:default=)` on an absent `X` is present and empty, as is any operator's result on a present value.
///
/// Operators apply to a present result only, because an absent one has no element to apply them to:
/// `$(UNDEFINED:not)` is empty, while `$(UNDEFINED:default=:not)` is `YES`. Only `default=` acts on an absent result.
package struct ExpandedText: Hashable, Sendable {
    /// The text; always empty when absent.
    package var text: String
    /// Whether any text, even an empty string, was produced.
    package var isPresent: Bool

    /// Nothing produced.
    package static let absent = ExpandedText(text: "", isPresent: false)

    /// A present result with `text`, which may be empty.
    package init(_ text: String) {
        self.text = text
        self.isPresent = true
    }

    private init(text: String, isPresent: Bool) {
        self.text = text
        self.isPresent = isPresent
    }
}
