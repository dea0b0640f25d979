import BrandKit
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
}
