import Foundation
import Testing

/// Whether the slow plugin tests run.
enum PluginTestSwitch {
    static let isOn = ProcessInfo.processInfo.environment["BRANDS_PLUGIN_TESTS"] == "1"
}

/// The package's plugins, run by SwiftPM itself.
///
/// `swift package brands …` runs on this package, and a fixture package's target uses the build-tool plugin. They build `brands` again in `.build-plugin/` (a minute or two the first
/// time), so they run only when `BRANDS_PLUGIN_TESTS=1` (Scripts/test-plugins.sh sets it).
@Suite(.serialized, .enabled(if: PluginTestSwitch.isOn, "set BRANDS_PLUGIN_TESTS=1 or run Scripts/test-plugins.sh"))
struct PluginTests {
    /// The scratch folder the plugin builds use, beside `.build/` and ignored by git.
    static let scratch = SampleWorkspace.root.appendingPathComponent(".build-plugin")

    static func swift(_ arguments: [String], in directory: URL) throws -> ChildProcess.Result {
        try ChildProcess.run(try #require(ChildProcess.find("swift")), arguments, in: directory)
    }

    @Test func theCommandPluginRunsBrandsOnThePackage() throws {
        let base = ["package", "--scratch-path", Self.scratch.path, "--allow-writing-to-package-directory", "brands"]
        let valid = try Self.swift(base + ["validate"], in: SampleWorkspace.root)
        #expect(valid.status == 0, "\(valid.error)")
        #expect(valid.output.hasSuffix("0 errors, 0 warnings in 5 clones\n"))
        let listed = try Self.swift(base + ["list", "--format", "json"], in: SampleWorkspace.root)
        #expect(listed.output.contains("\"id\": \"NWD\""))
        let refused = try Self.swift(base + ["validate", "NWDD"], in: SampleWorkspace.root)
        #expect(refused.status != 0)
        #expect((refused.output + refused.error).contains("error: unknown clone 'NWDD'; did you mean 'NWD'?"))
        #expect(refused.error.contains("Plugin ended with exit code 64"))
        let unpermitted = try Self.swift(
            ["package", "--scratch-path", Self.scratch.path, "brands", "validate"], in: SampleWorkspace.root)
        #expect(unpermitted.status != 0, "the plugin asks for permission to write")
        #expect((unpermitted.output + unpermitted.error).contains("--allow-writing-to-package-directory"))
    }

    @Test func theBuildToolPluginGeneratesTheConfigurationOfTheTargetsClone() throws {
        let fixture = Self.scratch.appendingPathComponent("fixture")
        let manager = FileManager.default
        for name in ["Brands", "Configs", "Sources", "deps", "Package.swift"] {
            try? manager.removeItem(at: fixture.appendingPathComponent(name))
        }
        try manager.createDirectory(
            at: fixture.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try manager.createDirectory(at: fixture.appendingPathComponent("deps"), withIntermediateDirectories: true)
        // A path dependency's identity is its folder's name, so the link is called `brands`.
        try manager.createSymbolicLink(
            at: fixture.appendingPathComponent("deps/brands"), withDestinationURL: SampleWorkspace.root)
        for name in ["Brands", "Configs"] {
            try manager.copyItem(
                at: SampleWorkspace.root.appendingPathComponent(name), to: fixture.appendingPathComponent(name))
        }
        try Data(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Fixture",
                dependencies: [.package(path: "deps/brands")],
                targets: [
                    .executableTarget(
                        name: "App", swiftSettings: [.define("CLONE_NWD")],
                        plugins: [.plugin(name: "BrandsGenerateSwift", package: "brands")])
                ],
                swiftLanguageModes: [.v6]
            )

            """.utf8
        ).write(to: fixture.appendingPathComponent("Package.swift"))
        try Data(
            """
            let clone: any CloneConfiguration = Clone.current
            print(clone.identifier, clone.displayName, clone.features.paywall, clone.colors.primary.light.hex)

            """.utf8
        ).write(to: fixture.appendingPathComponent("Sources/App/main.swift"))
        let built = try Self.swift(["build"], in: fixture)
        #expect(built.status == 0, "\(built.output)\(built.error)")
        #expect(built.output.contains("Generating CloneConfiguration.swift for App with brands"))
        let program = fixture.appendingPathComponent(".build/debug/App").path
        #expect(try ChildProcess.run(program, [], in: fixture).output == "NWD Nordwest Daily β true #0B3D91\n")
        // A changed input reruns the command.
        let xcconfig = fixture.appendingPathComponent("Configs/NWD-Debug.xcconfig")
        let text = String(decoding: try Data(contentsOf: xcconfig), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "Nordwest Daily β", with: "Nordwest Daily Beta").utf8).write(
            to: xcconfig)
        let rebuilt = try Self.swift(["build"], in: fixture)
        #expect(rebuilt.status == 0, "\(rebuilt.output)\(rebuilt.error)")
        #expect(try ChildProcess.run(program, [], in: fixture).output == "NWD Nordwest Daily Beta true #0B3D91\n")
    }
}
