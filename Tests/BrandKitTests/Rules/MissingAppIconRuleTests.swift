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

    /// A visionOS app's icon is a solid image stack (`AppIcon.solidimagestack`, layers of image sets; videolan's
    /// VLC-visionOS): it is the app icon, a layer's image that is not there is reported, and a visionOS clone missing
    /// its icon is told to add one.
    @Test func aVisionOSIconIsASolidImageStack() {
        let stack = "Brands/BETA/Assets.xcassets/Vision.solidimagestack/"
        let layer = { (name: String, image: String?) -> [String: String] in
            let images = image.map { #"{ "filename" : "\#($0)", "idiom" : "vision", "scale" : "2x" }"# } ?? ""
            return [
                stack + "\(name).solidimagestacklayer/Contents.json": "{}\n",
                stack + "\(name).solidimagestacklayer/Content.imageset/Contents.json":
                    #"{ "images" : [ \#(images) ], "info" : { "author" : "xcode", "version" : 1 } }"# + "\n",
            ]
        }
        var files = [
            "Configs/BETA-Release.xcconfig": """
            #include "BETA-Debug.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.beta
            SDKROOT = xros
            ASSETCATALOG_COMPILER_APPICON_NAME = Vision

            """,
            stack + "Contents.json": #"{ "layers" : [ { "filename" : "Front.solidimagestacklayer" } ] }"# + "\n",
            stack + "Back.solidimagestacklayer/Content.imageset/back.png": "PNG",
        ]
        files.merge(layer("Front", "front.png")) { $1 }
        files.merge(layer("Middle", nil)) { $1 }
        files.merge(layer("Back", "back.png")) { $1 }
        #expect(Self.findings(files).map(\.message) == [MissingAppIconRule.missingImage("front.png")])
        files[stack + "Front.solidimagestacklayer/Content.imageset/front.png"] = "PNG"
        #expect(Self.findings(files) == [])

        files["Configs/BETA-Release.xcconfig"] = files["Configs/BETA-Release.xcconfig"]?.replacingOccurrences(
            of: "= Vision", with: "= Visoin")
        #expect(
            Self.findings(files).map(\.message) == [
                "app icon set 'Visoin' is not in Brands/BETA/Assets.xcassets; did you mean 'Vision'? "
                    + "(ASSETCATALOG_COMPILER_APPICON_NAME names it)"
            ])
        files["Configs/BETA-Release.xcconfig"] = files["Configs/BETA-Release.xcconfig"]?.replacingOccurrences(
            of: "= Visoin", with: "= Headset Icon")
        #expect(
            Self.findings(files).first?.message.contains("add 'Headset Icon.solidimagestack' or fix") == true,
            "\(Self.findings(files))")
    }

    /// A bare `$NAME` without a value stays as written, and the finding says so rather than suggest a set of that
    /// name (integreat-app's `$BUILD_CONFIG_APP_ICON`).
    @Test func anIconNameThatIsAReferenceWithoutAValueSaysSo() {
        let findings = Self.findings([
            "Configs/BETA-Release.xcconfig": """
            #include "BETA-Debug.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.beta
            ASSETCATALOG_COMPILER_APPICON_NAME = $BUILD_CONFIG_APP_ICON

            """
        ])
        #expect(
            findings.map(\.message) == [
                "ASSETCATALOG_COMPILER_APPICON_NAME is '$BUILD_CONFIG_APP_ICON' as written: 'BUILD_CONFIG_APP_ICON' has "
                    + "no value, so the reference stays as it is; set it or name the icon set"
            ])
    }
}

/// A catalog the target copies that is not there is `asset_catalog_not_found`'s finding; the icon set it may hold is
/// not said missing as well (eduvpn's targets copy an `Assets.xcassets` a set-up step writes: one catalog error, then
/// four `missing_app_icon` errors naming the catalogs that are there).
@Suite struct MissingAppIconMissingCatalogTests {
    static func findings(_ files: [String: String]) -> [Diagnostic] {
        Validator(rules: RuleRegistry.all).validate(ExampleLoader.load(files), today: RuleExampleTests.today)
    }

    @Test func aMissingCatalogIsOneFinding() {
        // Neither the app icon nor the colour roles the schema requires are said missing from it.
        let files = RuleExample(project: true, removing: ExampleWorkspace.files(under: "Brands/ALPHA/Assets.xcassets"))
            .resolvedFiles
        let findings = Self.findings(files)
        #expect(findings.map(\.rule) == ["asset_catalog_not_found"], "\(findings.map(\.message))")
    }

    @Test func anIconSetMissingFromACatalogThatIsThereIsStillReported() {
        let files = RuleExample(
            project: true, removing: ExampleWorkspace.files(under: "Brands/ALPHA/Assets.xcassets/AppIcon.appiconset")
        ).resolvedFiles
        let findings = Self.findings(files)
        // Release includes Debug's xcconfig: one line names the set for both, one finding.
        #expect(findings.map(\.rule) == ["missing_app_icon"], "\(findings.map(\.message))")
    }
}
