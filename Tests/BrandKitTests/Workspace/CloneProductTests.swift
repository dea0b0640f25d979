import BrandKit
import Foundation
import Support
import Testing
import XCConfig

/// The product graph of a clone: its app, the extensions the app embeds, the targets they depend on, their files
/// as inputs of the clone and their settings, on the sample, the fixture repositories and a hand-written project.
@Suite struct CloneProductTests {
    /// The package root, which holds the sample.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let repositories = Path.join(packageRoot, "Tests/BrandsCLITests/Fixtures/Repositories")

    static let sample = WorkspaceLoader(fileSystem: LocalFileSystem()).load(root: packageRoot)

    static func repository(_ name: String) -> Workspace {
        WorkspaceLoader(fileSystem: LocalFileSystem()).load(root: Path.join(repositories, name))
    }

    @Test func theSampleShipsEachAppWithItsWidget() throws {
        #expect(Self.sample.clones.count == 5)
        for clone in Self.sample.clones {
            let product = try #require(clone.product)
            #expect(product.app.name == clone.id)
            #expect(product.app.part == .app)
            #expect(product.extensions.map(\.name) == [clone.id + "Widget"])
            #expect(product.extensions.map(\.part) == [.embeddedExtension])
            #expect(product.dependencies.isEmpty)
        }
    }

    @Test func nwdsWidgetIsEvaluatedInTheClonesConfigurations() throws {
        let nwd = try #require(Self.sample.clone("NWD"))
        let widget = try #require(nwd.product?.extensions.first)
        #expect(widget.productType == "com.apple.product-type.app-extension")
        let project = Path.join(Self.packageRoot, "Newsroom.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: project, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let embedLine = try #require(
            lines.firstIndex { $0.contains("NWDWidget.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile") })
        #expect(widget.embeddingLocation?.file == project)
        #expect(widget.embeddingLocation?.line == embedLine + 1)
        #expect(widget.configurations.map(\.role) == nwd.configurations.map(\.role))
        let release = try #require(widget.configuration("Release"))
        #expect(release.definition.name == "Release")
        #expect(release.settings?.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == "de.nordwestdaily.news.widget")
        #expect(release.settings?.value(of: "MARKETING_VERSION") == "6.0.0")
        #expect(release.infoPlistPath == Path.join(Self.packageRoot, "Widget/Info.plist"))
        #expect(release.identity.version?.value == "6.0.0")
        #expect(release.identity.bundleIdentifier?.value == "de.nordwestdaily.news.widget")
        let debug = try #require(widget.configuration("Debug"))
        #expect(debug.settings?.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == "de.nordwestdaily.news.debug.widget")
        // The app's own configurations are the clone's.
        #expect(
            nwd.product?.app.configuration("Release")?.settings?.value(of: "PRODUCT_BUNDLE_IDENTIFIER")
                == "de.nordwestdaily.news")
    }

    @Test func theSamplesMemberFilesAreInputsThatValidationDoesNotList() throws {
        let nwd = try #require(Self.sample.clone("NWD"))
        let content = Path.join(Self.packageRoot, "App/Sources/ContentView.swift")
        let widgetSource = Path.join(Self.packageRoot, "Widget/Sources/NewsWidget.swift")
        #expect(nwd.inputs.entries(for: content).map(\.role) == [.targetMember])
        #expect(nwd.inputs.entries(for: content).map(\.target) == ["NWD"])
        #expect(nwd.inputs.entries(for: widgetSource).map(\.role) == [.extensionMember])
        #expect(nwd.inputs.entries(for: widgetSource).map(\.target) == ["NWDWidget"])
        let widgetPlist = nwd.inputs.entries(for: Path.join(Self.packageRoot, "Widget/Info.plist"))
        #expect(widgetPlist.map(\.role) == [.infoPlist])
        #expect(widgetPlist.map(\.target) == ["NWDWidget"])
        #expect(Self.sample.owningClones(of: content) == SampleClones.all)
        let listed = CloneInputList(nwd, in: Self.sample, configuration: nil, fileSystem: LocalFileSystem())
        #expect(!listed.items.contains { $0.path == content || $0.path == widgetSource })
        let everything = CloneInputList(
            [nwd], in: Self.sample, configuration: nil, fileSystem: LocalFileSystem(), includingMembers: true)
        #expect(everything.items.first { $0.path == content }?.roles == ["target-member"])
        #expect(everything.items.first { $0.path == widgetSource }?.roles == ["extension-member"])
    }

    @Test func aFolderLayoutCloneHasNoProduct() {
        let workspace = ExampleLoader.load(ExampleWorkspace.files)
        #expect(!workspace.clones.isEmpty)
        #expect(workspace.clones.allSatisfy { $0.product == nil })
        #expect(workspace.clones.allSatisfy { $0.inputs.entries.allSatisfy(\.role.isReadByValidation) })
    }

    @Test func theExampleProjectsClonesShipTheirAppAlone() throws {
        let workspace = ExampleLoader.load(RuleExample.projectBaseline.resolvedFiles)
        let alpha = try #require(workspace.clone("ALPHA")?.product)
        #expect(alpha.targets.map(\.name) == ["ALPHA"])
        #expect(alpha.app.files.resourcePaths.contains("/workspace/Brands/ALPHA/config.json"))
    }

    @Test(
        arguments: [
            ("TargetPerBrand", "AcmeApp", ["Acme", "AcmeWidget"], "Widget/Widget.swift"),
            ("TargetPerBrand", "AcmePro", ["AcmePro"], "Acme/AppDelegate.swift"),
            ("TargetPerBrand", "TestHost", ["TestHost"], "Acme/AppDelegate.swift"),
            ("ConfigurationPerBrand", nil, ["Blockzilla"], "Blockzilla/AppDelegate.swift"),
            ("ChannelXCConfigs", nil, ["News"], "News/AppDelegate.swift"),
        ] as [(String, String?, [String], String)])
    func theFixtureRepositoriesProducts(repository: String, clone: String?, targets: [String], member: String) throws {
        let workspace = Self.repository(repository)
        let clones = clone.map { id in workspace.clones.filter { $0.id == id } } ?? workspace.clones
        try #require(!clones.isEmpty)
        for loaded in clones {
            let product = try #require(loaded.product)
            #expect(product.targets.map(\.name) == targets)
            let path = Path.join(Path.join(Self.repositories, repository), member)
            #expect(product.targets.contains { $0.definition.memberPaths.contains(path) }, "\(loaded.id)")
            #expect(Self.repository(repository).owningClones(of: path).contains(loaded.id))
        }
        // The widget is Acme's alone.
        if repository == "TargetPerBrand" {
            let widget = Path.join(Self.repositories, "TargetPerBrand/Widget/Widget.swift")
            #expect(workspace.owningClones(of: widget) == ["AcmeApp"])
        }
    }
}

/// The sample's clone ids.
enum SampleClones {
    static let all = ["ALP", "HBC", "NWD", "RVG", "SBT"]
}
