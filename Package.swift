// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "brands",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "brands", targets: ["brands"]),
        .library(name: "XCConfig", targets: ["XCConfig"]),
        .library(name: "BrandKit", targets: ["BrandKit"]),
    ],
    dependencies: [],
    targets: [
        // The xcconfig language: parsing, includes, evaluation. Knows nothing of brands.
        .target(name: "XCConfig"),
        // The domain: workspaces, schema, clone configurations, rules, releases.
        .target(name: "BrandKit", dependencies: ["XCConfig"]),
        // Argument parsing, commands, renderers and wiring: the one composition root.
        .target(name: "BrandsCLI", dependencies: ["XCConfig", "BrandKit"]),
        .executableTarget(name: "brands", dependencies: ["BrandsCLI"]),
        .testTarget(name: "XCConfigTests", dependencies: ["XCConfig"]),
        .testTarget(name: "BrandKitTests", dependencies: ["BrandKit", "XCConfig"]),
        .testTarget(
            name: "BrandsCLITests",
            dependencies: ["BrandsCLI", "BrandKit", "XCConfig", "brands"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
