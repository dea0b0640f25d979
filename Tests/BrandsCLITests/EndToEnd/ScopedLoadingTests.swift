import BrandKit
import BrandsCLI
import Support
import Testing
import XCConfig

/// Commands about one or two clones read only those clones in full (issue 11): their output and exit status are
/// those of a run that reads every clone, on the sample and on broken copies of it, and the resources of the
/// clones they leave out are never opened.
@Suite struct ScopedLoadingTests {
    /// Ways to break the sample, each in NWD or across clones; `show SBT` must not notice the ones in NWD alone.
    static let breakages: [String: [String: String?]] = [
        "clean": [:],
        "collision": SelectionTests.collision,
        "config": ReadingErrorTests.brokenConfig,
        "xcconfig": ReadingErrorTests.brokenXCConfig,
        "catalog": ["Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json": "{ \"colors\": [ }"],
        "font": ["Brands/NWD/Fonts/NordSans-Regular.ttf": "not a font"],
        "fonts plist": ["Brands/NWD/custom_fonts.plist": "<plist><dict><key>headline</key></plist>"],
        "missing colour": ["Brands/NWD/Assets.xcassets/PrimaryColor.colorset/Contents.json": nil],
    ]

    /// Commands that name clones, with names spelt as users spell them.
    static let commands: [[String]] = [
        ["show", "SBT"], ["show", "nwd", "-c", "Debug"], ["show", "NWD", "--format", "json"],
        ["show", "NWDD"], ["diff", "NWD", "SBT"], ["diff", "SBT", "--against", "Debug", "--format", "json"],
        ["diff", "HBC", "RVG", "--format", "markdown"], ["diff", "NWD", "XYZ"], ["settings", "NWD"],
        ["settings", "sbt", "-c", "Debug", "--explain", "PRODUCT_BUNDLE_IDENTIFIER"], ["validate", "SBT"],
        ["validate", "NWD", "-c", "Release"], ["validate", "NWD", "HBC", "--format", "json"], ["validate", "XYZ"],
        ["release", "plan", "sbt/5.4.1/300"], ["release", "plan", "nwd/6.0.0/2", "rvg/7.1.0/1044"],
        ["release", "plan", "xyz/1.0.0/1"], ["list", "NWD"], ["list", "sbt", "HBC", "--format", "json"],
        ["list", "XYZ"],
    ]

    @Test(arguments: commands, breakages.keys.sorted())
    func selectingClonesChangesNoOutput(arguments: [String], breakage: String) {
        let fileSystem = SampleWorkspace.inMemory(changing: Self.breakages[breakage] ?? [:])
        let selected = Self.run(arguments, on: fileSystem, readsEveryClone: false)
        let everything = Self.run(arguments, on: fileSystem, readsEveryClone: true)
        #expect(selected.status == everything.status)
        #expect(selected.standardOutput == everything.standardOutput)
        #expect(selected.standardError == everything.standardError)
    }

    @Test(arguments: ["sbt/5.4.1/300\n", "nwd/6.0.0/2\nbad\n", ""])
    func tagsFromStandardInputSelectAsArgumentsDo(input: String) {
        let fileSystem = SampleWorkspace.inMemory(changing: SelectionTests.collision)
        let runs = [false, true].map { everything in
            CapturedRun(
                ["release", "plan"], root: CommandTable.root, fileSystem: fileSystem,
                currentDirectory: SampleWorkspace.memoryRoot, standardInput: input, readsEveryClone: everything)
        }
        #expect(runs[0].status == runs[1].status)
        #expect(runs[0].standardOutput == runs[1].standardOutput)
        #expect(runs[0].standardError == runs[1].standardError)
    }

    /// A clone's broken files fail the commands about it, never those about another clone, as `validate CLONE`
    /// reports only what concerns the clones it checks.
    @Test(arguments: ["config", "catalog", "font", "fonts plist", "missing colour"])
    func aBrokenCloneFailsOnlyTheCommandsAboutIt(breakage: String) {
        let fileSystem = SampleWorkspace.inMemory(changing: Self.breakages[breakage] ?? [:])
        for arguments in [["show", "SBT"], ["diff", "SBT", "HBC"], ["validate", "SBT"], ["settings", "SBT"]] {
            let run = Self.run(arguments, on: fileSystem, readsEveryClone: false)
            #expect(run.status == .success, "\(arguments): \(run.standardOutput)\(run.standardError)")
        }
        let about = Self.run(["validate", "NWD"], on: fileSystem, readsEveryClone: false)
        #expect(about.status == .failure, "\(about.standardOutput)")
        #expect(about.standardOutput.contains("Brands/NWD/"))
    }

