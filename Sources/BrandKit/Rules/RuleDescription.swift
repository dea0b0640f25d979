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
    /// Workspaces on which the rule must report something.
    public var triggeringExamples: [RuleExample]
    /// Workspaces on which the rule must report nothing.
    public var nonTriggeringExamples: [RuleExample]

    /// Creates a description.
    public init(
        id: String, severity: Severity, summary: String, rationale: String,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample] = [.baseline]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
