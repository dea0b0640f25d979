import BrandKit
import Support
import Testing
import XCConfig

@Suite struct FlagResolverTests {
    private let configPath = ResolverFixture.path("Brands/ALPHA/config.json")

    private func flags(_ config: String, configuration: String = "Release") -> [String: ResolvedFlag] {
        let (clone, workspace) = ResolverFixture.alpha(["Brands/ALPHA/config.json": config])
        let resolved = FlagResolver(schema: workspace.schema).resolve(clone, configuration: configuration)
        #expect(resolved.map(\.name) == workspace.schema.flags.map(\.name), "registry order")
        return Dictionary(uniqueKeysWithValues: resolved.map { ($0.name, $0) })
    }

    @Test func aFlagNobodySetsHasTheRegistryDefault() {
        let flag = flags(ExampleWorkspace.config("ALPHA"))["max_free_articles"]
        #expect(flag?.value == .integer(10))
        #expect(flag?.source == .schemaDefault)
        #expect(flag?.source.description == "default")
    }

    @Test func configFeaturesOverrideTheDefaultWithTheirLine() {
        let config = ExampleWorkspace.config("ALPHA")
        let flag = flags(config)["paywall"]
        #expect(flag?.value == .bool(true))
        #expect(flag?.source.origin == .config)
        #expect(flag?.source.location?.file == configPath)
        #expect(flag?.source.location?.line == ResolverFixture.line(of: "\"paywall\"", in: config))
    }

    @Test func aConfigurationOverrideWinsInThatConfigurationOnly() {
        let config = ResolverFixture.config([
            (
                "\"theme\"",
                "\"overrides\": {\n \"Debug\": {\n \"features\": {\n \"paywall\": false,\n \"max_free_articles\": 3 } } },\n  \"theme\""
            )
        ])
        let debug = flags(config, configuration: "Debug")
        #expect(debug["paywall"]?.value == .bool(false))
        #expect(debug["paywall"]?.source.origin == .configurationOverride)
        #expect(debug["paywall"]?.source.location?.line == ResolverFixture.line(of: "\"paywall\": false", in: config))
        #expect(debug["max_free_articles"]?.value == .integer(3))
        let release = flags(config, configuration: "Release")
        #expect(release["paywall"]?.value == .bool(true))
        #expect(release["paywall"]?.source.origin == .config)
        #expect(release["max_free_articles"]?.source == .schemaDefault)
    }

    @Test func aValueOfTheWrongTypeLetsTheLayerBelowShowThrough() {
        let config = ResolverFixture.config([
            ("\"paywall\": true", "\"paywall\": \"yes\""),
            ("\"theme\"", "\"overrides\": { \"Debug\": { \"features\": { \"comments\": 1 } } },\n  \"theme\""),
        ])
        let debug = flags(config, configuration: "Debug")
        #expect(debug["paywall"]?.value == .bool(false))
        #expect(debug["paywall"]?.source == .schemaDefault)
        #expect(debug["comments"]?.value == .bool(true))
        #expect(debug["comments"]?.source.origin == .config)
    }
}
