import BrandKit
import Support
import Testing

/// The folders a target's inline scripts read a file from by a path a variable completes.
@Suite struct ProjectCloneBuilderScriptFoldersTests {
    /// A phase that copies `config/<flavor>/GoogleService-Info.plist` into the app makes the folder the clone's.
    ///
    /// trakli's "Copy Firebase config by flavor" phase picks the file by the configuration's flavor: a change to
    /// `config/staging/GoogleService-Info.plist` touched no clone. A path naming no folder of the project's (the
    /// project's own folder, a folder that is not there) adds nothing.
    @Test func aFolderAScriptCopiesFromTouchesTheClone() {
        let script =
            #"environment=production\nFILE=${PROJECT_DIR}/config/${environment}/GoogleService-Info.plist\n"#
            + #"cp \"$FILE\" \"${BUILT_PRODUCTS_DIR}/${PRODUCT_NAME}.app/\"\n"#
            + #"cp \"$(SRCROOT)/${NAME}.txt\" \"$SRCROOT/missing/$NAME\" /tmp\n"#
        let text = ProductProjectFixture.projectText(
            addingAppPhase: "CopyApp",
            objects:
                "\t\tCopyApp = {isa = PBXShellScriptBuildPhase; files = (); inputPaths = (); name = Copy; "
                + "outputPaths = (); shellPath = /bin/sh; shellScript = \"\(script)\"; };")
        let workspace = ProductProjectFixture.load(changing: [
            "Product.xcodeproj/project.pbxproj": text, "config/staging/GoogleService-Info.plist": "",
            "config/production/GoogleService-Info.plist": "",
        ])
        let staging = AffectedClones(workspace: workspace).compute(changes: [
            ChangedPath("config/staging/GoogleService-Info.plist")
        ])
        #expect(staging.clones.map(\.clone) == ["App"], "\(staging)")
        #expect(staging.clones.first?.reasons.first?.cause == .phaseInput("App"))
        let inputs = workspace.clones.first { $0.id == "App" }?.inputs.entries.map(\.path) ?? []
        #expect(!inputs.contains { $0.hasSuffix("/missing") }, "\(inputs)")
        #expect(AffectedClones(workspace: workspace).compute(changes: [ChangedPath("Notes.txt")]).clones.isEmpty)
    }
}
