// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "brands",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "brands", targets: ["brands"]),
        .library(name: "Support", targets: ["Support"]),
        .library(name: "XCConfig", targets: ["XCConfig"]),
        .library(name: "Documents", targets: ["Documents"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "BrandFormats", targets: ["BrandFormats"]),
        .library(name: "BrandKit", targets: ["BrandKit"]),
        .plugin(name: "BrandsCommand", targets: ["BrandsCommand"]),
        .plugin(name: "BrandsGenerateSwift", targets: ["BrandsGenerateSwift"]),
    ],
    dependencies: [],
    targets: [
        // What every reader shares: diagnostics and source locations, the file system boundary, paths, suggestions.
        .target(name: "Support"),
        // The xcconfig language: parsing, includes, evaluation. Knows nothing of brands.
        .target(name: "XCConfig", dependencies: ["Support"]),
        // Readers that keep positions: JSON, property lists, asset catalogs, fonts. Know nothing of brands, nor of
        // xcconfig files: a change to the xcconfig engine leaves them (and their fuzz counts) as they are.
        .target(name: "Documents", dependencies: ["Support"]),
        // Xcode projects, schemes and workspaces, and the settings levels of a target. Knows nothing of brands.
        .target(name: "XcodeProject", dependencies: ["Support", "XCConfig", "Documents"]),
        // The formats brands defines and reads: the manifest, the schema, release tags, the checks of values. Know
        // nothing of xcconfig files or projects, so work on those (or on rules) leaves their fuzz counts standing.
        .target(name: "BrandFormats", dependencies: ["Support", "Documents"]),
        // The domain: clone sources, workspaces, clone configurations, rules, releases, code generation.
        .target(name: "BrandKit", dependencies: ["Support", "XCConfig", "Documents", "XcodeProject", "BrandFormats"]),
        // Argument parsing, commands, renderers and wiring: the one composition root.
        .target(
            name: "BrandsCLI",
            dependencies: ["Support", "XCConfig", "Documents", "XcodeProject", "BrandFormats", "BrandKit"]),
        .executableTarget(name: "brands", dependencies: ["BrandsCLI"]),
        // `swift package brands <arguments>`: brands on the package's workspace.
        .plugin(
            name: "BrandsCommand",
            capability: .command(
                intent: .custom(verb: "brands", description: "Run brands (validate, show, generate swift, …) here."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "brands generate swift --output and other brands commands write files.")
                ]),
            dependencies: ["brands"]),
        // Runs `brands generate swift` for a target that uses it; the target compiles `Clone.current`.
        .plugin(name: "BrandsGenerateSwift", capability: .buildTool(), dependencies: ["brands"]),
        .testTarget(name: "XCConfigTests", dependencies: ["XCConfig", "Support"]),
        .testTarget(name: "DocumentsTests", dependencies: ["Documents", "Support"]),
        .testTarget(
            name: "XcodeProjectTests", dependencies: ["XcodeProject", "Documents", "XCConfig", "Support"],
            exclude: ["Fixtures"]),
        .testTarget(name: "BrandFormatsTests", dependencies: ["BrandFormats", "Documents", "Support"]),
        .testTarget(
            name: "BrandKitTests",
            dependencies: ["BrandKit", "BrandFormats", "Documents", "XcodeProject", "XCConfig", "Support"]),
        .testTarget(
            name: "BrandsCLITests",
            dependencies: [
                "BrandsCLI", "BrandKit", "BrandFormats", "Documents", "XcodeProject", "XCConfig", "Support", "brands",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
