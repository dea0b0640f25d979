import Foundation

/// The runtime configuration of the brand this build was made for: `Brands/<ID>/config.json`, copied into
/// the bundle by the target's Resources phase.
struct BrandConfiguration: Decodable, Sendable {
    /// A feature flag's value: most flags are switches, a few are numbers (`max_free_articles`).
    enum FlagValue: Decodable, Sendable, Equatable {
        case switched(Bool)
        case number(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .switched(value)
            } else {
                self = .number(try container.decode(Int.self))
            }
        }
    }

    /// What one build configuration changes (`"overrides": {"Debug": {...}}`).
    struct Override: Decodable, Sendable {
        let features: [String: FlagValue]?
    }

    let cloneIdentifier: String
    let apiBaseURL: URL
    let analyticsKey: String
    let supportEmail: String?
    let defaultLanguage: String
    let articleCacheDays: Int
    let features: [String: FlagValue]
    let overrides: [String: Override]

    private enum CodingKeys: String, CodingKey {
        case cloneIdentifier = "clone_identifier"
        case apiBaseURL = "api_base_url"
        case analyticsKey = "analytics_key"
        case supportEmail = "support_email"
        case defaultLanguage = "default_language"
        case articleCacheDays = "article_cache_days"
        case features
        case overrides
    }

    /// Decodes a config.json; optional fields take the defaults of the brands schema (`brands schema`).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cloneIdentifier = try container.decode(String.self, forKey: .cloneIdentifier)
        apiBaseURL = try container.decode(URL.self, forKey: .apiBaseURL)
        analyticsKey = try container.decode(String.self, forKey: .analyticsKey)
        supportEmail = try container.decodeIfPresent(String.self, forKey: .supportEmail)
        defaultLanguage = try container.decodeIfPresent(String.self, forKey: .defaultLanguage) ?? "en"
        articleCacheDays = try container.decodeIfPresent(Int.self, forKey: .articleCacheDays) ?? 7
        features = try container.decodeIfPresent([String: FlagValue].self, forKey: .features) ?? [:]
        overrides = try container.decodeIfPresent([String: Override].self, forKey: .overrides) ?? [:]
    }

    /// The build configuration this binary was compiled in, the key of `overrides`.
    static var buildConfiguration: String {
        #if DEBUG
            return "Debug"
        #else
            return "Release"
        #endif
    }

    /// The value of a feature flag in this build: the configuration's override, else the brand's value.
    func flag(_ name: String) -> FlagValue? {
        overrides[Self.buildConfiguration]?.features?[name] ?? features[name]
    }

    /// Whether a switch is on in this build; a missing flag is off.
    func isEnabled(_ name: String) -> Bool {
        flag(name) == .switched(true)
    }

    /// Reads `config.json` from the bundle.
    ///
    /// A build without one is a packaging mistake, caught on launch.
    static func bundled(from bundle: Bundle = .main) -> BrandConfiguration {
        guard let url = bundle.url(forResource: "config", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let configuration = try? JSONDecoder().decode(BrandConfiguration.self, from: data)
        else {
            preconditionFailure("config.json is missing or unreadable; check the target's Resources phase")
        }
        return configuration
    }
}
