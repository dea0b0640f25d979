import Support
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
    /// Whether the rule only reports what reading found (a ``ReadingRule``), and so compares no clones.
    ///
    /// A requirement rather than a cast (`is any ReadingRule.Type`): the first cast of each rule type searches every
    /// conformance in the program, a few milliseconds for the registry, on every run.
    static var reportsReadingOnly: Bool { get }
    /// Whether the rule compares clones with each other, so that its findings on one clone depend on the others.
    ///
    /// A full `brands validate` checks each run of clones with the other rules as it is read, then keeps of each
    /// clone only what these rules read (see ``LoadedClone/retainedForComparison``) and runs them once over every
    /// clone. Such a rule reads, of clones, configurations and facts, only what that keeps.
    static var comparesClones: Bool { get }
}

extension Rule {
    /// `false`: a rule checks what was read.
    public static var reportsReadingOnly: Bool { false }
    /// `false`: a rule checks each clone on its own.
    public static var comparesClones: Bool { false }
}