    @Test(arguments: [["NWD"], ["sbt", "ALP", "SBT"]])
    func listingClonesListsTheirRowsOfTheWholeList(clones: [String]) {
        let all = SampleWorkspace.run(["list"], changing: [:])
        let some = SampleWorkspace.run(["list"] + clones, changing: [:])
        #expect(some.status == .success, "\(some.standardError)")
        let ids = Set(clones.map { $0.uppercased() })
        let rows = all.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter {
            $0.offset == 0 || ids.contains(String($0.element.prefix(3)))
        }
        // The columns are as wide as the widest value shown, so compare the cells.
        #expect(
            some.standardOutput.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
                == rows.map { $0.element.split(separator: " ", omittingEmptySubsequences: true) }.filter { !$0.isEmpty }
        )
        #expect(some.standardOutput.split(separator: "\n").count == ids.count + 1)
    }

    @Test func aBrokenCloneFailsTheListOfIt() {
        let fileSystem = SampleWorkspace.inMemory(changing: Self.breakages["font"] ?? [:])
        #expect(Self.run(["list", "SBT"], on: fileSystem, readsEveryClone: false).status == .success)
        #expect(Self.run(["list", "NWD"], on: fileSystem, readsEveryClone: false).status == .failure)
        #expect(Self.run(["list"], on: fileSystem, readsEveryClone: false).status == .failure)
    }

    /// The files under `Brands/NWD/` a command opens, read through a recording file system.
    static func filesOfNWD(opening arguments: [String], readsEveryClone: Bool) -> Set<String> {
        let recording = RecordingFileSystem(SampleWorkspace.inMemory())
        let run = run(arguments, on: recording, readsEveryClone: readsEveryClone)
        #expect(run.status == .success, "\(run.standardOutput)\(run.standardError)")
        let folder = SampleWorkspace.memoryRoot + "/Brands/NWD/"
        return Set(recording.readPaths.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count)) })
    }

    /// NWD's resources: what reading it in full opens beyond its config file and Info.plist.
    static let resourcesOfNWD: Set<String> = [
        "Assets.xcassets/Contents.json", "Assets.xcassets/PrimaryColor.colorset/Contents.json",
        "Fonts/NordSans-Regular.ttf", "custom_fonts.plist",
    ]

    @Test(arguments: [
        ["show", "SBT"], ["diff", "SBT", "HBC"], ["settings", "SBT"], ["validate", "SBT"],
        ["release", "plan", "sbt/5.4.1/300"], ["list", "SBT"],
    ])
    func theResourcesOfCloneLeftOutAreNeverOpened(arguments: [String]) {
        let selected = Self.filesOfNWD(opening: arguments, readsEveryClone: false)
        // What the rules comparing clones need: the identity (Info.plist) and the flags (config.json).
        #expect(selected == ["config.json", "Info.plist"])
        let everything = Self.filesOfNWD(opening: arguments, readsEveryClone: true)
        #expect(everything.isSuperset(of: Self.resourcesOfNWD), "\(everything.sorted())")
    }

    @Test func theSelectedCloneIsReadInFull() {
        let opened = Self.filesOfNWD(opening: ["show", "NWD"], readsEveryClone: false)
        #expect(opened.isSuperset(of: Self.resourcesOfNWD.union(["config.json", "Info.plist"])), "\(opened.sorted())")
    }

    /// For a command that compares no clone, the clones left out keep only what comparing clones reads: no levels,
    /// evaluated settings or Info.plists; their identities and what reading found are as in a read keeping them
    /// whole, and the clone named keeps everything.
    @Test func theClonesLeftOutKeepNoSettings() {
        let loader = WorkspaceLoader(fileSystem: SampleWorkspace.inMemory())
        let root = SampleWorkspace.memoryRoot
        let kept = loader.load(root: root, selecting: .named(["sbt"]), keepingOthersWhole: false)
        let whole = loader.load(root: root, selecting: .named(["sbt"]), keepingOthersWhole: true)
        #expect(kept.clones.map(\.id) == whole.clones.map(\.id))
        #expect(kept.clones.count == 5)
        #expect(kept.diagnostics == whole.diagnostics)
        let identities = { (workspace: Workspace) in workspace.clones.map { $0.configurations.map(\.identity) } }
        #expect(identities(kept) == identities(whole))
        for clone in kept.clones {
            let read = clone.configurations.filter { $0.settings != nil || !$0.levels.isEmpty || $0.infoPlist != nil }
            #expect(read.count == (clone.id == "SBT" ? clone.configurations.count : 0), "\(clone.id)")
        }
    }

    static func run(_ arguments: [String], on fileSystem: any FileSystem, readsEveryClone: Bool) -> CapturedRun {
        CapturedRun(
            arguments, root: CommandTable.root, fileSystem: fileSystem, currentDirectory: SampleWorkspace.memoryRoot,
            readsEveryClone: readsEveryClone)
    }
}
