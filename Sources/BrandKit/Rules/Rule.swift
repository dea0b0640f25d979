import XCConfig

/// A check of a workspace.
///
/// Each rule is its own type in its own file, `<Name>Rule.swift`, with a description whose examples the test suite
/// runs.
public protocol Rule: Sendable {
    /// The rule's id, severity, summary, rationale and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Every problem the rule finds, at the rule's default severity (the ``Validator`` applies the
    /// manifest's overrides).
    func check(_ context: ValidationContext) -> [Diagnostic]
}
