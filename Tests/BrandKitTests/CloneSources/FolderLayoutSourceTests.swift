import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// The folder layout as a clone source: which folders are clones, what each definition holds, and what is
/// reported rather than silently skipped.
@Suite struct FolderLayoutSourceTests {
    static let root = ExampleWorkspace.root

    /// The layout's discovery on the example workspace with `changes` (relative path → contents, `nil` deletes).
    static func discover(_ changes: [String: String?] = [:], manifest: Manifest = Manifest()) -> CloneDiscovery {
        var files = ExampleWorkspace.files
        for (path, text) in changes { files[path] = text }
        let fileSystem = InMemoryFileSystem(files: files.mapKeys { Path.join(root, $0) })
        let context = CloneSourceContext(
            root: root, manifest: manifest, fileSystem: fileSystem, parameters: ConditionParameters(sdk: "iphoneos"))
        return FolderLayoutSource().discover(in: context)
    }

    @Test func aCloneFolderBecomesADefinition() throws {
        let discovery = Self.discover()
        #expect(discovery.definitions.map(\.id) == ["ALPHA", "BETA"])
        #expect(discovery.diagnostics == [])
        let alpha = try #require(discovery.definitions.first)
        #expect(alpha.folder == "/workspace/Brands/ALPHA")
        #expect(alpha.configFile == "/workspace/Brands/ALPHA/config.json")
        #expect(alpha.fontsPlist == "/workspace/Brands/ALPHA/custom_fonts.plist")
        #expect(alpha.catalogs == ["/workspace/Brands/ALPHA/Assets.xcassets"])
        #expect(alpha.origin == CloneOrigin(.folder, at: .start(of: "/workspace/Brands/ALPHA/config.json")))
        let release = try #require(alpha.configuration("Release"))
        #expect(release.name == "Release")
        #expect(release.target == "ALPHA")
        #expect(release.projectDirectory == Self.root)
        #expect(release.parameters == ConditionParameters(sdk: "iphoneos", configuration: "Release", target: "ALPHA"))
        #expect(release.levels.map(\.kind) == [.builtIn, .xcconfig])
        #expect(release.xcconfigPaths == ["/workspace/Configs/ALPHA-Release.xcconfig"])
        #expect(release.location == .start(of: "/workspace/Configs/ALPHA-Release.xcconfig"))
    }

    @Test func aFolderWithAMisnamedConfigFileIsReportedWithTheRightName() {
        let discovery = Self.discover(["Brands/GAMMA/Config.json": "{}"])
        #expect(discovery.definitions.map(\.id) == ["ALPHA", "BETA"])
        #expect(
            discovery.diagnostics == [
                Diagnostic(
                    .warning, rule: "folder_without_config",
                    "folder 'Brands/GAMMA' holds no 'config.json', so it is no clone; did you mean to name "
                        + "'Config.json' 'config.json'?", at: .start(of: "/workspace/Brands/GAMMA"))
            ])
    }

    @Test func aFolderWithoutAnyConfigFileIsReported() {
        let discovery = Self.discover(["Brands/Shared/Fonts/Body.ttf": "font"])
        #expect(
            discovery.diagnostics.map(\.message) == [
                "folder 'Brands/Shared' holds no 'config.json', so it is no clone; add its 'config.json', or move "
                    + "the folder out of 'Brands'"
            ])
    }

    @Test func foldersOfTheRootAreReportedOnlyWithANearMiss() {
        var manifest = Manifest()
        manifest.brandsFolder = "."
        let discovery = Self.discover(
            ["App/Main.swift": "", "GAMMA/config.JSON": "{}", "ALPHA/config.json": "{}"], manifest: manifest)
        #expect(discovery.definitions.map(\.id) == ["ALPHA"])
        // Brands/ (the schema's folder) and Configs/ are no clones and say nothing; App/ is just a folder.
        #expect(discovery.diagnostics.map(\.location.file) == ["/workspace/GAMMA"])
    }

    @Test func theConfigFileCanHaveAnyName() throws {
        var manifest = Manifest()
        manifest.clones.configFile = "info.json"
        let discovery = Self.discover(["Brands/ALPHA/info.json": "{}"], manifest: manifest)
        #expect(discovery.definitions.map(\.id) == ["ALPHA"])
        #expect(discovery.definitions.first?.configFile == "/workspace/Brands/ALPHA/info.json")
        #expect(
            discovery.diagnostics.map(\.message).first?.hasPrefix("folder 'Brands/BETA' holds no 'info.json'") == true)
    }

    @Test func aFolderPatternCanReachInsideEachEntry() throws {
        var manifest = Manifest()
        manifest.clones.folder = "Apps/{clone}/Branding"
        let discovery = Self.discover(
            ["Apps/Klar/Branding/config.json": "{}", "Apps/Klar/Sources/a.swift": ""], manifest: manifest)
        let klar = try #require(discovery.definitions.first)
        #expect(klar.id == "Klar")
        #expect(klar.folder == "/workspace/Apps/Klar/Branding")
    }

    @Test func findingNothingSaysWhereItLooked() {
        let discovery = Self.discover(["Brands/ALPHA/config.json": nil, "Brands/BETA/config.json": nil])
        #expect(discovery.definitions.isEmpty)
        #expect(discovery.searched == "folders holding 'config.json' in 'Brands'")
        #expect(discovery.searchLocation == .start(of: "/workspace/Brands"))
    }

    @Test(arguments: [
        (
            "Configs/ALPHA-Relase.xcconfig",
            "its name is that of ALPHA in 'Relase', which is no configuration (did you mean 'Release'?)"
        ),
        (
            "Configs/ALHPA-Debug.xcconfig",
            "its name is that of a clone 'ALHPA', which does not exist (did you mean 'ALPHA'?)"
        ),
        ("Configs/Old/Leftover.xcconfig", "include it where it belongs, or delete it"),
    ])
    func anXCConfigNoCloneUsesIsReported(path: String, reason: String) throws {
        var files = ExampleWorkspace.files
        files[path] = "A = 1\n"
        let workspace = ExampleLoader.load(files)
        let finding = try #require(workspace.diagnostics.first { $0.rule == "unused_xcconfig" })
        #expect(finding.location == .start(of: Path.join(Self.root, path)))
        #expect(finding.severity == .warning)
        #expect(finding.message.hasSuffix("no used xcconfig includes it; " + reason), "\(finding.message)")
    }

    @Test func aWorkspaceWithoutClonesIsAnError() {
        var files = ExampleWorkspace.files
        files["Brands/ALPHA/config.json"] = nil
        files["Brands/BETA/config.json"] = nil
        let findings = Validator().validate(ExampleLoader.load(files), today: RuleExampleTests.today)
        #expect(findings.filter { $0.rule == "no_clones" }.map(\.severity) == [.error])
        #expect(findings.first { $0.rule == "no_clones" }?.message.contains("run 'brands init'") == true)
    }
}

extension Dictionary {
    /// The dictionary with every key transformed.
    func mapKeys<NewKey: Hashable>(_ transform: (Key) -> NewKey) -> [NewKey: Value] {
        [NewKey: Value](uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
