import Support

/// A rule's severity set by the manifest, for every clone or only some.
public struct RuleSetting: Sendable, Hashable {
    /// The rule id.
    public var rule: String
    /// The new severity, or `nil` to turn the rule off.
    public var severity: Severity?
    /// The clones this applies to; empty for all of them.
    public var clones: [String]
    /// Why, as the team wrote it.
    public var reason: String?
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a setting.
    public init(
        rule: String, severity: Severity?, clones: [String] = [], reason: String? = nil, location: SourceLocation
    ) {
        self.rule = rule
        self.severity = severity
        self.clones = clones
        self.reason = reason
        self.location = location
    }
}
