import BrandFormats
import Documents
import Support
import XCConfig

/// A `config.json` value has the right type but is not acceptable: a malformed URL, colour, bundle id or
/// version, a value outside an enum or a range, or one that does not match the field's pattern.
public struct InvalidValueRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "invalid_value", severity: .error,
        summary:
            "a config.json or custom_fonts.plist value is malformed, out of range, not in its enum or does not match its pattern",
        rationale: "A URL cut short or a colour with a typo ships silently and fails only on a user's device.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "https://api.alpha.example.com/v1", with: "https:")
                ], expecting: "Brands/ALPHA/config.json", line: 3),
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "#1A4D8F", with: "#1A4D8")
                ], expecting: "Brands/ALPHA/config.json", line: 10),
            RuleExample(
                files: [
                    "Brands/BETA/config.json": ExampleWorkspace.config("BETA").replacingFirst(
                        "\"features\"", with: "\"default_language\": \"dee\",\n  \"features\"")
                ],
                expecting: "Brands/BETA/config.json", line: 5),
            // An override is checked like the value it replaces.
            RuleExample(
                files: [
                    "Brands/BETA/config.json": ExampleWorkspace.config("BETA").replacingFirst(
                        "\"theme\"",
                        with: "\"overrides\": { \"Debug\": {\n \"api_base_url\": \"https:\" } },\n  \"theme\"")
                ],
                expecting: "Brands/BETA/config.json", line: 10),
            RuleExample(
                files: [
                    "Brands/BETA/custom_fonts.plist": ExampleWorkspace.fontsPlist.replacingFirst(
                        "<real>24</real>", with: "<real>0</real>")
                ],
                expecting: "Brands/BETA/custom_fonts.plist", line: 8),
        ])

    /// `field 'x': <reason>`, or `field 'x' in overrides.Debug: <reason>` with a `place`.
    public static func message(field: String, place: String = "", reason: String) -> String {
        "field '\(field)'\(place): \(reason)"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var patterns = PatternCache()
        for facts in context.cloneFacts {
            let clone = facts.clone
            let document = facts.document
            for group in document.fieldGroups {
                for field in context.schema.fields
                where !field.isSecret || !SecretReference.isReference(group.member(field.name)) {
                    guard let member = group.member(field.name) else { continue }
                    for case .invalidValue(let reason) in FieldValueChecker.check(
                        member.value.value, for: field, patterns: &patterns)
                    {
                        diagnostics.append(
                            Diagnostic(
                                Self.description.severity, rule: Self.description.id,
                                Self.message(field: field.name, place: group.placeSuffix, reason: reason),
                                at: member.value.location))
                    }
                }
            }
            for found in FontsPlistCheck.invalidValues(of: clone, schema: context.schema) {
                diagnostics.append(
                    Diagnostic(Self.description.severity, rule: Self.description.id, found.message, at: found.location))
            }
            let theme = document.objectMembers("theme")
            for role in context.schema.colorRoles {
                guard let member = theme.first(where: { $0.key == role.themeKey }),
                    case .string(let text) = member.value.value,
                    !text.hasPrefix("@"), RGBAColor(hex: text) == nil
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        Self.description.severity, rule: Self.description.id,
                        Self.message(
                            field: role.themeKey,
                            reason: "'\(text)' is not a colour; write #RGB, #RRGGBB, #RRGGBBAA or @role"),
                        at: member.value.location))
            }
        }
        return diagnostics
    }
}

/// How secrets may be written: `$(SETTING)` (from an xcconfig or CI) or `${env:NAME}`.
public enum SecretReference {
    /// Whether the member's value is a reference rather than a literal secret.
    static func isReference(_ member: JSONMember?) -> Bool {
        guard case .string(let text)? = member?.value.value else { return false }
        return isReference(text)
    }

    /// Whether `text` is exactly one `$(NAME)` or `${env:NAME}` reference.
    public static func isReference(_ text: String) -> Bool {
        func isName(_ name: Substring) -> Bool {
            guard let first = name.first, first.isLetter || first == "_" else { return false }
            return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        if text.hasPrefix("$("), text.hasSuffix(")") { return isName(text.dropFirst(2).dropLast()) }
        if text.hasPrefix("${env:"), text.hasSuffix("}") { return isName(text.dropFirst(6).dropLast()) }
        return false
    }
}
