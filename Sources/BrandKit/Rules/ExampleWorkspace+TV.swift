extension ExampleWorkspace {
    /// The name of the tvOS app icon of ``tvFiles(_:iconName:)``, as Xcode names a new tvOS app's.
    public static let tvAppIconName = "App Icon & Top Shelf Image"

    /// The files that make clone `id` a tvOS app in Release, as a brand's Apple TV app is: its Release xcconfig
    /// (line 4 `SDKROOT = appletvos`, line 5 `ASSETCATALOG_COMPILER_APPICON_NAME = iconName`) and, in its catalog,
    /// brand assets of Xcode's shape named ``tvAppIconName``: an icon of one layer, whose image is
    /// ``tvAppIconLayerImage``, and a top shelf image without an image file.
    public static func tvFiles(_ id: String, iconName: String = tvAppIconName) -> [String: String] {
        let brandAssets = "\(tvAppIconFolder(id))/"
        let layer = brandAssets + "App Icon.imagestack/Front.imagestacklayer/"
        return [
            "Configs/\(id)-Release.xcconfig": """
            #include "\(id)-Debug.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.\(id.lowercased())
            APP_DISPLAY_NAME = \(id)
            SDKROOT = appletvos
            ASSETCATALOG_COMPILER_APPICON_NAME = \(iconName)

            """,
            brandAssets + "Contents.json": """
            {
              "assets" : [
                { "filename" : "App Icon.imagestack", "idiom" : "tv", "role" : "primary-app-icon", "size" : "400x240" },
                { "filename" : "Top Shelf Image.imageset", "idiom" : "tv", "role" : "top-shelf-image", "size" : "1920x720" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """,
            brandAssets + "App Icon.imagestack/Contents.json": """
            {
              "info" : { "author" : "xcode", "version" : 1 },
              "layers" : [ { "filename" : "Front.imagestacklayer" } ]
            }

            """,
            layer + "Contents.json": catalogContents,
            layer + "Content.imageset/Contents.json": """
            {
              "images" : [
                { "filename" : "front.png", "idiom" : "tv", "scale" : "1x" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """,
            tvAppIconLayerImage(id): "PNG",
            brandAssets + "Top Shelf Image.imageset/Contents.json": """
            {
              "images" : [ { "idiom" : "tv", "scale" : "1x" } ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """,
        ]
    }

    /// The `.brandassets` folder of ``tvFiles(_:iconName:)`` for clone `id`.
    public static func tvAppIconFolder(_ id: String) -> String {
        "Brands/\(id)/Assets.xcassets/\(tvAppIconName).brandassets"
    }

    /// The image of the icon layer of ``tvFiles(_:iconName:)`` for clone `id`.
    public static func tvAppIconLayerImage(_ id: String) -> String {
        "\(tvAppIconFolder(id))/App Icon.imagestack/Front.imagestacklayer/Content.imageset/front.png"
    }
}
