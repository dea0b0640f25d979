import BrandFormats
import Documents
import Support
import XCConfig

/// A `config.json` field or feature flag has a value of the wrong JSON type, at the top level or in an `overrides`
/// entry, or `features`, `theme`, `overrides` or an entry of it is not an object; or a `custom_fonts.plist` font name
/// is not a string or a size not a number.
public struct WrongTypeRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "wrong_type", severity: .error,
        summary: "a config.json field or feature flag, or a custom_fonts.plist value, has a value of the wrong type",
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
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"", with: "\"overrides\": { \"Debug\": \"staging\" },\n  \"theme\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 9),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"",
                        with: "\"overrides\": { \"Release\": {\n \"article_cache_days\": \"7\" } },\n  \"theme\"")
                ],
                expecting: "Brands/ALPHA/config.json", line: 10),
            RuleExample(
                files: [
                    "Brands/ALPHA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "<real>17</real>", with: "<string>17</string>")
                ],
                expecting: "Brands/ALPHA/custom_fonts.plist", line: 12),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"theme\"",
                    with:
                        "\"overrides\": { \"Release\": { \"article_cache_days\": 3, \"features\": { \"paywall\": false } } },\n  \"theme\""
                )
            ]),
        ])

    /// `field 'x' must be a string, not a number`.
    public static func message(_ subject: String, expected: String, found: String) -> String {
        "\(subject) must be \(expected), not \(found)"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for facts in context.cloneFacts {
            let clone = facts.clone
            let document = facts.document
            diagnostics += containerFindings(document)
            for found in FontsPlistCheck.wrongTypes(of: clone, schema: context.schema) {
                diagnostics.append(finding(found.message, at: found.location))
            }
            for group in document.fieldGroups {
                for field in context.schema.fields {
                    guard let member = group.member(field.name) else { continue }
                    if case .wrongType(let expected, let found)? = FieldValueChecker.typeProblem(
                        of: member.value.value, for: field)
                    {
                        diagnostics.append(
                            finding(
                                Self.message(
                                    "field '\(field.name)'\(group.placeSuffix)", expected: expected, found: found),
                                at: member.value.location))
                    }
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

    /// `features`, `theme` and `overrides`, each entry of `overrides` and its `features`, when they are not objects:
    /// what they hold is then not applied at all.
    private func containerFindings(_ document: ConfigDocument) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func expectObject(_ member: JSONMember?, _ subject: String) {
            guard let member else { return }
            if case .object = member.value.value { return }
            diagnostics.append(
                finding(
                    Self.message(subject, expected: "an object", found: member.value.value.kindDescription),
                    at: member.value.location))
        }
        for key in ["features", "theme", "overrides"] { expectObject(document.member(key), "'\(key)'") }
        for entry in document.objectMembers("overrides") {
            expectObject(entry, "'overrides.\(entry.key)'")
            let features = document.overrideObject(entry.key).first { $0.key == "features" }
            expectObject(features, "'overrides.\(entry.key).features'")
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
