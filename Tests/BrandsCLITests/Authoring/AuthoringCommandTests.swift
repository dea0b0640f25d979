import Foundation
import Testing

/// `brands inputs`, `brands new` and `brands remove` on copies of the sample.
@Suite struct AuthoringCommandTests {
    static func exists(_ workspace: TemporaryWorkspace, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent(path).path)
    }

    static func read(_ workspace: TemporaryWorkspace, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: workspace.root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// A file beside the workspace is listed from the root with `..`, not with the machine's absolute path (Loop's
    /// optional `#include? "../LoopConfigOverride.xcconfig"`).
    @Test func inputsListsAFileBesideTheWorkspaceFromTheRoot() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let debug = try String(
            contentsOf: workspace.root.appendingPathComponent("Configs/NWD-Debug.xcconfig"), encoding: .utf8)
        try workspace.write(debug + "#include? \"../../Override.xcconfig\"\n", to: "Configs/NWD-Debug.xcconfig")
        let text = try workspace.run(["inputs", "NWD", "--format", "text"]).standardOutput
        #expect(text.contains("\n../Override.xcconfig "), "\(text)")
        #expect(!text.contains(workspace.root.deletingLastPathComponent().path), "\(text)")
        let json = try workspace.run(["inputs", "NWD", "--format", "json"]).standardOutput
        #expect(json.contains("\"path\": \"../Override.xcconfig\""), "\(json)")
    }

    /// `-c` takes the Xcode configuration a clone builds a role in, as `show` does (Simplenote's `Distribution
    /// AppStore` was an unknown configuration to `inputs` and `matrix`).
    @Test func inputsAndMatrixTakeTheXcodeConfigurationOfARole() throws {
        let fileSystem = FixtureRepository.load("ChannelXCConfigs")
        let inputs = FixtureRepository.run(["inputs", "News-Beta", "-c", "Beta", "--format", "json"], on: fileSystem)
        #expect(inputs.status == .success, "\(inputs.standardError)")
        #expect(inputs.standardOutput.contains("\"configuration\": \"Release\""), "\(inputs.standardOutput)")
        // Every clone must build a role in it for the table of every clone: News builds none in Beta, and is named.
        let matrix = FixtureRepository.run(["matrix", "-c", "Beta", "PRODUCT_BUNDLE_IDENTIFIER"], on: fileSystem)
        #expect(matrix.status == .usageError)
        #expect(matrix.standardError.contains("News-Beta builds Debug in 'Beta'"), "\(matrix.standardError)")
    }

    @Test func inputsPrintsAnXCFileList() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let run = try workspace.run(["inputs", "NWD"])
        #expect(run.exitCode == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("$(SRCROOT)/") })
        #expect(lines == lines.sorted())
        for expected in [
            "Brands/NWD/config.json", "Brands/NWD/Info.plist", "Brands/NWD/custom_fonts.plist",
            "Brands/NWD/Fonts/NordSerif-Bold.ttf", "Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json",
            "Configs/Base.xcconfig", "Configs/NWD-Debug.xcconfig", "Configs/NWD-Release.xcconfig",
        ] {
            #expect(lines.contains("$(SRCROOT)/" + expected), "\(expected)")
        }
        #expect(!lines.contains { $0.contains("SBT") })
        let debug = try workspace.run(["inputs", "NWD", "-c", "Debug"]).standardOutput
        #expect(!debug.contains("NWD-Release.xcconfig"))
        let json = try workspace.run(["inputs", "NWD", "--format", "json"]).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["clones"] as? [String] == ["NWD"])
        let inputs = try #require(document["inputs"] as? [[String: Any]])
        #expect(inputs.count == lines.count)
        #expect(inputs.allSatisfy { Set($0.keys) == ["path", "roles", "configurations", "exists"] })
        let every = try workspace.run(["inputs"]).standardOutput.split(separator: "\n").map(String.init)
        #expect(every.contains("$(SRCROOT)/Configs/SBT-Release.xcconfig"))
        #expect(Set(lines).isSubset(of: Set(every)))
        let two = try workspace.run(["inputs", "NWD", "SBT"]).standardOutput.split(separator: "\n").map(String.init)
        #expect(two.contains("$(SRCROOT)/Brands/SBT/config.json") && !two.contains { $0.contains("/HBC") })
        // Sources are what brands affected watches, not what validation reads; --members adds them.
        #expect(!lines.contains { $0.hasSuffix("/App/Sources/ContentView.swift") })
        let members = try workspace.run(["inputs", "NWD", "--members", "--format", "text"]).standardOutput
        #expect(members.contains("\nApp/Sources/ContentView.swift "))
        #expect(members.contains("\nWidget/Sources/NewsWidget.swift "))
        #expect(members.contains(" extension-member"))
        let unknown = try workspace.run(["inputs", "NWDD"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.hasPrefix("error: unknown clone 'NWDD'; did you mean 'NWD'?\n"))
    }

    @Test func newCopiesACloneThatThenValidates() throws {
        let workspace = try SampleWorkspace.copy(only: SampleWorkspace.folderLayout)
        defer { workspace.remove() }
        let run = try workspace.run([
            "new", "KLR", "--from", "NWD", "--name", "Klar News", "--bundle-id", "de.klar.news",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("created clone KLR from NWD: 16 files\n"))
        #expect(run.standardOutput.contains("  Configs/KLR-Release.xcconfig  (5 changes)\n"))
        #expect(run.standardOutput.contains("checked KLR: 0 errors, 0 warnings\n"))
        #expect(
            run.standardOutput.contains(
                "left to do by hand:\n  1. review the values copied from NWD in Brands/KLR/config.json"))
        let release = try Self.read(workspace, "Configs/KLR-Release.xcconfig")
        #expect(release.contains("#include \"KLR-Debug.xcconfig\"\n"))
        #expect(release.contains("PRODUCT_BUNDLE_IDENTIFIER = de.klar.news\n"))
        #expect(release.contains("APP_DISPLAY_NAME = Klar News\n"))
        #expect(try Self.read(workspace, "Configs/KLR-Debug.xcconfig").contains("APP_DISPLAY_NAME = Klar News β\n"))
        #expect(try Self.read(workspace, "Brands/KLR/config.json").contains("\"clone_identifier\": \"KLR\""))
        #expect(
            try Data(contentsOf: workspace.root.appendingPathComponent("Brands/KLR/Fonts/NordSerif-Bold.ttf"))
                == Data(contentsOf: workspace.root.appendingPathComponent("Brands/NWD/Fonts/NordSerif-Bold.ttf")))
        let validated = try workspace.run(["validate"])
        #expect(validated.exitCode == 0)
        #expect(validated.standardOutput.hasSuffix("0 errors, 0 warnings in 6 clones\n"))
        let listed = try workspace.run(["list"]).standardOutput
        #expect(listed.contains("KLR  Klar News  "))
        let generated = try workspace.run(["generate", "swift"]).standardOutput
        #expect(generated.contains("#elseif CLONE_KLR\n"))
    }

    /// A bundle identifier or display name the project file gives the target is copied with the target, so what
    /// `--bundle-id` and `--name` ask for is a step to do there (White-Label-iOS-App's were left as they were, unsaid).
    @Test func newSaysToSetTheIdentityTheProjectFileGives() throws {
        let workspace = try TemporaryWorkspace()
        defer { workspace.remove() }
        try workspace.copyFixture("ConfigurationPerBrand")
        let run = try workspace.run([
            "new", "Zed", "--from", "Blockzilla", "--name", "Zed Browser", "--bundle-id", "com.example.zed",
        ])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "in target 'Zed', set the bundle identifier (PRODUCT_BUNDLE_IDENTIFIER) to 'com.example.zed': the copy "
                    + "keeps what Blockzilla's target sets at Blockzilla.xcodeproj/project.pbxproj:167 "
                    + "('org.example.Focus' for Blockzilla)\n"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("set the display name (PRODUCT_NAME) to 'Zed Browser'"))
    }

    @Test func newOnTheProjectSampleCopiesTheFilesAndListsTheProjectEdits() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let run = try workspace.run(["new", "KLR", "--from", "NWD", "--bundle-id", "de.klar.news"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("created clone KLR from NWD: 16 files\n"))
        #expect(!run.standardOutput.contains(".xcscheme"), "a copied scheme would still build NWD's target")
        #expect(!Self.exists(workspace, "Newsroom.xcodeproj/xcshareddata/xcschemes/KLR.xcscheme"))
        #expect(
            run.standardOutput.contains(
                "KLR is not a clone yet: brands finds it once the project builds it (the steps below); "
                    + "then run 'brands validate KLR'\n"))
        let steps = """
              3. in Newsroom.xcodeproj: duplicate target 'NWD' (with the extension 'NWDWidget' it embeds) as 'KLR', \
            set its base configurations to Configs/KLR-Debug.xcconfig (Debug) and Configs/KLR-Release.xcconfig \
            (Release), and give it the resources of Brands/KLR in place of those of Brands/NWD
              4. in Newsroom.xcodeproj: duplicate scheme 'NWD' as 'KLR' (shared) and point its build, launch and \
            archive actions at target 'KLR'

            """
        #expect(run.standardOutput.contains(steps))
        let listed = try workspace.run(["list"]).standardOutput
        #expect(!listed.contains("KLR"), "the project does not build KLR yet")
    }

    @Test func removeOnTheProjectSampleLeavesTheProjectToXcode() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let listed = try workspace.run(["remove", "HBC"])
        #expect(listed.exitCode == 1)
        #expect(listed.standardOutput.hasPrefix("would remove 15 files of HBC:\n"))
        #expect(!listed.standardOutput.contains("Newsroom.xcodeproj/"), "the project and its schemes stay")
        let step = """
            and by hand:
              1. in Newsroom.xcodeproj: delete target 'HBC' (with the extension 'HBCWidget' it embeds) and scheme \
            'HBC'; brands reads clones from the project until then

            """
        #expect(listed.standardOutput.hasSuffix(step))
        let removed = try workspace.run(["remove", "HBC", "--yes"])
        #expect(removed.exitCode == 0)
        #expect(Self.exists(workspace, "Newsroom.xcodeproj/xcshareddata/xcschemes/HBC.xcscheme"))
        #expect(!Self.exists(workspace, "Brands/HBC"))
    }

    @Test func newRefusesAnExistingCloneOrFileAndWritesNothing() throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let existing = try workspace.run(["new", "SBT", "--from", "NWD"])
        #expect(existing.exitCode == 1)
        #expect(existing.standardError == "error: clone 'SBT' already exists; choose another id or remove it first\n")
        try workspace.write("// mine\n", to: "Configs/KLR-Release.xcconfig")
        let clash = try workspace.run(["new", "KLR", "--from", "NWD"])
        #expect(clash.exitCode == 1)
        #expect(clash.standardError == "error: 'Configs/KLR-Release.xcconfig' already exists; nothing was written\n")
        #expect(!Self.exists(workspace, "Brands/KLR"))
        #expect(!Self.exists(workspace, "Configs/KLR-Debug.xcconfig"))
        #expect(try Self.read(workspace, "Configs/KLR-Release.xcconfig") == "// mine\n")
    }

    @Test(arguments: [
        (["new", "KLR", "--from", "NWDD"], "error: unknown clone to copy 'NWDD'; did you mean 'NWD'?"),
        (["new", "KLR"], "error: --from is required: the clone to copy"),
        (
            ["new", "K-1", "--from", "NWD"],
            "error: 'K-1' cannot be a clone id: use a letter, then letters, digits or '_'"
        ),
        (["remove", "NWDD"], "error: unknown clone 'NWDD'; did you mean 'NWD'?"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let workspace = try SampleWorkspace.copy()
        defer { workspace.remove() }
        let run = try workspace.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.standardError.hasPrefix(message + "\n"), "\(run.standardError)")
        #expect(!Self.exists(workspace, "Brands/KLR"))
    }

    @Test func removeListsAndDeletesOnlyWithYes() throws {
        let workspace = try SampleWorkspace.copy(only: SampleWorkspace.folderLayout)
        defer { workspace.remove() }
        let listed = try workspace.run(["remove", "HBC"])
        #expect(listed.exitCode == 1)
        #expect(listed.standardOutput.hasPrefix("would remove 15 files of HBC:\n  Brands/HBC/Assets.xcassets/"))
        #expect(listed.standardOutput.contains("  Configs/HBC-Release.xcconfig\n"))
        #expect(
            listed.standardOutput.hasSuffix(
                "keeping the files HBC shares with other clones:\n  Configs/Base.xcconfig  (ALP, NWD, RVG, SBT)\n"))
        #expect(
            listed.standardError == "error: nothing was deleted; run 'brands remove HBC --yes' to delete these files\n")
        #expect(Self.exists(workspace, "Brands/HBC/config.json"))
        let removed = try workspace.run(["remove", "HBC", "--yes"])
        #expect(removed.exitCode == 0)
        #expect(removed.standardOutput.contains("removed clone HBC\n"))
        #expect(!Self.exists(workspace, "Brands/HBC"))
        #expect(!Self.exists(workspace, "Configs/HBC-Debug.xcconfig"))
        #expect(!Self.exists(workspace, "Configs/HBC-Release.xcconfig"))
        #expect(Self.exists(workspace, "Configs/Base.xcconfig"))
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: workspace.root.appendingPathComponent("Configs").path)
        #expect(!leftovers.contains { $0.hasPrefix(".") }, "no hidden leftovers")
        let validated = try workspace.run(["validate"])
        #expect(validated.exitCode == 0)
        #expect(
            validated.standardOutput.hasSuffix("0 errors, 0 warnings, 1 note in 4 clones\n"),
            "HBC was the only clone without weather_widget")
    }
}
