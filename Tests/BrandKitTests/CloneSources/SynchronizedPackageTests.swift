import BrandKit
import Support
import Testing

/// A local Swift package in a synchronized folder the app builds is a package, not the folder's files.
///
/// mlem keeps its packages in `Mlem/Packages`, a synchronized folder of the app, and links their products without
/// naming a package: Xcode builds each as a package, so its sources are not the app's and the `Package.resolved` of
/// each is not copied into the bundle (brands reported five resource collisions).
@Suite struct SynchronizedPackageTests {
    static let manifest = """
        let package = Package(name: "Media", products: [.library(name: "Media", targets: ["Media"])])
        """

    /// The fixture's app linking the unnamed product `Media`, with two packages in its synchronized folder `Feature`.
    static func workspace() -> Workspace {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "productReference = PApp;", with: "packageProductDependencies = (PPMedia); productReference = PApp;"
        ).replacingOccurrences(
            of: "\t\tFExt = {",
            with: "\t\tPPMedia = {isa = XCSwiftPackageProductDependency; productName = Media; };\n\t\tFExt = {")
        return ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Feature/Packages/Media/Package.swift": manifest,
            "Feature/Packages/Media/Package.resolved": "{}", "Feature/Packages/Media/Sources/Media/Media.swift": "",
            "Feature/Packages/Rest/Package.swift": "", "Feature/Packages/Rest/Package.resolved": "{}",
        ])
    }

    static func affected(_ path: String, in workspace: Workspace) -> AffectedClones.Result {
        AffectedClones(workspace: workspace).compute(changes: [ChangedPath(path)])
    }

    @Test func aPackageInASynchronizedFolderIsNoResourceOfTheApp() {
        let workspace = Self.workspace()
        let findings = Validator(rules: RuleRegistry.all).validate(workspace, today: RuleExampleTests.today)
        #expect(!findings.contains { $0.rule == "resource_collision" }, "\(findings.map(\.message))")
        let app = workspace.clones.first { $0.id == "App" }
        let members = app?.inputs.entries.filter { $0.path.hasPrefix("/repo/Feature/Packages/") }.map(\.role) ?? []
        #expect(members == [.packageFolder], "\(members)")
    }

    /// The package whose product the app links touches it as a package; another does not; the folder's own files
    /// are still the app's.
    @Test func theLinkedPackageTouchesTheAppAsAPackage() {
        let workspace = Self.workspace()
        let linked = Self.affected("Feature/Packages/Media/Sources/Media/Media.swift", in: workspace)
        #expect(linked.clones.map(\.clone) == ["App"], "\(linked)")
        #expect(linked.clones.first?.reasons.first?.cause == .packageFolder("App"), "\(linked)")
        #expect(Self.affected("Feature/Packages/Rest/Package.resolved", in: workspace).clones.isEmpty)
        #expect(Self.affected("Feature/View.swift", in: workspace).clones.map(\.clone) == ["App"])
    }
}
