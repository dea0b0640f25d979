import BrandKit
import Foundation
import Support
import Testing
import XCConfig

@Suite struct ConfigurationFlattenerTests {
    private func values(
        _ files: [String: String] = [:], configuration: String = "Release", allSettings: Bool = false,
        categories: Set<ValueCategory> = Set(ValueCategory.allCases)
    ) -> [ConfigurationValue] {
        var all = ExampleWorkspace.files
        for (path, text) in files { all[path] = text }
        let workspace = ExampleLoader.load(all)
        guard let alpha = workspace.clone("ALPHA") else { return [] }
        let configuration = CloneConfigurationAssembler(schema: workspace.schema).assemble(
            alpha, configuration: configuration)
        return ConfigurationFlattener(schema: workspace.schema, includesAllSettings: allSettings).values(
            of: configuration, in: categories)
    }

    /// The settings of ALPHA in Release when only settings are asked for: every required one.
    static func settingsOnly() -> [String] {
        let workspace = ExampleLoader.load(ExampleWorkspace.files)
        guard let alpha = workspace.clone("ALPHA") else { return [] }
        let configuration = CloneConfigurationAssembler(schema: workspace.schema).assemble(
            alpha, configuration: "Release")
        return ConfigurationFlattener(schema: workspace.schema).values(of: configuration, in: [.settings]).map(\.key)
    }

    private func lookup(_ values: [ConfigurationValue], _ category: ValueCategory, _ key: String) -> String? {
        values.first { $0.category == category && $0.key == key }?.value
    }

    @Test func categoriesComeInOrder() {
        let categories = values().map(\.category)
        #expect(categories == categories.sorted())
        #expect(Set(categories) == Set(ValueCategory.allCases))
    }

    @Test func settingsAreTheRequiredOnesUnlessAllAreAsked() {
        // The identity's settings (its bundle identifier, display name, team, version and build are read from
        // them) are listed once, as identity.
        let required = values().filter { $0.category == .settings }.map(\.key)
        #expect(required == ["CLONE_IDENTIFIER", "INFOPLIST_FILE", "ASSETCATALOG_COMPILER_APPICON_NAME"])
        let identity = values().filter { $0.category == .identity }.map(\.key)
        #expect(identity == ["displayName", "bundleIdentifier", "team", "version", "build", "apiBaseURL"])
        let settingsAlone = ConfigurationFlattenerTests.settingsOnly()
        #expect(
            settingsAlone == [
                "CLONE_IDENTIFIER", "PRODUCT_BUNDLE_IDENTIFIER", "APP_DISPLAY_NAME", "INFOPLIST_FILE",
                "ASSETCATALOG_COMPILER_APPICON_NAME", "DEVELOPMENT_TEAM", "MARKETING_VERSION",
                "CURRENT_PROJECT_VERSION",
            ])
        let all = values(allSettings: true).filter { $0.category == .settings }.map(\.key)
        #expect(all == all.sorted())
        #expect(all.contains("SWIFT_VERSION"))
        #expect(!required.contains("SWIFT_VERSION"))
    }

    @Test func themeHasLightAndDarkColoursAndFonts() {
        let flat = values()
        #expect(lookup(flat, .theme, "color.primary") == "#1A4D8F")
        #expect(lookup(flat, .theme, "color.primary.dark") == "#5B8DD6")
        #expect(lookup(flat, .theme, "font.headline") == "Georgia-Bold 24pt")
        #expect(lookup(flat, .theme, "font.caption") == "system 13pt")
    }

    @Test func plistValuesAreExpandedWithTheConfigurationsSettings() {
        let plist = ExampleWorkspace.infoPlist.replacingOccurrences(
            of: "<key>UIAppFonts</key>",
            with: """
                <key>Nested</key><dict><key>Inner</key><string>${CLONE_IDENTIFIER}-x</string><key>Flag</key><true/></dict>
                <key>Count</key><integer>3</integer>
                <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>${CLONE_IDENTIFIER}</string></array></dict><string>loose</string></array>
                <key>UIAppFonts</key>
                """
        ).replacingOccurrences(of: "<array/>", with: "<array><string>A.ttf</string><string>B.ttf</string></array>")
        // Without the identity, which shows CFBundleIdentifier itself and so leaves it out here.
        let flat = values(["Brands/ALPHA/Info.plist": plist], configuration: "Debug", categories: [.plist])
        #expect(lookup(flat, .plist, "CFBundleIdentifier") == "com.example.alpha.debug")
        #expect(
            lookup(values(["Brands/ALPHA/Info.plist": plist], configuration: "Debug"), .plist, "CFBundleIdentifier")
                == nil)
        #expect(lookup(flat, .plist, "CFBundleExecutable") == "$(EXECUTABLE_NAME)", "undefined: kept as written")
        #expect(lookup(flat, .plist, "Nested.Inner") == "ALPHA-x")
        #expect(lookup(flat, .plist, "Nested.Flag") == "true")
        #expect(lookup(flat, .plist, "Count") == "3")
        #expect(lookup(flat, .plist, "UIAppFonts") == "[A.ttf, B.ttf]")
        // An array of dictionaries is flattened by element, so that a difference of one member shows by itself.
        #expect(lookup(flat, .plist, "CFBundleURLTypes[0].CFBundleURLSchemes") == "[ALPHA]")
        #expect(lookup(flat, .plist, "CFBundleURLTypes[1]") == "loose")
        #expect(lookup(flat, .plist, "CFBundleURLTypes") == nil)
        let keys = flat.filter { $0.category == .plist }.map(\.key)
        #expect(keys == keys.sorted())
        let source = flat.first { $0.key == "CFBundleIdentifier" }?.source
        #expect(source?.origin == .infoPlist)
        #expect(source?.text(relativeTo: ExampleWorkspace.root) == "Brands/ALPHA/Info.plist:10")
    }

    @Test func configFieldsIncludeDefaultsAsCompactText() {
        let config = ExampleWorkspace.config("ALPHA").replacingOccurrences(
            of: "\"features\"", with: "\"article_cache_days\": 12,\n  \"features\"")
        let flat = values(["Brands/ALPHA/config.json": config])
        #expect(lookup(flat, .config, "article_cache_days") == "12")
        #expect(lookup(flat, .config, "default_language") == "en")
        #expect(flat.first { $0.key == "default_language" }?.source == .schemaDefault)
        #expect(lookup(flat, .config, "clone_identifier") == "ALPHA")
    }

    @Test(arguments: [(17.0, "17"), (12.5, "12.5"), (0.0, "0")])
    func numbers(number: Double, text: String) {
        #expect(ConfigurationFlattener.numberText(number) == text)
    }
}
