import BrandFormats
import Documents
import Support
import XCConfig

/// A string of an entitlement (an app group, a keychain group, an associated domain) does not match the pattern the
/// schema declares for it, expanded for the clone.
public struct EntitlementMismatchRule: Rule {
    /// Creates the rule.
    public init() {}

    private static let appGroups = "com.apple.security.application-groups"

    /// The examples' ALPHA with an entitlements file whose dictionary holds `body`.
    private static func example(_ body: String, schema: String? = nil) -> [String: String] {
        var files = [
            "Configs/ALPHA-Debug.xcconfig": EntitlementsNotFoundRule.exampleXCConfig("Brands/ALPHA/ALPHA.entitlements"),
            "Brands/ALPHA/ALPHA.entitlements": EntitlementsNotFoundRule.exampleEntitlements(body),
        ]
        if let schema { files["Brands/schema.json"] = schema }
        return files
    }

    /// A schema declaring only that ALPHA's app groups are named after its bundle identifier.
    private static let identitySchema = """
        {
          "version": 1,
          "entitlements": { "\(appGroups)": "group.$(PRODUCT_BUNDLE_IDENTIFIER)" }
        }

        """

    private static func groups(_ values: String...) -> String {
        "\t<key>\(appGroups)</key>\n\t<array>\n"
            + values.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>"
    }

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "entitlement_mismatch", severity: .error,
        summary: "an app group, keychain group or associated domain does not match the schema's pattern for the clone",
        rationale: "A brand that signs with another brand's app group or keychain group shares its data, or fails "
            + "provisioning; the pattern ties each entitlement to the clone's own identity.",
        triggeringExamples: [
            // The built-in schema: app groups start with 'group.'.
            RuleExample(
                files: example(groups("com.example.alpha")), expecting: "Brands/ALPHA/ALPHA.entitlements", line: 7),
            // A schema tying the group to the bundle identifier: BETA's group in ALPHA's file.
            RuleExample(
                files: example(groups("group.com.example.beta.debug"), schema: identitySchema),
                expecting: "Brands/ALPHA/ALPHA.entitlements", line: 7),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: example(groups("group.com.example.alpha.shared"))),
            RuleExample(files: example(groups("group.$(PRODUCT_BUNDLE_IDENTIFIER)"), schema: identitySchema)),
            // The team is unknown (empty), so a pattern built from it decides nothing.
            RuleExample(files: example("\t<key>keychain-access-groups</key>\n\t<string>ABCDE12340.com.x</string>")),
        ])

    /// `'group.x' (com.apple.security.application-groups) does not match …`.
    public static func message(
        value: String, written: String, key: String, pattern: String, expanded: String, clone: String,
        configuration: String
    ) -> String {
        let shown = value == written ? "'\(value)'" : "'\(written)' ('\(value)')"
        let expansion = expanded == pattern ? "" : ", which is '\(expanded)' for \(clone) in \(configuration)"
        return "\(shown) of \(key) does not match the schema's pattern '\(pattern)'\(expansion); "
            + "use a value that does, or change the pattern in the schema's 'entitlements'"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        let patterns = context.schema.entitlementPatterns
        guard !patterns.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        var reported = Set<SourceLocation>()
        for configuration in SignedConfiguration.all(in: context) {
            let loaded = configuration.loaded
            guard let members = loaded.entitlements?.dictionaryMembers,
                loaded.settings != nil
            else { continue }
            // Values expand in the target's own settings, as Xcode signs it; patterns in the app's, which are the
            // clone's identity (an extension shares the app's groups).
            let evaluation = LayeredEvaluation(
                levels: loaded.levels.map(\.level), parameters: loaded.definition.parameters)
            let identity = LayeredEvaluation(
                levels: configuration.app.levels.map(\.level), parameters: configuration.app.definition.parameters)
            for pattern in patterns {
                guard let member = members.first(where: { $0.key == pattern.key }),
                    let expanded = Self.expand(pattern.pattern, with: identity)
                else { continue }
                for (written, location) in Self.strings(of: member.value) where !reported.contains(location) {
                    let value = evaluation.evaluate(
                        EntitlementPattern.replacingSigningPrefixes(in: written), at: location
                    ).value
                    guard !EntitlementPattern.matches(value, expandedPattern: expanded) else { continue }
                    reported.insert(location)
                    diagnostics.append(
                        Diagnostic(
                            Self.description.severity, rule: Self.description.id,
                            Self.message(
                                value: value, written: written, key: pattern.key, pattern: pattern.pattern,
                                expanded: expanded, clone: configuration.clone,
                                configuration: configuration.role),
                            at: location))
                }
            }
        }
        return diagnostics
    }

    /// `pattern` expanded in the configuration's settings; `nil` when a setting it names is empty, so the pattern
    /// says nothing about this configuration.
    static func expand(_ pattern: String, with evaluation: LayeredEvaluation) -> String? {
        let text = EntitlementPattern.replacingSigningPrefixes(in: pattern)
        let result = evaluation.evaluate(text, at: SourceLocation(file: "<schema>", line: 1, column: 1))
        for name in result.references where evaluation.settings.value(of: name).isEmpty { return nil }
        return result.value
    }

    /// The strings of an entitlement's value: the value itself, or every string of an array.
    static func strings(of node: PlistNode) -> [(String, SourceLocation)] {
        if let text = node.stringValue { return [(text, node.location)] }
        return (node.arrayElements ?? []).compactMap { element in element.stringValue.map { ($0, element.location) } }
    }
}
