import XCConfig

/// A check of a workspace. Each rule is its own type in its own file, `<Name>Rule.swift`, with a description
/// whose examples the test suite runs.
public protocol Rule: Sendable {
    /// The rule's id, severity, summary, rationale and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Every problem the rule finds, at the rule's default severity (the ``Validator`` applies the
    /// manifest's overrides).
    func check(_ context: ValidationContext) -> [Diagnostic]
}

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

/// A small workspace for a rule's tests: the ``ExampleWorkspace`` baseline with some files replaced, added or
/// removed, and, for a triggering example, where the first finding must be.
public struct RuleExample: Sendable {
    /// Files to write over the baseline, by path relative to the root.
    public var files: [String: String]
    /// Baseline files to delete, by path relative to the root.
    public var removedFiles: [String]
    /// The file and line (relative path, 1-based) where the rule must report, for triggering examples.
    public var expectedLocation: (file: String, line: Int)?

    /// Creates an example.
    public init(
        files: [String: String] = [:], removing removedFiles: [String] = [], expecting file: String? = nil,
        line: Int = 1
    ) {
        self.files = files
        self.removedFiles = removedFiles
        self.expectedLocation = file.map { ($0, line) }
    }

    /// The baseline unchanged.
    public static let baseline = RuleExample()

    /// The example's files, relative path → contents.
    public var resolvedFiles: [String: String] {
        var result = ExampleWorkspace.files
        for path in removedFiles { result[path] = nil }
        for (path, text) in files { result[path] = text }
        return result
    }
}
