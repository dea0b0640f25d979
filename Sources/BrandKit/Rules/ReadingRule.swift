import Support
import XCConfig

/// A rule whose findings are made while reading files (syntax, encoding, includes, evaluation): it reports the reading
/// diagnostics that carry its id.
///
/// The readers own the messages; the rule gives them a description, a place in `brands rules`, and a severity the
/// manifest can change.
public protocol ReadingRule: Rule {}

extension ReadingRule {
    /// `true`: the rule reports reading diagnostics.
    public static var reportsReadingOnly: Bool { true }

    /// The reading diagnostics in `context` that carry this rule's id.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        context.readingDiagnostics(rule: Self.description.id)
    }
}
