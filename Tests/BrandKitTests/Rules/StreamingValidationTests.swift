import BrandKit
import Support
import Testing
import XCConfig

/// `Validator.validate(root:loader:today:)`, which checks each run of clones as it is read and keeps of each clone
/// only what the rules comparing clones read: it finds exactly what validating the whole workspace finds.
@Suite struct StreamingValidationTests {
    static func fileSystem(_ files: [String: [UInt8]]) -> InMemoryFileSystem {
        var fileSystem = InMemoryFileSystem()
        for (path, bytes) in files { fileSystem.write(bytes, to: Path.join(ExampleWorkspace.root, path)) }
        return fileSystem
    }

    static func whole(_ files: [String: [UInt8]]) -> (Workspace, [Diagnostic]) {
        let workspace = WorkspaceLoader(fileSystem: fileSystem(files)).load(root: ExampleWorkspace.root)
        return (workspace, Validator().validate(workspace, today: RuleExampleTests.today))
    }

    static func streamed(_ files: [String: [UInt8]], runLength: Int) -> (
        workspace: Workspace, diagnostics: [Diagnostic]
    ) {
        Validator().validate(
            root: ExampleWorkspace.root, loader: WorkspaceLoader(fileSystem: fileSystem(files)), runLength: runLength,
            today: RuleExampleTests.today)
    }

    /// Every rule example, each clone in a run of its own and all in one run: a rule that looks at one clone at a
    /// time but compared it with another, or a rule comparing clones that reads what is not kept, would differ.
    @Test(arguments: RuleExampleTests.cases)
    func checkingRunsFindsWhatCheckingTheWholeFinds(_ testCase: RuleExampleTests.Case) {
        let files = testCase.example.resolvedContents
        let (workspace, expected) = Self.whole(files)
        for runLength in [1, 32] {
            let streamed = Self.streamed(files, runLength: runLength)
            #expect(streamed.diagnostics == expected, "\(testCase.testDescription), runs of \(runLength)")
            #expect(streamed.workspace.clones.map(\.id) == workspace.clones.map(\.id))
            #expect(streamed.workspace.diagnostics == workspace.diagnostics)
        }
    }

    /// Some clones in some configurations checked as they are read (`validate NWD`, `validate -c Release`) find what
    /// checking them in the workspace read first finds, for every rule example: the first clone named in lower case
    /// in every configuration, the last in the first configuration, and every clone in the last configuration.
    @Test(arguments: RuleExampleTests.cases)
    func checkingSomeClonesFindsWhatCheckingThemInTheWorkspaceFinds(_ testCase: RuleExampleTests.Case) {
        let files = testCase.example.resolvedContents
        let whole = WorkspaceLoader(fileSystem: Self.fileSystem(files)).load(root: ExampleWorkspace.root)
        let ids = whole.clones.map(\.id)
        let declared = whole.manifest.configurations
        let selections: [([String], [String])] = [
            (ids.prefix(1).map { $0.lowercased() }, []), (Array(ids.suffix(1)), Array(declared.prefix(1))),
            ([], Array(declared.suffix(1))),
        ]
        for (names, configurations) in selections {
            let reading = names.isEmpty ? CloneSelection.all : .named(names)
            let read = WorkspaceLoader(fileSystem: Self.fileSystem(files)).load(
                root: ExampleWorkspace.root, selecting: reading)
            let expected = Validator().validate(
                read, clones: names.isEmpty ? nil : names.compactMap { CloneSelection.match($0, in: ids) },
                configurations: configurations.isEmpty ? nil : configurations, today: RuleExampleTests.today)
            for runLength in [1, 32] {
                let streamed = Validator().validate(
                    root: ExampleWorkspace.root, loader: WorkspaceLoader(fileSystem: Self.fileSystem(files)),
                    reading: reading, clones: names, configurations: configurations, runLength: runLength,
                    today: RuleExampleTests.today)
                let label = "\(testCase.testDescription), \(names) in \(configurations), runs of \(runLength)"
                #expect(streamed.diagnostics == expected, "\(label)")
                #expect(streamed.workspace.clones.map(\.id) == ids)
                #expect(streamed.workspace.diagnostics == read.diagnostics)
            }
        }
    }

    /// Seven clones in runs of two, read on every core: findings that compare clones in different runs (a bundle
    /// identifier, colour sets, a flag set alike everywhere) are found, and the same as one pass finds.
    @Test func clonesInDifferentRunsAreCompared() {
        var files = ExampleWorkspace.files
        let ids = ["ALPHA", "BETA", "GAMMA", "DELTA", "EPSILON", "ZETA", "ETA"]
        for (index, id) in ids.enumerated().dropFirst(2) {
            files.merge(ExampleWorkspace.cloneFiles(id, hostIndex: index), uniquingKeysWith: { $1 })
        }
        // ETA ships ALPHA's Release bundle identifier; ZETA lacks a colour set the others have.
        files["Configs/ETA-Release.xcconfig"] = files["Configs/ETA-Release.xcconfig"]?.replacingOccurrences(
            of: "com.example.eta", with: "com.example.alpha")
        files = files.filter { !$0.key.hasPrefix("Brands/ZETA/Assets.xcassets/PrimaryColor.colorset") }
        let contents = files.mapValues { Array($0.utf8) }
        let (_, expected) = Self.whole(contents)
        let rules = Set(expected.map(\.rule))
        #expect(rules.contains(DuplicateBundleIdentifierRule.description.id), "\(expected)")
        #expect(rules.contains(MissingColorRoleRule.description.id), "\(expected)")
        let streamed = Self.streamed(contents, runLength: 2)
        #expect(streamed.diagnostics == expected)
        #expect(streamed.workspace.clones.map(\.id) == ids.sorted())
    }

    /// What stays of a clone after its run is checked: no settings levels, evaluated settings, Info.plist,
    /// entitlements, fonts plist, font files, colours or config fields other than the flags, which are most of a
    /// clone in memory; its identity, inputs, flags and colour set names stay.
    @Test func aCheckedCloneKeepsOnlyWhatComparingClonesReads() {
        let files = ExampleWorkspace.files.mapValues { Array($0.utf8) }
        let (whole, _) = Self.whole(files)
        let kept = Self.streamed(files, runLength: 1).workspace
        #expect(whole.clones.allSatisfy { $0.fontsPlist != nil && $0.configurations.allSatisfy { $0.settings != nil } })
        #expect(kept.clones.count == 2)
        for (clone, full) in zip(kept.clones, whole.clones) {
            #expect(clone.fontsPlist == nil && clone.fontFiles.isEmpty)
            #expect(clone.configurations.allSatisfy { $0.settings == nil && $0.infoPlist == nil && $0.levels.isEmpty })
            #expect(clone.configurations.map(\.identity) == full.configurations.map(\.identity))
            #expect(clone.inputs.entries.map(\.path) == full.inputs.entries.map(\.path))
            #expect(clone.catalogs.map(\.path) == full.catalogs.map(\.path))
            #expect(clone.catalogs.flatMap(\.colorSets).map(\.name) == full.catalogs.flatMap(\.colorSets).map(\.name))
            #expect(!full.catalogs.flatMap(\.colorSets).isEmpty)
            #expect(clone.catalogs.allSatisfy { $0.appIconSets.isEmpty && $0.colorSets.allSatisfy(\.variants.isEmpty) })
            guard case .object(let members)? = clone.config?.value, case .object(let all)? = full.config?.value else {
                Issue.record("no config object")
                continue
            }
            #expect(members.map(\.key) == ["features"])
            #expect(members.first?.value == all.first { $0.key == "features" }?.value)
        }
    }
}
