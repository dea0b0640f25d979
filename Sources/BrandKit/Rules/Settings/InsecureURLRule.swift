import XCConfig

/// A Release configuration uses a plain `http://` URL, in `config.json` or a build setting.
public struct InsecureURLRule: Rule {
    /// Creates the rule.
    public init() {}

    /// The rule's id, default severity, summary, rationale and examples.
    public static let description = RuleDescription(
        id: "insecure_url_in_release", severity: .error,
        summary: "a release configuration uses an http:// URL",
        rationale: "App Transport Security blocks plain http, and a staging URL left in Release reaches users.",
        triggeringExamples: [
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "https://api.alpha", with: "http://api.alpha")
                ], expecting: "Brands/ALPHA/config.json", line: 3),
            RuleExample(
                files: [
                    "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                        "Configs/ALPHA-Debug.xcconfig", default: ""]
                        + "API_HOST = http:/$()/staging.example.com\n"
                ], expecting: "Configs/ALPHA-Debug.xcconfig", line: 11),
        ],
        nonTriggeringExamples: [
            .baseline,
            RuleExample(files: [
                "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                    "Configs/ALPHA-Debug.xcconfig", default: ""]
                    + "API_HOST[config=Debug] = http:/$()/localhost:8080\n"
            ]),
        ])

    /// `'http://…' is used in Release (X); use https`.
    public static func message(url: String, what: String, configuration: String) -> String {
        "\(what) '\(url)' is plain http in \(configuration); use https, or set it only for Debug"
    }

    /// Every finding of this rule in `context`.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for configuration in context.configurations where context.isRelease(configuration.configuration) {
            if case .object(let members)? = context.facts(of: configuration.clone)?.clone.config?.value {
                for member in members {
                    guard case .string(let text) = member.value.value, URLCheck.isInsecure(text) else { continue }
                    diagnostics.append(
                        finding(
                            Self.message(
                                url: text, what: "'\(member.key)'",
                                configuration: configuration.configuration), at: member.value.location))
                }
            }
            for setting in configuration.settings?.settings ?? [] where URLCheck.isInsecure(setting.value) {
                let name = setting.name
                guard let location = setting.contributions.first?.location else { continue }
                diagnostics.append(
                    finding(
                        Self.message(
                            url: setting.value, what: "build setting \(name)",
                            configuration: configuration.configuration), at: location))
            }
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
