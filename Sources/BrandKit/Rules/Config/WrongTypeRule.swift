import XCConfig

/// A `config.json` field or feature flag has a value of the wrong JSON type.
public struct WrongTypeRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "wrong_type", severity: .error,
        summary: "a config.json field or feature flag has a value of the wrong type",
        rationale: "A flag written as \"true\" (a string) is not true: the app decodes it as missing or crashes.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"paywall\": true", with: "\"paywall\": \"true\"")
                ], expecting: "Brands/ALPHA/config.json", line: 6),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"features\"", with: "\"article_cache_days\": \"7\",\n  \"features\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 5),
        ])

    /// `field 'x' must be a string, not a number`.
    public static func message(_ subject: String, expected: String, found: String) -> String {
        "\(subject) must be \(expected), not \(found)"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let document = facts.document
            for field in context.schema.fields {
                guard let member = document.member(field.name) else { continue }
                for case .wrongType(let expected, let found) in FieldValueChecker.check(member.value.value, for: field)
                {
                    diagnostics.append(
                        finding(
                            Self.message("field '\(field.name)'", expected: expected, found: found),
                            at: member.value.location))
                }
            }
            let flagGroups =
                [document.objectMembers("features")]
                + context.workspace.manifest.configurations.map {
                    document.overrideMembers("features", configuration: $0)
                }
            for member in flagGroups.joined() {
                guard let flag = context.schema.flag(named: member.key) else { continue }
                if FlagValue(member.value.value)?.type != flag.type {
                    let expected = flag.type == .bool ? "true or false" : "a \(flag.type.rawValue)"
                    diagnostics.append(
                        finding(
                            Self.message(
                                "flag '\(flag.name)'", expected: expected,
                                found: member.value.value.kindDescription), at: member.value.location))
                }
            }
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
