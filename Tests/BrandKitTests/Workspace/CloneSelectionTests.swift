import BrandKit
import Support
import Testing
import XCConfig

/// Loading with a ``CloneSelection``: the selected clones in full, the others for what the rules comparing clones
/// need, and the findings about the selected clones exactly those of a load that reads everything.
@Suite struct CloneSelectionTests {
    static func load(_ files: [String: [UInt8]], selecting selection: CloneSelection) -> Workspace {
        var fileSystem = InMemoryFileSystem()
        for (path, bytes) in files { fileSystem.write(bytes, to: Path.join(ExampleWorkspace.root, path)) }
        return WorkspaceLoader(fileSystem: fileSystem).load(root: ExampleWorkspace.root, selecting: selection)
    }

    @Test(arguments: [
        ("NWD", ["NWD", "SBT"], "NWD"), ("nwd", ["NWD", "SBT"], "NWD"), ("Nwd", ["NWD", "nwd"], nil),
        ("nwd", ["NWD", "nwd"], "nwd"), ("XYZ", ["NWD"], nil),
    ])
    func namesMatchExactlyElseByCaseWhenOnlyOneDoes(name: String, known: [String], expected: String?) {
        #expect(CloneSelection.match(name, in: known) == expected)
    }

    @Test(arguments: [
        (CloneSelection.all, ["ALPHA", "BETA"]), (.named(["beta"]), ["BETA"]), (.named(["GAMMA"]), []),
        (.named([]), []), (.chosen { ids, _ in [ids[0], "GAMMA"] }, ["ALPHA"]),
    ])
    func onlyTheSelectedClonesAreReadInFull(selection: CloneSelection, full: [String]) {
        let workspace = Self.load(ExampleWorkspace.files.mapValues { Array($0.utf8) }, selecting: selection)
        #expect(workspace.clones.map(\.id) == ["ALPHA", "BETA"])
        #expect(workspace.clones.filter(\.isFullyRead).map(\.id) == full)
        for clone in workspace.clones where !clone.isFullyRead {
            #expect(clone.catalogs.isEmpty && clone.fontFiles.isEmpty && clone.fontsPlist == nil)
            #expect(clone.config != nil)
        }
    }

    /// Every rule example, loaded whole and with one clone selected: the left-out clone's identity and inputs are
    /// those of the full read, and validating the selected clone finds the same, cross-clone findings included.
    @Test(arguments: RuleExampleTests.cases)
    func aSelectionFindsWhatAFullReadFinds(_ testCase: RuleExampleTests.Case) {
        let files = testCase.example.resolvedContents
        let everything = Self.load(files, selecting: .all)
        for id in everything.clones.map(\.id) {
            let selected = Self.load(files, selecting: .named([id]))
            #expect(
                Validator().validate(selected, clones: [id], today: RuleExampleTests.today)
                    == Validator().validate(everything, clones: [id], today: RuleExampleTests.today),
                "\(testCase.testDescription), \(id)")
            for (left, full) in zip(selected.clones, everything.clones) {
                #expect(left.configurations.map(\.identity) == full.configurations.map(\.identity))
                #expect(left.inputs.entries.map(\.path) == full.inputs.entries.map(\.path))
                #expect(
                    left.product?.targets.flatMap { $0.configurations.map(\.identity) }
                        == full.product?.targets.flatMap { $0.configurations.map(\.identity) })
            }
        }
    }

    /// Names given to `-c` select roles per clone: a role stands for itself (in any case), an Xcode configuration the
    /// clone builds for every role it builds there, and anything else for none.
    @Test func configurationNamesSelectTheRolesACloneBuildsInThem() {
        let location = SourceLocation.start(of: "/p/App.xcodeproj/project.pbxproj")
        let configuration = { (role: String, name: String) in
            ConfigurationDefinition(
                role: role, name: name, levels: [], projectDirectory: "/p", target: "App",
                parameters: ConditionParameters(), location: location)
        }
        let definition = CloneDefinition(
            id: "Focus", name: "Focus", origin: CloneOrigin(.folder, at: location),
            configurations: [
                configuration("Debug", "FocusDebug"), configuration("Beta", "FocusRelease"),
                configuration("Release", "FocusRelease"),
            ])
        let declared = ["Debug", "Beta", "Release"]
        let roles = { (names: [String]) in CloneSelection.roles(names, declared: declared, builtBy: definition) }
        #expect(roles([]) == declared)
        #expect(roles(["release"]) == ["Release"])
        #expect(roles(["FocusDebug"]) == ["Debug"])
        #expect(roles(["focusrelease"]) == ["Beta", "Release"])
        #expect(roles(["Release", "FocusDebug", "Debug"]) == ["Debug", "Release"])
        #expect(roles(["KlarDebug"]) == [])
    }
}
