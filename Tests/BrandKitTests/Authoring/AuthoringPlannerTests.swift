import BrandKit
import Support
import Testing
import XCConfig

/// `new`, `remove` and `inputs` planned on the in-memory example workspace (clones ALPHA and BETA).
@Suite struct AuthoringPlannerTests {
    static func fileSystem(_ changes: [String: String] = [:]) -> InMemoryFileSystem {
        var fileSystem = InMemoryFileSystem()
        for (path, text) in ExampleWorkspace.files.merging(changes, uniquingKeysWith: { $1 }) {
            fileSystem.write(text, to: Path.join(ExampleWorkspace.root, path))
        }
        return fileSystem
    }

    static func path(_ relative: String) -> String { Path.join(ExampleWorkspace.root, relative) }

    static func load(_ fileSystem: any FileSystem) -> Workspace {
        WorkspaceLoader(fileSystem: fileSystem).load(root: ExampleWorkspace.root)
    }

    @Test func aNewCloneCopiesTheFilesOfItsSourceAloneRenamedAndRewritten() throws {
        let fileSystem = Self.fileSystem()
        let workspace = Self.load(fileSystem)
        let source = try #require(workspace.clone("ALPHA"))
        let plan = try NewClonePlanner(workspace: workspace, fileSystem: fileSystem).plan(
            id: "GAMMA", from: source, name: "Gamma News", bundleIdentifier: "com.example.gamma")
        let relative = plan.files.map { workspace.relativePath($0.path) }
        #expect(relative.contains("Brands/GAMMA/config.json"))
        #expect(relative.contains("Configs/GAMMA-Debug.xcconfig"))
        #expect(relative.contains("Configs/GAMMA-Release.xcconfig"))
        #expect(!relative.contains { $0.contains("Base") }, "shared files are not copied")
        #expect(relative.allSatisfy { $0.contains("GAMMA") })
        let debug = try #require(plan.files.first { $0.path == Self.path("Configs/GAMMA-Debug.xcconfig") })
        let text = String(decoding: debug.bytes, as: UTF8.self)
        #expect(text.contains("CLONE_IDENTIFIER = GAMMA\n"))
        #expect(text.contains("PRODUCT_BUNDLE_IDENTIFIER = com.example.gamma.debug\n"))
        #expect(text.contains("APP_DISPLAY_NAME = Gamma News Dev\n"), "the name is replaced where the setting is set")
        let release = try #require(plan.files.first { $0.path == Self.path("Configs/GAMMA-Release.xcconfig") })
        #expect(String(decoding: release.bytes, as: UTF8.self).contains("#include \"GAMMA-Debug.xcconfig\"\n"))
        let icon = try #require(plan.files.first { $0.path.hasSuffix("Icon-1024.png") })
        #expect(icon.bytes == Array("PNG".utf8))
        #expect(plan.manualSteps.first?.hasPrefix("review the values copied from ALPHA") == true)
    }

    @Test func withoutABundleIdentifierTheStepsSayWhichFilesStillHoldTheOldOne() throws {
        // The example's bundle identifiers hold the id (com.example.alpha), which renames them; these do not.
        let changes = ["Debug": ".debug", "Release": ""].reduce(into: [String: String]()) { changes, pair in
            let path = "Configs/ALPHA-\(pair.key).xcconfig"
            changes[path] = ExampleWorkspace.files[path, default: ""].replacingOccurrences(
                of: "com.example.alpha\(pair.value)\n", with: "com.example.first\(pair.value)\n")
        }
        let fileSystem = Self.fileSystem(changes)
        let workspace = Self.load(fileSystem)
        let plan = try NewClonePlanner(workspace: workspace, fileSystem: fileSystem).plan(
            id: "GAMMA", from: try #require(workspace.clone("ALPHA")), name: nil, bundleIdentifier: nil)
        #expect(
            plan.manualSteps.first
                == "give GAMMA a bundle identifier of its own: it still has ALPHA's com.example.first (in "
                + "Configs/GAMMA-Debug.xcconfig, Configs/GAMMA-Release.xcconfig); or run again with --bundle-id")
        let renamed = try NewClonePlanner(workspace: Self.load(Self.fileSystem()), fileSystem: Self.fileSystem()).plan(
            id: "GAMMA", from: try #require(Self.load(Self.fileSystem()).clone("ALPHA")), name: nil,
            bundleIdentifier: nil)
        #expect(!renamed.manualSteps.contains { $0.hasPrefix("give GAMMA a bundle identifier") })
    }

