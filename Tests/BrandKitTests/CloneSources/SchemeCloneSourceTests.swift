import BrandFormats
import BrandKit
import Foundation
import Support
import Testing
import XCConfig
import XcodeProject

/// Clones from an Xcode project's shared schemes: which schemes are clones, what each definition holds, and what is
/// reported.
@Suite struct SchemeCloneSourceTests {
    /// The repositories the command-line tests use, on disk.
    static let repositories = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("BrandsCLITests/Fixtures/Repositories").path

    /// The workspace of the example with its project, with `changes` applied and `manifest` as brands.json.
    static func load(_ changes: [String: String?] = [:], manifest: String? = nil) -> Workspace {
        var files = RuleExample.projectBaseline.resolvedFiles
        for (path, text) in changes { files[path] = text }
        if let manifest { files["brands.json"] = manifest }
        return ExampleLoader.load(files.compactMapValues { $0 })
    }

    static func discover(_ repository: String, manifest: Manifest = Manifest(), source: any CloneSource)
        -> CloneDiscovery
    {
        let context = CloneSourceContext(
            root: Path.join(repositories, repository), manifest: manifest, fileSystem: LocalFileSystem(),
            parameters: ConditionParameters(sdk: "iphoneos"))
        return source.discover(in: context)
    }

    /// The manifest names Xcode's scheme actions itself (its reader is built without the project reader's): the
    /// names are the same five, each the action of the same name.
    @Test func theManifestsActionNamesAreXcodesSchemeActions() {
        #expect(
            SchemeActionName.allCases.map { SchemeAction($0).rawValue } == SchemeActionName.allCases.map(\.rawValue))
        #expect(Set(SchemeActionName.allCases.map(\.rawValue)) == Set(SchemeAction.allCases.map(\.rawValue)))
    }

    @Test func anAppsSchemeIsACloneAndAPartsSchemeIsNot() throws {
        let discovery = Self.discover("TargetPerBrand", source: SchemeCloneSource())
        #expect(discovery.diagnostics == [])
        #expect(discovery.definitions.map(\.id) == ["AcmeApp", "AcmePro", "TestHost"])
        let acme = try #require(discovery.definitions.first)
        let root = Path.join(Self.repositories, "TargetPerBrand")
        #expect(acme.name == "AcmeApp")
        #expect(acme.scheme == "AcmeApp")
        #expect(acme.target == "Acme")
        #expect(acme.project == Path.join(root, "Acme.xcodeproj"))
        #expect(acme.origin.kind == .scheme)
        #expect(acme.catalogs == [Path.join(root, "Shared/Assets.xcassets")])
        #expect(acme.folder == nil && acme.configFile == nil)
        #expect(
            acme.projectFiles == [
                ProjectFile(Path.join(root, "Acme.xcodeproj/project.pbxproj"), as: .projectFile),
                ProjectFile(Path.join(root, "Acme.xcodeproj/xcshareddata/xcschemes/AcmeApp.xcscheme"), as: .scheme),
            ])
        let release = try #require(acme.configuration("Release"))
        #expect(release.name == "Release")
        #expect(release.target == "Acme")
        #expect(release.projectDirectory == root)
        #expect(release.xcconfigPaths == [Path.join(root, "Configs/Acme.xcconfig")])
        #expect(release.levels.map(\.kind).contains(.targetSettings))
        #expect(release.location == .start(of: Path.join(root, "Configs/Acme.xcconfig")))
        #expect(acme.buildConfigurations == ["Debug", "Release"])
    }

    /// The containers the loader found while choosing the source are used as they are, not looked for again: with
    /// none handed over the source finds the project itself, with an empty list it finds nothing.
    @Test func usesTheContainersTheLoaderFound() {
        var context = CloneSourceContext(
            root: Path.join(Self.repositories, "TargetPerBrand"), manifest: Manifest(), fileSystem: LocalFileSystem(),
            parameters: ConditionParameters(sdk: "iphoneos"))
        #expect(SchemeCloneSource().discover(in: context).definitions.map(\.id) == ["AcmeApp", "AcmePro", "TestHost"])
        context.containers = XcodeContainers()
        #expect(SchemeCloneSource().discover(in: context).definitions.isEmpty)
    }

    @Test func theSampleProjectsClonesHaveTheirFoldersFromTheirResources() throws {
        let workspace = Self.load()
        let alpha = try #require(workspace.clone("ALPHA"))
        #expect(alpha.folder == "/workspace/Brands/ALPHA")
        #expect(alpha.definition.fontsPlist == "/workspace/Brands/ALPHA/custom_fonts.plist")
        #expect(alpha.inputs.reads("/workspace/Example.xcodeproj/project.pbxproj"))
        #expect(workspace.owningClones(of: "/workspace/Example.xcodeproj/project.pbxproj") == ["ALPHA", "BETA"])
        #expect(workspace.owningClones(of: "/workspace/" + ExampleWorkspace.schemeFile("BETA")) == ["BETA"])
    }

    @Test func schemesForTestsAndDuplicatesAreNoClones() {
        let alpha = ExampleWorkspace.scheme("ALPHA")
        let testsOnly = alpha.replacingOccurrences(of: "buildForRunning = \"YES\"", with: "buildForRunning = \"NO\"")
            .replacingOccurrences(of: "buildForArchiving = \"YES\"", with: "buildForArchiving = \"NO\"")
        let workspace = Self.load([
            "Example.xcodeproj/xcshareddata/xcschemes/ALPHA UI Tests.xcscheme": testsOnly,
            "Example.xcodeproj/xcshareddata/xcschemes/ALPHA Copy.xcscheme": alpha,
        ])
        #expect(workspace.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(workspace.clones.map(\.definition.scheme) == ["ALPHA", "BETA"])
        #expect(workspace.diagnostics == [])
    }

    /// A scheme named with a dash among spaces (SideStore's `SideStore - Release`, which runs the release
    /// configuration) is a clone whose id has one dash, not `ALPHA--Store`.
    @Test func aDashAmongSpacesIsOneDashOfTheID() throws {
        let store = ExampleWorkspace.scheme("ALPHA").replacingOccurrences(
            of: "<LaunchAction buildConfiguration = \"Debug\">", with: "<LaunchAction buildConfiguration = \"Release\">"
        )
        #expect(store != ExampleWorkspace.scheme("ALPHA"))
        let workspace = Self.load(["Example.xcodeproj/xcshareddata/xcschemes/ALPHA - Store.xcscheme": store])
        #expect(workspace.clones.map(\.id) == ["ALPHA", "ALPHA-Store", "BETA"])
        #expect(workspace.clone("ALPHA-Store")?.definition.scheme == "ALPHA - Store")
    }

    @Test func rolesTakeTheArchiveAndLaunchConfigurationsUnlessMapped() throws {
        let roles = #"{ "configurations": ["Debug", "Beta", "Release"] }"#
        let ambiguous = Self.load(manifest: roles)
        #expect(
            ambiguous.diagnostics.map(\.message).contains {
                $0.hasPrefix("configurations 'Debug', 'Beta' would all take the launch action's configuration")
            })
        let mapped = Self.load(
            manifest:
                #"{ "configurations": ["Debug", "Beta", "Release"], "clones": { "actions": { "Beta": "profile" } } }"#)
        #expect(mapped.diagnostics == [])
        let alpha = try #require(mapped.clone("ALPHA"))
        #expect(alpha.configurations.map(\.definition.name) == ["Debug", "Release", "Release"])
    }

    @Test func excludeLeavesOutClonesByNameAndWarnsAboutNamesOfNone() {
        let workspace = Self.load(manifest: #"{ "clones": { "exclude": ["BETA", "GAMMA"] } }"#)
        #expect(workspace.clones.map(\.id) == ["ALPHA"])
        #expect(
            workspace.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "1:35 'exclude' names 'GAMMA', which is no clone's name or id"
            ])
    }

    @Test func aTargetIsAClonePerApplicationTarget() {
        let discovery = Self.discover(
            "TargetPerBrand", manifest: Manifest(), source: TargetCloneSource())
        #expect(discovery.definitions.map(\.id) == ["Acme", "AcmePro", "TestHost"])
        #expect(discovery.definitions.map(\.origin.kind) == [.target, .target, .target])
    }

    /// Application targets of one name in two projects are two clones, told apart by their projects' paths as
    /// schemes are (im-plausibilities' imMoji project copies webFromIM's `webFromIM` target: one was left out with an
    /// error no manifest `brands init` proposed could fix).
    @Test func targetsOfOneNameInSeveralProjectsAreToldApartByTheirProjects() throws {
        let project = try String(
            contentsOfFile: Path.join(Self.repositories, "TargetPerBrand/Acme.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        let fileSystem = InMemoryFileSystem(files: [
            "/repo/Acme.xcodeproj/project.pbxproj": project,
            "/repo/copy/Acme.xcodeproj/project.pbxproj": project,
        ])
        let context = CloneSourceContext(
            root: "/repo", manifest: Manifest(), fileSystem: fileSystem,
            parameters: ConditionParameters(sdk: "iphoneos"))
        let discovery = TargetCloneSource().discover(in: context)
        #expect(
            discovery.definitions.map(\.id) == [
                "Acme", "AcmePro", "TestHost", "Acme-copy", "AcmePro-copy", "TestHost-copy",
            ])
        #expect(discovery.definitions.map(\.name) == ["Acme", "AcmePro", "TestHost", "Acme", "AcmePro", "TestHost"])
        #expect(!discovery.diagnostics.contains { $0.rule == CloneDefinitionMessage.rule })
        // A folder named as the project it holds gives its name once: `Acme-copy`, not `Acme-copy-copy`.
        let named = InMemoryFileSystem(files: [
            "/repo/Acme.xcodeproj/project.pbxproj": project,
            "/repo/copy/copy.xcodeproj/project.pbxproj": project,
        ])
        let renamed = TargetCloneSource().discover(
            in: CloneSourceContext(
                root: "/repo", manifest: Manifest(), fileSystem: named,
                parameters: ConditionParameters(sdk: "iphoneos")))
        #expect(renamed.definitions.map(\.id).suffix(3) == ["Acme-copy", "AcmePro-copy", "TestHost-copy"])
    }

    @Test func configurationGroupsAreClonesOfOneTarget() {
        var manifest = Manifest()
        manifest.clones.kind = .configurations
        manifest.clones.isKindGiven = true
        manifest.clones.target = "Blockzilla"
        let place = SourceLocation(file: "/brands.json", line: 1, column: 1)
        manifest.clones.groups = [
            ConfigurationGroup(
                id: "klar", configurations: ["Debug": "KlarDebug", "Release": "KlarRelease"], location: place),
            ConfigurationGroup(
                id: "nope", configurations: ["Debug": "KlarDebug", "Release": "NopeRelease"], location: place),
        ]
        let discovery = Self.discover("ConfigurationPerBrand", manifest: manifest, source: ConfigurationGroupSource())
        #expect(discovery.definitions.map(\.id) == ["klar", "nope"])
        #expect(discovery.definitions.first?.configurations.map(\.name) == ["KlarDebug", "KlarRelease"])
        #expect(
            discovery.diagnostics.map(\.message) == [
                "target 'Blockzilla' has no build configuration 'NopeRelease' for 'Release'; it has KlarDebug, FocusDebug, KlarRelease, FocusRelease"
            ])
    }
}
