/// A minimal valid workspace of two clones, `ALPHA` and `BETA`, under the built-in schema.
///
/// Rule examples change a few of its files; tests and benchmarks generate workspaces from it.
public enum ExampleWorkspace {
    /// The root examples are loaded at in memory.
    public static let root = "/workspace"

    /// Every file, relative path → contents.
    public static let files: [String: String] = {
        var files: [String: String] = ["Configs/Base.xcconfig": baseXCConfig]
        for (index, clone) in ["ALPHA", "BETA"].enumerated() {
            files.merge(cloneFiles(clone, hostIndex: index), uniquingKeysWith: { $1 })
        }
        return files
    }()

    /// The shared base xcconfig.
    public static let baseXCConfig = """
        // Settings every clone shares.
        IPHONEOS_DEPLOYMENT_TARGET = 16.0
        SWIFT_VERSION = 6.0
        PRODUCT_NAME = $(TARGET_NAME)
        SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG

        """

    /// The files of one clone; `hostIndex` keeps hosts and identifiers distinct.
    public static func cloneFiles(_ id: String, hostIndex: Int) -> [String: String] {
        let lower = id.lowercased()
        var files: [String: String] = [
            "Brands/\(id)/config.json": config(id),
            "Brands/\(id)/Info.plist": infoPlist,
            "Brands/\(id)/custom_fonts.plist": fontsPlist,
            "Brands/\(id)/Assets.xcassets/Contents.json": catalogContents,
            "Brands/\(id)/Assets.xcassets/AppIcon.appiconset/Contents.json": appIconContents,
            "Brands/\(id)/Assets.xcassets/AppIcon.appiconset/Icon-1024.png": "PNG",
            "Configs/\(id)-Debug.xcconfig": """
            #include "Base.xcconfig"
            CLONE_IDENTIFIER = \(id)
            PRODUCT_BUNDLE_IDENTIFIER = com.example.\(lower).debug
            APP_DISPLAY_NAME = \(id) Dev
            INFOPLIST_FILE = Brands/$(CLONE_IDENTIFIER)/Info.plist
            ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
            DEVELOPMENT_TEAM = ABCDE1234\(hostIndex)
            MARKETING_VERSION = 1.\(hostIndex).0
            CURRENT_PROJECT_VERSION = 1
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) CLONE_$(CLONE_IDENTIFIER)

            """,
            "Configs/\(id)-Release.xcconfig": """
            #include "\(id)-Debug.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.\(lower)
            APP_DISPLAY_NAME = \(id)

            """,
        ]
        for (role, light, dark) in colors {
            files["Brands/\(id)/Assets.xcassets/\(role).colorset/Contents.json"] = colorSet(light: light, dark: dark)
        }
        return files
    }

    /// A `config.json` whose theme matches the catalog.
    public static func config(_ id: String) -> String {
        """
        {
          "clone_identifier": "\(id)",
          "api_base_url": "https://api.\(id.lowercased()).example.com/v1",
          "analytics_key": "k\(id.lowercased())0123456789abcdef",
          "features": {
            \(features(id))
          },
          "theme": {
            "primary_color": "#1A4D8F",
            "secondary_color": "#F2A900",
            "accent_color": "#D7263D",
            "background_color": "#FFFFFF",
            "text_color": "#1C1C1E"
          }
        }

        """
    }

    /// Two flags per clone, chosen so that no flag has the same value everywhere.
    static func features(_ id: String) -> String {
        id == "ALPHA" ? "\"paywall\": true,\n    \"comments\": true" : "\"podcasts\": true,\n    \"epaper\": true"
    }

    /// The colour sets: role, light and dark colour as 0–255 components.
    public static let colors: [(String, (Int, Int, Int), (Int, Int, Int))] = [
        ("PrimaryColor", (0x1A, 0x4D, 0x8F), (0x5B, 0x8D, 0xD6)),
        ("SecondaryColor", (0xF2, 0xA9, 0x00), (0xF5, 0xC1, 0x4D)),
        ("AccentColor", (0xD7, 0x26, 0x3D), (0xFF, 0x6B, 0x7D)),
        ("BackgroundColor", (0xFF, 0xFF, 0xFF), (0x00, 0x00, 0x00)),
        ("TextColor", (0x1C, 0x1C, 0x1E), (0xF2, 0xF2, 0xF7)),
    ]

    /// A colour set's `Contents.json` with a light and a dark variant, components as 0–255 integers.
    public static func colorSet(light: (Int, Int, Int), dark: (Int, Int, Int)) -> String {
        func color(_ rgb: (Int, Int, Int)) -> String {
            """
            "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "\(rgb.2)", "green" : "\(rgb.1)", "red" : "\(rgb.0)" }
                  }
            """
        }
        return """
            {
              "colors" : [
                {
                  \(color(light)),
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  \(color(dark)),
                  "idiom" : "universal"
                }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }

            """
    }

    /// The catalog's root `Contents.json`.
    public static let catalogContents = """
        {
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """

    /// A single-size app icon set.
    public static let appIconContents = """
        {
          "images" : [
            { "filename" : "Icon-1024.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }

        """

    /// An Info.plist with the required keys, all from build settings.
    public static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>$(APP_DISPLAY_NAME)</string>
        \t<key>CFBundleExecutable</key>
        \t<string>$(EXECUTABLE_NAME)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>CFBundleShortVersionString</key>
        \t<string>$(MARKETING_VERSION)</string>
        \t<key>CFBundleVersion</key>
        \t<string>$(CURRENT_PROJECT_VERSION)</string>
        \t<key>UIAppFonts</key>
        \t<array/>
        </dict>
        </plist>

        """

    /// A fonts plist naming system fonts only.
    public static let fontsPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>headlineFontName</key>
        \t<string>Georgia-Bold</string>
        \t<key>headlineFontSize</key>
        \t<real>24</real>
        \t<key>bodyFontName</key>
        \t<string>Georgia</string>
        \t<key>bodyFontSize</key>
        \t<real>17</real>
        </dict>
        </plist>

        """
}
