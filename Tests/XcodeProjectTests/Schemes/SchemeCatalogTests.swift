import Support
import Testing
import XCConfig
import XcodeProject

/// Finding a repository's workspaces, projects and shared schemes.
@Suite struct SchemeCatalogTests {
    static var repository: InMemoryFileSystem {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write("x", to: "/r/App.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/r/ios/Other.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/r/Pods/Pods.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/r/.hidden/Hidden.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/r/a/b/c/d/e/Deep.xcodeproj/project.pbxproj")
        // Folders Xcode treats as one resource are not entered.
        fileSystem.write("x", to: "/r/Brand/Assets.xcassets/Stray.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/r/Brand/en.lproj/Stray.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/r/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata")
        fileSystem.write(
            "<Workspace><FileRef location=\"group:App.xcodeproj\"/><FileRef location=\"group:Pods/Pods.xcodeproj\"/>"
                + "<FileRef location=\"group:../Shared/Shared.xcodeproj\"/></Workspace>",
            to: "/r/App.xcworkspace/contents.xcworkspacedata")
        fileSystem.write("x", to: "/Shared/Shared.xcodeproj/project.pbxproj")
        fileSystem.write(
            SchemeFixtures.scheme(target: "App", id: "APP"), to: "/r/App.xcodeproj/xcshareddata/xcschemes/App.xcscheme")
        fileSystem.write(
            SchemeFixtures.scheme(target: "App", id: "APP"),
            to: "/r/App.xcworkspace/xcshareddata/xcschemes/App.xcscheme")
        fileSystem.write(
            SchemeFixtures.scheme(target: "Beta", id: "B"),
            to: "/r/ios/Other.xcodeproj/xcshareddata/xcschemes/Beta.xcscheme")
        fileSystem.write("<Scheme", to: "/r/ios/Other.xcodeproj/xcshareddata/xcschemes/Broken.xcscheme")
        return fileSystem
    }

    /// A `.xcworkspace` folder without its `contents.xcworkspacedata` (Provenance-SPM's holds only the checks
    /// plist git kept) is no workspace: Xcode cannot open it, and init proposed no workspace for it.
    @Test func findsWorkspacesAndProjectsButNotDependenciesHiddenFoldersOrResources() {
        var fileSystem = Self.repository
        fileSystem.write("x", to: "/r/Empty.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist")
        let containers = XcodeContainers.find(under: "/r", fileSystem: fileSystem)
        #expect(containers.workspaces == ["/r/App.xcworkspace"])
        #expect(containers.projects == ["/Shared/Shared.xcodeproj", "/r/App.xcodeproj", "/r/ios/Other.xcodeproj"])
    }

    /// A project reached through a link as well is one project, read once from where it is.
    ///
    /// MAME4iOS keeps its project in `xcode/MAME4iOS/` and links `MAME4iOS.xcodeproj` at the root to it; read from the
    /// link's folder too, its relative paths found nothing, and every scheme made a second clone with the same bundle
    /// identifier. A link to a folder holding a project, and a workspace
    /// linked the same way, are the same too; a link to a project outside the root keeps the path that reaches it.
    @Test func findsAProjectOrWorkspaceReachedThroughALinkOnce() {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write("x", to: "/r/xcode/Game/Game.xcodeproj/project.pbxproj")
        fileSystem.createSymbolicLink("/r/Game.xcodeproj", to: "xcode/Game/Game.xcodeproj")
        fileSystem.createSymbolicLink("/r/mirror", to: "xcode/Game")
        fileSystem.write("<Workspace/>", to: "/r/xcode/Game.xcworkspace/contents.xcworkspacedata")
        fileSystem.createSymbolicLink("/r/Game.xcworkspace", to: "xcode/Game.xcworkspace")
        fileSystem.write("x", to: "/elsewhere/Lib.xcodeproj/project.pbxproj")
        fileSystem.createSymbolicLink("/r/Lib.xcodeproj", to: "../elsewhere/Lib.xcodeproj")
        let containers = XcodeContainers.find(under: "/r", fileSystem: fileSystem)
        #expect(containers.projects == ["/r/Lib.xcodeproj", "/r/xcode/Game/Game.xcodeproj"])
        #expect(containers.workspaces == ["/r/xcode/Game.xcworkspace"])
    }

    /// A link back to the root, above it, or to a folder the walk came through is not entered.
    ///
    /// It holds nothing the walk does not already reach, and `shared -> ..` would otherwise pick up the projects of
    /// every sibling repository (a link to `/` the whole machine, four folders deep). The links passed over are listed.
    @Test func doesNotEnterALinkBackToTheRootAnAncestorOrAFolderOnTheWay() {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write("x", to: "/w/r/App.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/w/sibling/Other.xcodeproj/project.pbxproj")
        fileSystem.write("x", to: "/w/r/ios/Nested/Nested.xcodeproj/project.pbxproj")
        fileSystem.createSymbolicLink("/w/r/shared", to: "..")
        fileSystem.createSymbolicLink("/w/r/self", to: ".")
        fileSystem.createSymbolicLink("/w/r/machine", to: "/")
        fileSystem.createSymbolicLink("/w/r/ios/Nested/up", to: "..")
        // A link to a folder outside the root that is no ancestor is followed, as before.
        fileSystem.write("x", to: "/lib/Lib.xcodeproj/project.pbxproj")
        fileSystem.createSymbolicLink("/w/r/vendor", to: "/lib")
        let containers = XcodeContainers.find(under: "/w/r", fileSystem: fileSystem)
        #expect(
            containers.projects == [
                "/w/r/App.xcodeproj", "/w/r/ios/Nested/Nested.xcodeproj", "/w/r/vendor/Lib.xcodeproj",
            ])
        #expect(containers.skippedLinks == ["/w/r/ios/Nested/up", "/w/r/machine", "/w/r/self", "/w/r/shared"])
    }

    @Test func catalogsSchemesByNameAndKeepsTheProblemsOfBrokenOnes() {
        let fileSystem = Self.repository
        let catalog = SchemeCatalog(
            containers: XcodeContainers.find(under: "/r", fileSystem: fileSystem),
            reader: SchemeReader(fileSystem: fileSystem))
        #expect(catalog.names == ["App", "Beta", "Broken"])
        #expect(catalog.entries(named: "App").map(\.container) == ["/r/App.xcworkspace", "/r/App.xcodeproj"])
        #expect(catalog.entries(named: "beta").map(\.scheme.name) == ["Beta"])
        #expect(catalog.entries(named: "Broken").isEmpty)
        #expect(
            catalog.diagnostics(named: "broken").map(\.location.file) == [
                "/r/ios/Other.xcodeproj/xcshareddata/xcschemes/Broken.xcscheme"
            ])
        #expect(catalog.diagnostics(named: "App").isEmpty)
    }
}
