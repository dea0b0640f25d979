import BrandKit
import Support
import Testing

/// What `resource_collision` counts as an asset of a catalog.
@Suite struct ResourceCollisionRuleTests {
    /// ALPHA's target copying BETA's catalog beside its own, both with tvOS brand assets, BETA's named `brandName`.
    static func findings(brandName: String) -> [String] {
        var files = RuleExample.projectBaseline.resolvedFiles
        files[ExampleWorkspace.projectFile] = ExampleWorkspace.projectText.replacingOccurrences(
            of: "RALPHA = {isa = PBXResourcesBuildPhase; files = (BCALPHA, BJALPHA, BFALPHA); };",
            with: "RALPHA = {isa = PBXResourcesBuildPhase; files = (BCALPHA, BJALPHA, BFALPHA, BCBETA); };")
        for clone in ["ALPHA", "BETA"] {
            for (path, text) in ExampleWorkspace.tvFiles(clone) where path.hasPrefix("Brands/") {
                let name = clone == "BETA" ? brandName : ExampleWorkspace.tvAppIconName
                files[path.replacingOccurrences(of: ExampleWorkspace.tvAppIconName, with: name)] = text
            }
        }
        let workspace = ExampleLoader.load(files)
        return Validator(rules: [ResourceCollisionRule.self]).validate(workspace, today: RuleExampleTests.today)
            .map(\.message).filter { !$0.hasPrefix("colour set") && !$0.hasPrefix("app icon set 'AppIcon'") }
    }

    /// The image sets inside brand assets (each layer's `Content`, the top shelf images) are parts of them, not
    /// assets of their own; the brand assets are one, which two catalogs of one target must not both have.
    @Test func brandAssetsAreOneAssetAndTheirImageSetsNone() {
        #expect(Self.findings(brandName: "Beta Icon") == [])
        #expect(
            Self.findings(brandName: ExampleWorkspace.tvAppIconName) == [
                ResourceCollisionRule.asset(
                    kind: "brand assets", name: ExampleWorkspace.tvAppIconName, first: "Brands/ALPHA/Assets.xcassets",
                    second: "Brands/BETA/Assets.xcassets", target: "ALPHA")
            ])
    }
}
