import BrandKit
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
}
