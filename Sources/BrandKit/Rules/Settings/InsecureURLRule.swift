import BrandFormats
import Support
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
            RuleExample(
                files: [
                    "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                        "\"theme\"",
                        with:
                            "\"overrides\": { \"Release\": {\n \"api_base_url\": \"http://api.alpha.example.com\" } },\n  \"theme\""
                    )
                ], expecting: "Brands/ALPHA/config.json", line: 10),
        ],
        nonTriggeringExamples: [
            .baseline,
            // The advice followed: https at the top level, the http URL for Debug only.
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "\"theme\"",
                    with: "\"overrides\": { \"Debug\": { \"api_base_url\": \"http://localhost:8080\" } },\n  \"theme\"")
            ]),
            // An http URL at the top level that Release overrides with https is not used in Release.
            RuleExample(files: [
                "Brands/ALPHA/config.json": ExampleWorkspace.config("ALPHA").replacingFirst(
                    "https://api.alpha", with: "http://api.alpha"
                ).replacingFirst(
                    "\"theme\"",
                    with:
                        "\"overrides\": { \"Release\": { \"api_base_url\": \"https://api.alpha.example.com/v1\" } },\n  \"theme\""
                )
            ]),
            RuleExample(files: [
                "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.cloneFiles("ALPHA", hostIndex: 0)[
                    "Configs/ALPHA-Debug.xcconfig", default: ""]
                    + "API_HOST[config=Debug] = http:/$()/localhost:8080\n"
            ]),
        ])

    /// `'x' 'http://…' is plain http in Release; use https`, with the way to keep the URL for other
    /// configurations when there is one.
    public static func message(url: String, what: String, configuration: String, alternative: String? = nil) -> String {
        "\(what) '\(url)' is plain http in \(configuration); use https" + (alternative.map { ", or \($0)" } ?? "")
    }

    /// Whether `url` is plain http to this device (`localhost`, `127.0.0.1`, `[::1]`), which App Transport Security
    /// allows and no release reaches anything else by (blink's developer template's `http://localhost/whats-new`).
    static func isLoopback(_ url: String) -> Bool {
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") else { return false }
        let rest = lowered.dropFirst("http://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let name = host.hasPrefix("[") ? host.prefix { $0 != "]" } + "]" : host.prefix { $0 != ":" }
        return name == "localhost" || name == "127.0.0.1" || name == "[::1]"
    }

    /// How to keep an http value of a `config.json` field for `configuration` only.
    public static func overrideAlternative(field: String, configuration: String) -> String {
        "set it under overrides.\(configuration).\(field) to use it in \(configuration) only"
    }

    /// How to keep an http value of a build setting for `configuration` only.
    public static func conditionAlternative(setting: String, configuration: String) -> String {
        "assign it as \(setting)[config=\(configuration)] to use it in \(configuration) only"
    }

    /// Every finding of this rule in `context`.
    ///
    /// A `config.json` value is checked as it applies in the configuration: a top-level http URL that an
    /// `overrides.Release` entry replaces is not used in Release, and an http URL in `overrides.Release` is.
    public func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let other = context.workspace.manifest.configurations.first { !context.isRelease($0) }
        for configuration in context.configurations where context.isRelease(configuration.configuration) {
            let name = configuration.configuration
            let document = context.facts(of: configuration.clone)?.document ?? ConfigDocument(nil)
            let overridden = document.overrideObject(name).filter { Schema.isOverridable($0.key) }
            for member in document.members where !overridden.contains(where: { $0.key == member.key }) {
                guard case .string(let text) = member.value.value, URLCheck.isInsecure(text), !Self.isLoopback(text)
                else { continue }
                let canOverride =
                    context.schema.field(named: member.key) != nil
                    && Schema.isOverridable(member.key)
                let alternative =
                    canOverride ? other.map { Self.overrideAlternative(field: member.key, configuration: $0) } : nil
                diagnostics.append(
                    finding(
                        Self.message(url: text, what: "'\(member.key)'", configuration: name, alternative: alternative),
                        at: member.value.location))
            }
            for member in overridden {
                guard case .string(let text) = member.value.value, URLCheck.isInsecure(text), !Self.isLoopback(text)
                else { continue }
                diagnostics.append(
                    finding(
                        Self.message(url: text, what: "'\(member.key)' in overrides.\(name)", configuration: name),
                        at: member.value.location))
            }
            let settings = configuration.settings
            for (settingName, value) in zip(settings?.names ?? [], settings?.values ?? [])
            where URLCheck.isInsecure(value) && !Self.isLoopback(value) {
                guard let setting = settings?[settingName], let location = setting.contributions.first?.location else {
                    continue
                }
                diagnostics.append(
                    finding(
                        Self.message(
                            url: setting.value, what: "build setting \(setting.name)", configuration: name,
                            alternative: other.map {
                                Self.conditionAlternative(setting: setting.name, configuration: $0)
                            }),
                        at: location))
            }
        }
        return diagnostics
    }

    private func finding(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(Self.description.severity, rule: Self.description.id, message, at: location)
    }
}
