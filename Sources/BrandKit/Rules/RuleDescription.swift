import Support
import XCConfig

/// What a rule is, for `brands rules`, SARIF and the generated tests.
public struct RuleDescription: Sendable {
    /// The stable `snake_case` id.
    public var id: String
    /// The severity its findings have unless the manifest says otherwise.
    public var severity: Severity
    /// One line: what it finds.
    public var summary: String
    /// Why it matters.
    public var rationale: String
    // The examples are built when asked for: they are whole workspaces, and building every rule's at start-up
    // (the first use of any rule's id) was a tenth of the time of validating a small workspace.
    private let makeTriggeringExamples: @Sendable () -> [RuleExample]
    private let makeNonTriggeringExamples: @Sendable () -> [RuleExample]

    /// Workspaces on which the rule must report something.
    public var triggeringExamples: [RuleExample] { makeTriggeringExamples() }
    /// Workspaces on which the rule must report nothing.
    public var nonTriggeringExamples: [RuleExample] { makeNonTriggeringExamples() }

    /// Creates a description; the examples are built each time they are read.
    public init(
        id: String, severity: Severity, summary: String, rationale: String,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample] = [.baseline]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.makeTriggeringExamples = triggeringExamples
        self.makeNonTriggeringExamples = nonTriggeringExamples
    }
}