    @Test(
        arguments: [
            ("BETA", nil, AuthoringRefusal("clone 'BETA' already exists; choose another id or remove it first")),
            ("beta", nil, AuthoringRefusal("clone 'BETA' already exists; choose another id or remove it first")),
            (
                "9LIVES", nil,
                AuthoringRefusal(
                    "'9LIVES' cannot be a clone id: use a letter, then letters, digits or '_'", isUsageError: true)
            ),
            (
                "A-B", nil,
                AuthoringRefusal(
                    "'A-B' cannot be a clone id: use a letter, then letters, digits or '_'", isUsageError: true)
            ),
            (
                "GAMMA", "not a bundle",
                AuthoringRefusal(
                    "'not a bundle' is not a bundle identifier: use reverse-DNS, such as com.example.app",
                    isUsageError: true)
            ),
        ] as [(String, String?, AuthoringRefusal)])
    func refusals(id: String, bundle: String?, refusal: AuthoringRefusal) throws {
        let fileSystem = Self.fileSystem()
        let workspace = Self.load(fileSystem)
        let planner = NewClonePlanner(workspace: workspace, fileSystem: fileSystem)
        let source = try #require(workspace.clone("ALPHA"))
        #expect(throws: refusal) { try planner.plan(id: id, from: source, name: nil, bundleIdentifier: bundle) }
    }

    @Test func anExistingTargetFileIsRefused() throws {
        let fileSystem = Self.fileSystem(["Configs/GAMMA-Release.xcconfig": "// someone's\n"])
        let workspace = Self.load(fileSystem)
        let planner = NewClonePlanner(workspace: workspace, fileSystem: fileSystem)
        #expect(throws: AuthoringRefusal("'Configs/GAMMA-Release.xcconfig' already exists; nothing was written")) {
            try planner.plan(
                id: "GAMMA", from: try #require(workspace.clone("ALPHA")), name: nil, bundleIdentifier: nil)
        }
    }

    @Test func removalTakesTheClonesOwnFilesAndKeepsSharedOnes() throws {
        let fileSystem = Self.fileSystem()
        let workspace = Self.load(fileSystem)
        let plan = CloneRemovalPlanner(workspace: workspace, fileSystem: fileSystem).plan(
            try #require(workspace.clone("ALPHA")))
        #expect(
            plan.removals.map(workspace.relativePath) == [
                "Brands/ALPHA", "Configs/ALPHA-Debug.xcconfig", "Configs/ALPHA-Release.xcconfig",
            ])
        #expect(plan.files.map(workspace.relativePath).contains("Brands/ALPHA/Assets.xcassets/Contents.json"))
        #expect(plan.shared.map { workspace.relativePath($0.path) } == ["Configs/Base.xcconfig"])
        #expect(plan.shared.first?.clones == ["BETA"])
    }

    @Test func aFileAnotherCloneReadsKeepsItsFolder() throws {
        // BETA's chain includes a file kept in ALPHA's folder: the folder cannot go as a whole.
        let betaDebug =
            ExampleWorkspace.files["Configs/BETA-Debug.xcconfig", default: ""]
            + "#include \"../Brands/ALPHA/Shared.xcconfig\"\n"
        let fileSystem = Self.fileSystem([
            "Brands/ALPHA/Shared.xcconfig": "SHARED = 1\n", "Configs/BETA-Debug.xcconfig": betaDebug,
            "Configs/ALPHA-Debug.xcconfig": ExampleWorkspace.files["Configs/ALPHA-Debug.xcconfig", default: ""]
                + "#include \"../Brands/ALPHA/Shared.xcconfig\"\n",
        ])
        let workspace = Self.load(fileSystem)
        let plan = CloneRemovalPlanner(workspace: workspace, fileSystem: fileSystem).plan(
            try #require(workspace.clone("ALPHA")))
        #expect(!plan.removals.contains(Self.path("Brands/ALPHA")))
        #expect(plan.removals.contains(Self.path("Brands/ALPHA/config.json")))
        #expect(plan.shared.map(\.path).contains(Self.path("Brands/ALPHA/Shared.xcconfig")))
        #expect(!plan.files.contains(Self.path("Brands/ALPHA/Shared.xcconfig")))
    }

    @Test func inputsListEveryFileAndFilterByConfiguration() throws {
        let fileSystem = Self.fileSystem()
        let workspace = Self.load(fileSystem)
        let clone = try #require(workspace.clone("ALPHA"))
        let all = CloneInputList(clone, in: workspace, configuration: nil, fileSystem: fileSystem)
        let paths = all.items.map { workspace.relativePath($0.path) }
        #expect(paths.contains("Brands/ALPHA/Assets.xcassets/AppIcon.appiconset/Icon-1024.png"))
        #expect(paths.contains("Configs/Base.xcconfig"))
        #expect(paths.contains("Configs/ALPHA-Release.xcconfig"))
        #expect(!paths.contains { $0.contains("BETA") })
        let config = try #require(all.items.first { $0.path == Self.path("Brands/ALPHA/config.json") })
        #expect(config.roles == ["config-file", "definition", "folder"])
        #expect(config.configurations == [])
        let debug = CloneInputList(clone, in: workspace, configuration: "Debug", fileSystem: fileSystem)
        #expect(!debug.items.map(\.path).contains(Self.path("Configs/ALPHA-Release.xcconfig")))
        #expect(
            all.items.first { $0.path == Self.path("Configs/ALPHA-Debug.xcconfig") }?.configurations == [
                "Debug", "Release",
            ])
        #expect(debug.items.first { $0.path == Self.path("Configs/ALPHA-Debug.xcconfig") }?.configurations == ["Debug"])
    }
}
