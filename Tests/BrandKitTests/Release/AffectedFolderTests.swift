import BrandKit
import Support
import Testing

/// Which clones a changed folder touches, and how `--explain` says it.
///
/// A folder is what `git diff` prints for a submodule bumped (`LoopKit`, no file in it). It touches every clone with an
/// input in it, said as a folder holding those inputs.
@Suite struct AffectedFolderTests {
    static func affected(_ paths: [String], in workspace: Workspace) -> AffectedClones.Result {
        AffectedClones(workspace: workspace).compute(changes: paths.map { ChangedPath($0) })
    }

    static func causes(of result: AffectedClones.Result) -> [String: AffectedClones.Cause] {
        Dictionary(
            uniqueKeysWithValues: result.clones.compactMap { affected in
                affected.reasons.first.map { (affected.clone, $0.cause) }
            })
    }

    /// A folder touches every clone with an input in it, each clone asked on its own.
    ///
    /// One clone reading the folder as a whole (`Other` searches `Vendor` for headers) kept the other clones building
    /// files in it (`App` depends on the target `Util`, built from `Vendor/Util`) from being asked. A folder is
    /// matched by whole names: `Vend` holds nothing of `Vendor`.
    @Test func aFolderTouchesEveryCloneWithAnInputInIt() {
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: "PRODUCT_BUNDLE_IDENTIFIER = o; ", with: "PRODUCT_BUNDLE_IDENTIFIER = o; HEADER_SEARCH_PATHS = Vendor; "
        ).replacingOccurrences(of: "path = Util/Util.swift;", with: "path = Vendor/Util/Util.swift;")
        #expect(text.contains("HEADER_SEARCH_PATHS = Vendor") && text.contains("Vendor/Util/Util.swift"))
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Util/Util.swift": nil, "Vendor/Util/Util.swift": "",
        ])
        let result = Self.affected(["Vendor"], in: workspace)
        #expect(
            Self.causes(of: result) == [
                "App": .holding(.dependencyMember("Util")), "Other": .holding(.headerFolder("Other")),
            ], "\(result)")
        for path in ["Vend", "Featur", "Vendor/Util/Util"] {
            #expect(Self.affected([path], in: workspace).untouched == [ChangedPath(path)], "\(path)")
        }
    }

    /// A submodule not checked out (CI's default) whose project the workspace lists, when the app links a product
    /// no project there builds (Trio links `LoopKit.framework`, built by `LoopKit/LoopKit.xcodeproj` in the
    /// submodule `LoopKit`): its bump touches the clone, which nothing said before.
    @Test(arguments: [true, false])
    func aProjectTheWorkspaceListsThatIsNotThereTouchesTheCloneLinkingWhatNoProjectBuilds(linking: Bool) {
        var text = ProductProjectFixture.projectText
        if linking {
            text = ProductProjectFixture.projectText(
                addingAppPhase: "FWApp",
                objects: "\t\tFWApp = {isa = PBXFrameworksBuildPhase; files = (BKit); };\n"
                    + "\t\tBKit = {isa = PBXBuildFile; fileRef = FKitProduct; };\n"
                    + "\t\tFKitProduct = {isa = PBXFileReference; path = LoopKit.framework; "
                    + "sourceTree = BUILT_PRODUCTS_DIR; };")
        }
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text,
            "Product.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Product.xcodeproj"></FileRef>
               <FileRef location = "group:LoopKit/LoopKit.xcodeproj"></FileRef>
            </Workspace>
            """,
        ])
        let bump = Self.affected(["LoopKit"], in: workspace)
        let file = Self.affected(["LoopKit/LoopKit.xcodeproj/project.pbxproj"], in: workspace)
        if linking {
            #expect(Self.causes(of: bump) == ["App": .holding(.dependencyProject("App"))], "\(bump)")
            #expect(Self.causes(of: file) == ["App": .dependencyProject("App")], "\(file)")
        } else {
            #expect(bump.clones.isEmpty && file.clones.isEmpty, "\(bump) \(file)")
        }
    }

    /// A folder is said to hold the inputs it holds, not to be one of them: a header search path's folder, or one
    /// holding it, holds headers the target includes; a header the project references is one.
    @Test func aFolderIsSaidToHoldWhatItMatched() {
        let settings = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app; INFOPLIST_FILE = App/Info.plist; "
        let text = ProductProjectFixture.projectText.replacingOccurrences(
            of: settings, with: settings + "HEADER_SEARCH_PATHS = (\"$(SRCROOT)/Lib/include\", Sub/include); ")
        #expect(text != ProductProjectFixture.projectText)
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "Lib/include/lib.h": "",
        ])
        for path in ["Lib/include", "Lib", "Sub"] {
            let result = Self.affected([path], in: workspace)
            #expect(Self.causes(of: result) == ["App": .holding(.headerFolder("App"))], "\(path): \(result)")
        }
        #expect(Self.causes(of: Self.affected(["Lib/include/lib.h"], in: workspace)) == ["App": .headerFolder("App")])
        #expect(
            AffectedClones.Cause.holding(.headerFolder("App")).description
                == "it holds headers the target 'App' includes (beside its sources, on a header search path or "
                + "through its header map)")
        #expect(
            AffectedClones.Cause.holding(.dependencyMember("Util")).description
                == "it holds files the target 'Util' the clone's app depends on builds")
        #expect(
            AffectedClones.Cause.holding(.dependencyProject("App")).description
                == "it holds a project the target 'App' depends on a target of, which is not there to read (a "
                + "submodule not checked out?)")
        #expect(
            AffectedClones.Cause.holding(.productTarget("Ext", .infoPlist)).description
                == "it holds the Info.plist of the target 'Ext'")
    }
}
