import BrandKit
import Support
import Testing

/// What `missing_app_icon` says about the sets the catalogs have.
@Suite struct MissingAppIconRuleTests {
    @Test func theSetsTheCatalogsHaveAreNamedOnceEach() {
        let message = MissingAppIconRule.message(
            name: "ClientA-AppIcon", catalog: "A.xcassets or B.xcassets", known: ["AppIcon", "Beta", "AppIcon"])
        #expect(
            message
                == "app icon set 'ClientA-AppIcon' is not in A.xcassets or B.xcassets; add 'ClientA-AppIcon.appiconset' "
                + "or fix ASSETCATALOG_COMPILER_APPICON_NAME (the catalogs have 'AppIcon', 'Beta')")
    }

    static func findings(_ files: [String: String]) -> [Diagnostic] {
        let workspace = ExampleLoader.load(ExampleWorkspace.files.merging(files) { $1 })
        return Validator(rules: [MissingAppIconRule.self]).validate(workspace, today: RuleExampleTests.today)
    }

    /// A tvOS clone's app icon is brand assets, which is what the message suggests adding.
    @Test func aTVOSCloneIsToldToAddBrandAssets() {
        let findings = Self.findings(ExampleWorkspace.tvFiles("BETA", iconName: "Brand Mark"))
        #expect(
            findings.map(\.message) == [
                "app icon set 'Brand Mark' is not in Brands/BETA/Assets.xcassets; add 'Brand Mark.brandassets' or fix "
                    + "ASSETCATALOG_COMPILER_APPICON_NAME (the catalogs have 'AppIcon', 'App Icon & Top Shelf Image')"
            ])
    }

    /// Brand assets count as the app icon whatever the platform, which a clone's settings may not say.
    @Test func brandAssetsAreAnAppIconWithoutAPlatform() {
        var files = ExampleWorkspace.tvFiles("BETA")
        files["Configs/BETA-Release.xcconfig"] = files["Configs/BETA-Release.xcconfig"]?.replacingOccurrences(
            of: "SDKROOT = appletvos", with: "")
        #expect(files["Configs/BETA-Release.xcconfig"]?.contains("SDKROOT") == false)
        #expect(Self.findings(files) == [])
    }

    /// A namespaced folder's brand assets are named with its namespace.
    @Test func brandAssetsInANamespaceAreNamedWithIt() {
        var files: [String: String] = [:]
        for (path, text) in ExampleWorkspace.tvFiles("BETA", iconName: "TV/" + ExampleWorkspace.tvAppIconName) {
            files[path.replacingOccurrences(of: "Assets.xcassets/", with: "Assets.xcassets/TV/")] = text
        }
        files["Brands/BETA/Assets.xcassets/TV/Contents.json"] =
            "{ \"properties\" : { \"provides-namespace\" : true } }\n"
        #expect(Self.findings(files) == [])
        files["Brands/BETA/Assets.xcassets/TV/Contents.json"] = "{}\n"
        #expect(Self.findings(files).map(\.rule) == ["missing_app_icon"])
    }
}
