import Support
import Testing
import XCConfig
import XcodeProject

/// The three repository shapes, read from Xcode-formatted files on disk: the model, the schemes and the settings.
@Suite struct RepositoryShapeTests {
    @Test func oneTargetPerBrandWithPerBrandXCConfigs() throws {
        let (read, diagnostics) = FixtureRepositories.read("BrandTargets", project: "Newsroom.xcodeproj")
        #expect(diagnostics == [])
        let project = try #require(read)
        #expect(project.targets.map(\.name) == ["NWD", "SBT", "NWDWidget"])
        let nwd = try #require(project.target(named: "NWD"))
        #expect(project.embeddedTargets(of: nwd).map(\.target.name) == ["NWDWidget"])
        #expect(nwd.dependencies.map(\.targetID) == [project.target(named: "NWDWidget")?.id])
        let files = project.files(fileSystem: LocalFileSystem())
        let catalog = Path.join(FixtureRepositories.root("BrandTargets"), "Shared/Assets.xcassets")
        #expect(project.targets(building: catalog, files: files).map(\.name) == ["NWD", "SBT"])
        let expected: [(String, String, String, String)] = [
            ("NWD", "Release", "PRODUCT_BUNDLE_IDENTIFIER", "de.nordwestdaily.news"),
            ("NWD", "Debug", "PRODUCT_BUNDLE_IDENTIFIER", "de.nordwestdaily.news.debug"),
            ("SBT", "Release", "PRODUCT_BUNDLE_IDENTIFIER", "de.suedbote.news"),
            ("NWDWidget", "Release", "PRODUCT_BUNDLE_IDENTIFIER", "de.nordwestdaily.news.widget"),
            ("NWDWidget", "Release", "MARKETING_VERSION", "6.0.0"),
            ("NWD", "Debug", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "DEBUG BRANDED"),
            ("NWD", "Debug", "OTHER_SWIFT_FLAGS", " -Onone"),
            ("NWD", "Release", "OTHER_SWIFT_FLAGS", ""),
            ("SBT", "Release", "ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon-SBT"),
            ("NWD", "Release", "INFOPLIST_FILE", "Sources/Info.plist"),
        ]
        for (target, configuration, name, value) in expected {
            let (evaluator, problems) = FixtureRepositories.evaluator(
                project, target: target, configuration: configuration)
            #expect(problems == [])
            #expect(evaluator.value(of: name) == value, "\(target) \(configuration) \(name)")
        }
        let (schemes, schemeProblems) = SchemeReader(fileSystem: LocalFileSystem()).sharedSchemes(in: project.path)
        #expect(schemeProblems == [])
        #expect(schemes.map(\.name) == ["NWD", "SBT"])
        #expect(schemes.map { $0.buildConfiguration(for: .archive) } == ["Release", "Release"])
        #expect(
            schemes.flatMap { SchemeReader(fileSystem: LocalFileSystem()).check($0, against: [project.path: project]) }
                == [])
    }

    @Test func oneTargetWithPerBrandConfigurationsAndSettingsInTheProjectFile() throws {
        let (read, diagnostics) = FixtureRepositories.read("BrandConfigurations", project: "Newsroom.xcodeproj")
        #expect(diagnostics == [])
        let project = try #require(read)
        #expect(
            project.configurationList?.names == [
                "Debug", "Release", "KlarDebug", "KlarRelease", "NordDebug", "NordRelease",
            ])
        let (evaluator, problems) = FixtureRepositories.evaluator(
            project, target: "Newsroom", configuration: "KlarRelease")
        #expect(problems == [])
        #expect(evaluator.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == "de.klar.news")
        #expect(evaluator.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") == " KLAR")
        #expect(evaluator.value(of: "OTHER_LDFLAGS") == " -ObjC")
        #expect(evaluator.value(of: "INFOPLIST_KEY_CFBundleDisplayName") == "Klar News")
        #expect(evaluator.value(of: "CONFIGURATION") == "KlarRelease")
        let debug = FixtureRepositories.evaluator(project, target: "Newsroom", configuration: "NordDebug").0
        #expect(debug.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "DEBUG  NORD")
        #expect(debug.value(of: "GCC_PREPROCESSOR_DEFINITIONS") == "DEBUG=1 ")
        let explanation = evaluator.explain("PRODUCT_BUNDLE_IDENTIFIER")
        let winner = try #require(explanation.entries.first)
        #expect(winner.level.kind == .targetSettings)
        #expect(winner.level.label == "target 'Newsroom' (KlarRelease)")
        #expect(winner.assignment.location.file == Path.join(project.path, "project.pbxproj"))
        let (schemes, _) = SchemeReader(fileSystem: LocalFileSystem()).sharedSchemes(in: project.path)
        #expect(
            schemes.map { [$0.buildConfiguration(for: .launch), $0.buildConfiguration(for: .archive)] } == [
                ["KlarDebug", "KlarRelease"], ["NordDebug", "NordRelease"],
            ])
    }

    @Test func perChannelXCConfigsAtProjectLevelWithASchemePerChannel() throws {
        let root = FixtureRepositories.root("ChannelSchemes")
        let containers = XcodeContainers.find(under: root, fileSystem: LocalFileSystem())
        #expect(containers.workspaces == [Path.join(root, "App.xcworkspace")])
        #expect(containers.projects == [Path.join(root, "App.xcodeproj")])
        let catalog = SchemeCatalog(containers: containers, reader: SchemeReader(fileSystem: LocalFileSystem()))
        #expect(catalog.names == ["App", "App Beta", "App Store"])
        let (read, diagnostics) = FixtureRepositories.read("ChannelSchemes", project: "App.xcodeproj")
        #expect(diagnostics == [])
        let project = try #require(read)
        let expected: [(String, String, String)] = [
            ("Debug", "com.example.app.debug", "Example Dev"), ("Beta", "com.example.app.beta", "Example Beta"),
            ("Store", "com.example.app", "Example"),
        ]
        for (configuration, bundle, name) in expected {
            let (evaluator, problems) = FixtureRepositories.evaluator(
                project, target: "App", configuration: configuration)
            #expect(problems == [])
            #expect(evaluator.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == bundle)
            #expect(evaluator.value(of: "INFOPLIST_KEY_CFBundleDisplayName") == name)
            #expect(evaluator.value(of: "CURRENT_PROJECT_VERSION") == "1")
        }
        let store = FixtureRepositories.evaluator(project, target: "App", configuration: "Store").0
        #expect(store.value(of: "SWIFT_ACTIVE_COMPILATION_CONDITIONS") == " SHARED PROJECT CHANNEL_STORE")
    }
}
