import BrandKit
import Support
import Testing
import XCConfig

/// Which clones a change touches, on the example workspace (ALPHA, BETA, a shared Base.xcconfig).
@Suite struct AffectedClonesTests {
    static func affected(_ paths: [String], manifest: String? = nil) -> [String: [AffectedClones.Reason]] {
        var files = ExampleWorkspace.files
        files["Configs/Only-ALPHA.xcconfig"] = "SWIFT_STRICT_CONCURRENCY = complete\n"
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Only-ALPHA.xcconfig\"\n"
        if let manifest { files["brands.json"] = manifest }
        let result = AffectedClones(workspace: ExampleLoader.load(files)).compute(changedPaths: paths)
        return Dictionary(uniqueKeysWithValues: result.map { ($0.clone, $0.reasons) })
    }

    @Test func aFileInACloneFolderTouchesThatClone() {
        #expect(
            Self.affected(["Brands/ALPHA/config.json"]) == [
                "ALPHA": [.init(path: "Brands/ALPHA/config.json", cause: .cloneFolder)]
            ])
        #expect(
            Self.affected(["Brands/BETA/Assets.xcassets/AppIcon.appiconset/Icon-1024.png"]).keys.sorted() == ["BETA"])
    }

    @Test func anIncludedXCConfigTouchesEveryCloneThatIncludesIt() {
        let base = Self.affected(["Configs/Base.xcconfig"])
        #expect(base.keys.sorted() == ["ALPHA", "BETA"])
        #expect(base["BETA"] == [.init(path: "Configs/Base.xcconfig", cause: .xcconfigChain)])
        #expect(Self.affected(["Configs/Only-ALPHA.xcconfig"]).keys.sorted() == ["ALPHA"])
    }

    @Test func aClonesOwnXCConfigTouchesIt() {
        #expect(
            Self.affected(["Configs/BETA-Release.xcconfig"]) == [
                "BETA": [.init(path: "Configs/BETA-Release.xcconfig", cause: .cloneXCConfig)]
            ])
    }

    @Test func theSchemaAndManifestTouchEveryClone() {
        #expect(Self.affected(["Brands/schema.json"]).keys.sorted() == ["ALPHA", "BETA"])
        #expect(
            Self.affected(["brands.json"], manifest: "{}")["ALPHA"] == [.init(path: "brands.json", cause: .manifest)])
    }

    @Test func sharedPathsTouchEveryClone() {
        let manifest = #"{"shared_paths": ["Shared/", "App/Info.plist"]}"#
        let result = Self.affected(["Shared/Fonts/Body.ttf", "App/Info.plist", "App/Main.swift"], manifest: manifest)
        #expect(result.keys.sorted() == ["ALPHA", "BETA"])
        #expect(
            result["ALPHA"] == [
                .init(path: "Shared/Fonts/Body.ttf", cause: .sharedPath("Shared/")),
                .init(path: "App/Info.plist", cause: .sharedPath("App/Info.plist")),
            ])
    }

    @Test func pathsAreNormalisedAndMayBeAbsolute() {
        #expect(Self.affected(["./Brands/../Brands/ALPHA/Info.plist"]).keys.sorted() == ["ALPHA"])
        #expect(Self.affected(["/workspace/Configs/BETA-Debug.xcconfig"]).keys.sorted() == ["BETA"])
    }

    @Test(arguments: [
        ["README.md"], ["Brands/README.md"], ["Brands/ALPHAX/config.json"], ["../Brands/ALPHA/config.json"],
        ["/elsewhere/Configs/Base.xcconfig"], ["Configs/Unused.xcconfig"], [""], [],
    ])
    func pathsOutsideEveryInputTouchNothing(paths: [String]) {
        #expect(Self.affected(paths) == [:])
    }

    @Test func reasonsAreListedOnceInOrder() {
        let result = Self.affected(["Configs/Base.xcconfig", "Brands/ALPHA/config.json", "Configs/Base.xcconfig"])
        #expect(result["ALPHA"]?.map(\.path) == ["Configs/Base.xcconfig", "Brands/ALPHA/config.json"])
    }

    @Test func causesReadAsPhrases() {
        #expect(AffectedClones.Cause.xcconfigChain.description == "it is in the clone's xcconfig include chain")
        #expect(AffectedClones.Cause.sharedPath("Shared").description == "it is under the shared path 'Shared'")
    }

    @Test func aDeletedIncludeTouchesTheClonesThatIncludedIt() {
        var files = ExampleWorkspace.files
        files["Configs/ALPHA-Debug.xcconfig", default: ""] += "#include \"Gone.xcconfig\"\n"
        let result = AffectedClones(workspace: ExampleLoader.load(files)).compute(changedPaths: [
            "Configs/Gone.xcconfig"
        ])
        #expect(result.map(\.clone) == ["ALPHA"])
        #expect(result.first?.reasons == [.init(path: "Configs/Gone.xcconfig", cause: .includeSearch)])
    }

    @Test func aNewFileWhereTheIncludeSearchLooksFirstTouchesTheClone() {
        // An optional include that finds nothing today would read the new file.
        var files = ExampleWorkspace.files
        files["Configs/BETA-Release.xcconfig", default: ""] += "#include? \"Local.xcconfig\"\n"
        let affected = AffectedClones(workspace: ExampleLoader.load(files))
        #expect(affected.compute(changedPaths: ["Configs/Local.xcconfig"]).map(\.clone) == ["BETA"])
    }

    @Test func everyFileOfACloneFolderCountsWhenTheBrandsFolderIsTheRoot() {
        var files: [String: String] = ["brands.json": #"{"brands_folder": ".", "schema": "schema.json"}"#]
        for (path, text) in ExampleWorkspace.files {
            files[path.hasPrefix("Brands/") ? String(path.dropFirst("Brands/".count)) : path] =
                text
                .replacingOccurrences(of: "Brands/$(CLONE_IDENTIFIER)", with: "$(CLONE_IDENTIFIER)")
        }
        let workspace = ExampleLoader.load(files)
        #expect(workspace.clones.map(\.id) == ["ALPHA", "BETA"])
        let result = AffectedClones(workspace: workspace).compute(changedPaths: ["./ALPHA/Assets.xcassets/x.png"])
        #expect(result.map(\.clone) == ["ALPHA"])
        #expect(result.first?.reasons == [.init(path: "ALPHA/Assets.xcassets/x.png", cause: .cloneFolder)])
    }

    @Test func sharedPathsAndTheSchemaMatchWhateverDotsTheyAreWrittenWith() {
        let manifest = #"{"shared_paths": ["./Shared/"], "schema": "./Brands/schema.json"}"#
        #expect(Self.affected(["Shared/a.swift"], manifest: manifest).keys.sorted() == ["ALPHA", "BETA"])
        #expect(
            Self.affected(["./Brands/schema.json"], manifest: manifest)["BETA"] == [
                .init(path: "Brands/schema.json", cause: .schema)
            ])
    }

    @Test func theInfoPlistOutsideTheFolderAndTheEntitlementsTouchTheClone() {
        var files = ExampleWorkspace.files
        files["Configs/ALPHA-Debug.xcconfig", default: ""] +=
            "INFOPLIST_FILE = App/Info.plist\nCODE_SIGN_ENTITLEMENTS = App/ALPHA.entitlements\n"
        files["App/Info.plist"] = ExampleWorkspace.infoPlist
        let result = AffectedClones(workspace: ExampleLoader.load(files))
        #expect(
            result.compute(changedPaths: ["App/Info.plist", "App/ALPHA.entitlements"]).first?.reasons == [
                .init(path: "App/Info.plist", cause: .infoPlist),
                .init(path: "App/ALPHA.entitlements", cause: .entitlements),
            ])
    }
}
