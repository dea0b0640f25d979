import BrandFormats
import BrandKit
import Support
import Testing
import XCConfig

/// Reading a workspace whose clones an Xcode project defines: which source is chosen, where the root is, what is
/// read once, what a change touches, and the manifest's list and declared identity.
@Suite struct WorkspaceLoaderProjectTests {
    static let root = ExampleWorkspace.root

    static func fileSystem(_ files: [String: String]) -> InMemoryFileSystem {
        InMemoryFileSystem(files: files.mapKeys { Path.join(root, $0) })
    }

    @Test func everyFileIsReadOnceThroughTheProjectToo() {
        let fileSystem = CountingFileSystem(Self.fileSystem(RuleExample.projectBaseline.resolvedFiles))
        let workspace = WorkspaceLoader(fileSystem: fileSystem).load(root: Self.root)
        #expect(workspace.clones.map(\.definition.origin.kind) == [.scheme, .scheme])
        #expect(Validator().validate(workspace, today: RuleExampleTests.today) == [])
        #expect(fileSystem.reads["/workspace/Configs/Base.xcconfig"] == 1)
        #expect(fileSystem.reads["/workspace/Example.xcodeproj/project.pbxproj"] == 1)
        #expect(fileSystem.reads.values.allSatisfy { $0 == 1 }, "\(fileSystem.reads.filter { $0.value > 1 })")
    }

    @Test func theManifestChoosesTheSourceAndAProjectIsTheDefault() {
        let loader = WorkspaceLoader(fileSystem: Self.fileSystem(RuleExample.projectBaseline.resolvedFiles))
        #expect(loader.source(for: Manifest(), root: Self.root) is SchemeCloneSource)
        var folders = Manifest()
        folders.clones.isKindGiven = true
        #expect(loader.source(for: folders, root: Self.root) is FolderLayoutSource)
        var listed = Manifest()
        listed.clones.kind = nil
        #expect(loader.source(for: listed, root: Self.root) is ListedCloneSource)
        let withoutProject = WorkspaceLoader(fileSystem: Self.fileSystem(ExampleWorkspace.files))
        #expect(withoutProject.source(for: Manifest(), root: Self.root) is FolderLayoutSource)
    }

    @Test func theRootIsTheManifestsAboveAProjectsAndAProjectMakesOne() {
        let fileSystem = InMemoryFileSystem(files: [
            "/repo/brands.json": "{}", "/repo/App/App.xcodeproj/project.pbxproj": "{}",
            "/other/App/App.xcodeproj/project.pbxproj": "{}", "/other/.git/HEAD": "ref: refs/heads/main\n",
            "/third/Brands/A/config.json": "{}", "/loose/App/App.xcodeproj/project.pbxproj": "{}",
            "/third/Configs/A-Debug.xcconfig": "",
        ])
        let loader = WorkspaceLoader(fileSystem: fileSystem)
        #expect(loader.findRoot(from: "/repo/App/Sources") == "/repo")
        #expect(loader.findRoot(from: "/other/App/Sources") == "/other/App")
        #expect(loader.findRoot(from: "/third/Brands/A") == "/third")
        #expect(loader.findRoot(from: "/elsewhere") == nil)
        // Nothing at or above the repository's root, but its project is a folder down: the root is where it was run;
        // a folder that is no repository's root is not searched.
        #expect(loader.findRoot(from: "/other") == "/other")
        #expect(loader.findRoot(from: "/loose") == nil)
        #expect(loader.findRoot(from: "/third/Configs") == "/third")
    }

