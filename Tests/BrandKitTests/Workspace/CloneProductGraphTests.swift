import BrandKit
import Support
import Testing
import XCConfig

/// The product graph on a hand-written project: both embed phases, a dependency chain, a synchronized folder with an
/// exception, and member files as inputs.
@Suite struct CloneProductGraphTests {
    static let workspace = ProductProjectFixture.load()

    static func product(_ clone: String = "App") throws -> CloneProduct {
        try #require(workspace.clone(clone)?.product)
    }

    @Test func theAppEmbedsBothKindsOfExtensionAndDependsTransitively() throws {
        let product = try Self.product()
        #expect(product.app.name == "App")
        #expect(product.extensions.map(\.name) == ["Ext", "Kit"])
        // Breadth first: the app's own dependencies, then the extension's, then theirs; none twice.
        #expect(product.dependencies.map(\.name) == ["Core", "Shared", "Util"])
        #expect(product.dependencies.allSatisfy { $0.part == .dependency })
        #expect(
            product.extensions.map { $0.embeddingLocation?.line } == [
                ProductProjectFixture.line(of: "BEmbedExt = {"), ProductProjectFixture.line(of: "BEmbedKit = {"),
            ])
        #expect(product.extensions.first?.embeddingLocation?.file == ProductProjectFixture.projectFile)
        #expect(product.app.embeddingLocation == nil)
        #expect(product.app.location.line == ProductProjectFixture.line(of: "TApp = {"))
    }

    @Test func anotherAppIsAProductOfItsOwn() throws {
        let other = try Self.product("Other")
        #expect(other.targets.map(\.name) == ["Other"])
        let workspace = Self.workspace
        #expect(workspace.owningClones(of: "/repo/Core/Core.swift") == ["App"])
        #expect(workspace.owningClones(of: "/repo/Other/main.swift") == ["Other"])
    }

    @Test func extensionsAreEvaluatedWithTheirOwnSettings() throws {
        let ext = try #require(try Self.product().target(named: "Ext"))
        #expect(ext.configurations.map(\.role) == ["Debug", "Release"])
        let release = try #require(ext.configuration("Release"))
        #expect(release.settings?.value(of: "PRODUCT_BUNDLE_IDENTIFIER") == "com.example.app.ext")
        #expect(release.settings?.value(of: "MARKETING_VERSION") == "2.1")
        #expect(release.identity.version?.value == "2.1")
        #expect(ext.configuration("Debug")?.settings?.value(of: "MARKETING_VERSION") == "2.0")
    }

    @Test(
        arguments: [
            ("/repo/App/main.swift", CloneInputs.Role.targetMember, "App"),
            ("/repo/App/Assets.xcassets/AppIcon.appiconset/Contents.json", .memberFolder, "App"),
            ("/repo/App/Assets.xcassets/AppIcon.appiconset/Contents.json", .assetCatalog, nil),
            ("/repo/Feature/View.swift", .memberFolder, "App"),
            ("/repo/Feature/Sub/Deep.swift", .memberFolder, "App"),
            ("/repo/Feature/Deleted.swift", .memberFolder, "App"),
            ("/repo/Ext/Ext.swift", .extensionMember, "Ext"),
            ("/repo/Ext/Info.plist", .infoPlist, "Ext"),
            ("/repo/Core/Core.swift", .dependencyMember, "Core"),
            ("/repo/Util/Util.swift", .dependencyMember, "Util"),
            ("/repo/Shared/Shared.swift", .dependencyMember, "Shared"),
        ] as [(String, CloneInputs.Role, String?)])
    func memberFilesAreInputs(path: String, role: CloneInputs.Role, target: String?) throws {
        let app = try #require(Self.workspace.clone("App"))
        let entries = app.inputs.entries(for: path)
        #expect(entries.contains { $0.role == role && $0.target == target }, "\(entries)")
        #expect(role.isReadByValidation == [.infoPlist, .assetCatalog].contains(role))
    }

    @Test(arguments: ["/repo/Feature/Skip.swift", "/repo/Other/main.swift", "/repo/Featured/View.swift"])
    func filesNoTargetOfTheProductBuildsAreNoInputs(path: String) throws {
        let app = try #require(Self.workspace.clone("App"))
        #expect(app.inputs.entries(for: path).isEmpty)
        #expect(!Self.workspace.owningClones(of: path).contains("App"))
    }

    @Test func theAppsOwnSettingsAreNotTheTargets() throws {
        let app = try #require(Self.workspace.clone("App"))
        #expect(app.inputs.entries(for: "/repo/App/Info.plist").map(\.target) == [nil])
    }
}
