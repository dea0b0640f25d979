import Support
import XCConfig

/// What renderers that describe rules (SARIF) need to know about one rule.
public struct RuleMetadata: Hashable, Sendable {
    /// The `snake_case` rule id.
    public var id: String
    /// One sentence saying what the rule checks.
    public var summary: String
    /// The severity the rule reports at unless configured otherwise.
    public var defaultSeverity: Severity

    /// Creates metadata.
    public init(id: String, summary: String, defaultSeverity: Severity) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
    }
}