    /// The hint is the one finding: the default layout looked for in the project's stead has no brands folder, which
    /// is not the repository's to have (tchap, whose workspace folder holds no contents file before generation,
    /// got "no brands folder" beside it).
    @Test(arguments: [false, true])
    func anXcodeGenRepositoryIsToldToGenerateItsProject(withWorkspaceStub: Bool) throws {
        var files = ["/gen/project.yml": "name: App\n"]
        if withWorkspaceStub { files["/gen/App.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist"] = "" }
        let workspace = WorkspaceLoader(fileSystem: InMemoryFileSystem(files: files)).load(root: "/gen")
        #expect(workspace.diagnostics.count == 1, "\(workspace.diagnostics)")
        let finding = try #require(workspace.diagnostics.first { $0.rule == WorkspaceMessage.noClonesRule })
        #expect(
            finding.message.contains(
                "this repository generates its Xcode project with XcodeGen (project.yml) and has no .xcodeproj: "
                    + "run 'xcodegen generate' first"))
    }

    @Test(
        arguments: [
            ("/gen/Project.swift", "Project.swift"), ("/gen/Projects/App/Project.swift", nil),
            ("/gen/App/Project.swift", "App/Project.swift"), ("/gen/Workspace.swift", "Workspace.swift"),
            ("/gen/Tuist/Config.swift", "Tuist"),
        ] as [(String, String?)])
    func aTuistRepositoryIsToldToGenerateItsProject(spec: String, shown: String?) throws {
        let workspace = WorkspaceLoader(fileSystem: InMemoryFileSystem(files: [spec: "import ProjectDescription\n"]))
            .load(root: "/gen")
        let finding = try #require(workspace.diagnostics.first { $0.rule == WorkspaceMessage.noClonesRule })
        // Two folders down is past where specs are looked for: no hint rather than a guess.
        let hint = shown.map {
            "this repository generates its Xcode project with Tuist (\($0)) and has no .xcodeproj: "
                + "run 'tuist generate' first"
        }
        #expect(hint.map { finding.message.contains($0) } ?? !finding.message.contains("tuist generate"))
    }

    /// A repository that commits the shared data of its generated project (coronacheck's `CTR.xcodeproj` holds
    /// only `xcshareddata`) has a .xcodeproj, with no project file in it; every XcodeGen spec of the folder is named
    /// (tutanota's `app-ios` has one for each app).
    @Test func theHintSaysWhatTheStubProjectLacksAndNamesEverySpec() {
        let stub = WorkspaceLoader(
            fileSystem: InMemoryFileSystem(files: [
                "/gen/project.yml": "name: CTR\n", "/gen/CTR.xcodeproj/xcshareddata/IDETemplateMacros.plist": "",
            ]))
        #expect(
            stub.generatedProjectHint(root: "/gen")
                == "this repository generates its Xcode project with XcodeGen (project.yml) and its CTR.xcodeproj holds "
                + "no project.pbxproj: run 'xcodegen generate' first, or describe the clones in brands.json ('clones')")
        let two = WorkspaceLoader(
            fileSystem: InMemoryFileSystem(files: [
                "/gen/app-ios/mail-project.yml": "", "/gen/app-ios/calendar-project.yml": "", "/gen/README.md": "",
            ]))
        #expect(
            two.generatedProjectHint(root: "/gen")?.hasPrefix(
                "this repository generates its Xcode project with XcodeGen (app-ios/calendar-project.yml, "
                    + "app-ios/mail-project.yml) and has no .xcodeproj") == true)
    }

    /// The hint names the specs that define an application target, also two folders down, rather than the first spec
    /// found: OneBusAway's was `OBAKit/project.yml`, its framework's, while its apps' are `Apps/<App>/project.yml`,
    /// each naming a target `App` whose `type: application` is in the spec it includes.
    @Test func theHintNamesTheSpecsOfApplications() {
        let app = { (name: String) in
            """
            # \(name)
            targets:
              App:
                sources:
                  - path: Apps/\(name)
                    type: folder
            include:
              - path: Apps/Shared/app_shared.yml
              - path: OBAKit/project.yml

            """
        }
        let loader = WorkspaceLoader(
            fileSystem: InMemoryFileSystem(files: [
                "/gen/OBAKit/project.yml": "targets:\n  OBAKit:\n    type: framework\n    platform: iOS\n",
                "/gen/OBAKitTests/project.yml": "targets:\n  OBAKitTests:\n    type: bundle.unit-test\n",
                "/gen/Apps/Shared/app_shared.yml": "name: OBAKit\ntargets:\n  App:\n    type: application\n",
                "/gen/Apps/OneBusAway/project.yml": app("OneBusAway"),
                "/gen/Apps/KiedyBus/project.yml": app("KiedyBus"),
            ]))
        #expect(
            loader.generatedProjectHint(root: "/gen")
                == "this repository generates its Xcode project with XcodeGen (Apps/KiedyBus/project.yml, "
                + "Apps/OneBusAway/project.yml) and has no .xcodeproj: run 'xcodegen generate' first, or describe the "
                + "clones in brands.json ('clones')")
    }

    /// element-ios commits `Riot.xcworkspace`, which lists `Riot.xcodeproj`, and of that project only its shared
    /// schemes: that the project file cannot be read is what the hint says, so it is said once, there.
    @Test func aStubProjectAWorkspaceListsIsReportedOnceByTheHint() throws {
        let workspace = WorkspaceLoader(
            fileSystem: InMemoryFileSystem(files: [
                "/gen/project.yml": "name: Riot\n",
                "/gen/Riot.xcworkspace/contents.xcworkspacedata":
                    "<Workspace version = \"1.0\"><FileRef location = \"group:Riot.xcodeproj\"></FileRef></Workspace>",
                "/gen/Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme": """
                <Scheme><BuildAction><BuildActionEntries><BuildActionEntry buildForArchiving = "YES">
                <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "F094A9A1B78D"
                BuildableName = "Riot.app" BlueprintName = "Riot" ReferencedContainer = "container:Riot.xcodeproj">
                </BuildableReference></BuildActionEntry></BuildActionEntries></BuildAction></Scheme>
                """,
            ])
        ).load(root: "/gen")
        let finding = try #require(workspace.diagnostics.first { $0.rule == WorkspaceMessage.noClonesRule })
        #expect(
            finding.message.hasSuffix(
                "its Riot.xcodeproj holds no project.pbxproj: run 'xcodegen generate' first, or describe the clones in "
                    + "brands.json ('clones')"), "\(finding.message)")
        #expect(workspace.diagnostics.count == 1, "\(workspace.diagnostics.map(\.message))")
    }

    @Test func aCommittedProjectBesideASpecNeedsNoHint() {
        let loader = WorkspaceLoader(
            fileSystem: InMemoryFileSystem(files: [
                "/gen/Project.swift": "", "/gen/App.xcodeproj/project.pbxproj": "{}",
            ]))
        #expect(loader.generatedProjectHint(root: "/gen") == nil)
        #expect(
            WorkspaceLoader(fileSystem: InMemoryFileSystem(files: ["/plain/README.md": ""])).generatedProjectHint(
                root: "/plain") == nil)
    }

    @Test func aChangeToTheProjectTouchesEveryCloneAndToASchemeItsClone() {
        let workspace = ExampleLoader.load(RuleExample.projectBaseline.resolvedFiles)
        let affected = AffectedClones(workspace: workspace)
        #expect(affected.compute(changedPaths: [ExampleWorkspace.projectFile]).map(\.clone) == ["ALPHA", "BETA"])
        let scheme = affected.compute(changedPaths: [ExampleWorkspace.schemeFile("BETA")])
        #expect(scheme.map(\.clone) == ["BETA"])
        #expect(scheme.first?.reasons.map(\.cause) == [.scheme])
    }

    @Test func aListNamesClonesByScheme() throws {
        var files = RuleExample.projectBaseline.resolvedFiles
        files["brands.json"] = """
            { "clones": [
              { "id": "alpha", "name": "Alpha", "scheme": "ALPHA" },
              { "id": "beta", "folder": "Brands/BETA" },
              { "id": "gone", "scheme": "GONE" }
            ] }
            """
        let workspace = ExampleLoader.load(files)
        #expect(workspace.clones.map(\.id) == ["alpha", "beta"])
        let alpha = try #require(workspace.clone("alpha"))
        #expect(alpha.definition.name == "Alpha")
        #expect(alpha.definition.target == "ALPHA")
        #expect(alpha.definition.origin.kind == .manifest)
        #expect(workspace.clone("beta")?.definition.configurations.map(\.name) == ["Debug", "Release"])
        #expect(
            workspace.diagnostics.map(\.message) == [
                "no shared scheme 'GONE'; share it in Xcode (Product > Scheme > Manage Schemes) and commit it",
                // 'beta' is listed by its folder alone, so the scheme of the app BETA is no clone's.
                UnusedSchemeRule.message(scheme: "BETA", target: "BETA"),
            ])
    }

    /// The clones the manifest excludes are not read, nor is what reading their project found reported: rainbow's
    /// chart library's `Example` app, excluded as a sample, had `validate` fail on its missing CocoaPods files.
    @Test func theProjectOfExcludedClonesOnlyIsNotReported() {
        var files = RuleExample.projectBaseline.resolvedFiles
        files["Sample/Example.xcodeproj/project.pbxproj"] = ExampleWorkspace.projectText
            .replacingOccurrences(of: "ALPHA", with: "DEMOA").replacingOccurrences(of: "BETA", with: "DEMOB")
        for id in ["DEMOA", "DEMOB"] {
            files["Sample/Example.xcodeproj/xcshareddata/xcschemes/\(id).xcscheme"] = ExampleWorkspace.scheme(id)
        }
        let sample = Path.join(Self.root, "Sample/")
        let everything = WorkspaceLoader(fileSystem: Self.fileSystem(files)).load(root: Self.root)
        #expect(everything.clones.map(\.id) == ["ALPHA", "BETA", "DEMOA", "DEMOB"])
        #expect(everything.diagnostics.contains { $0.location.file.hasPrefix(sample) })
        files["brands.json"] = #"{ "clones": { "exclude": ["DEMOA", "DEMOB"] } }"#
        let excluded = WorkspaceLoader(fileSystem: Self.fileSystem(files)).load(root: Self.root)
        #expect(excluded.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(excluded.diagnostics.filter { $0.location.file.hasPrefix(sample) } == [])
        #expect(Validator().validate(excluded, today: RuleExampleTests.today) == [])
        // Excluding one of the two leaves the project read: what is wrong in it is still reported.
        files["brands.json"] = #"{ "clones": { "exclude": ["DEMOB"] } }"#
        let one = WorkspaceLoader(fileSystem: Self.fileSystem(files)).load(root: Self.root)
        #expect(one.diagnostics.contains { $0.location.file.hasPrefix(sample) })
    }

    @Test func identityComesFromTheConfigFileWhenTheManifestSaysSo() throws {
        let files = [
            "brands.json": """
            { "clones": { "folder": "{clone}", "config_file": "info.json" }, "xcconfig": null, "schema": null,
              "identity": { "bundle_identifier": "bundle_id", "display_name": "app_name", "version": "v" } }
            """,
            "wiki/info.json": "{\n  \"app_name\": \"Wiki\",\n  \"bundle_id\": \"org.example.wiki\",\n  \"v\": 3\n}\n",
        ]
        let workspace = ExampleLoader.load(files)
        #expect(Validator().validate(workspace, today: RuleExampleTests.today) == [])
        let configuration = CloneConfigurationAssembler(schema: workspace.schema).assemble(
            try #require(workspace.clone("wiki")), configuration: "Release")
        #expect(configuration.bundleIdentifier?.value == "org.example.wiki")
        #expect(configuration.bundleIdentifier?.source.location?.line == 3)
        #expect(configuration.displayName?.value == "Wiki")
        #expect(configuration.version?.value == "3")
        #expect(configuration.identity.version?.feed == .literal)
    }
}
