import Foundation
import Support
import Testing
import XCConfig
import XcodeProject

/// Shared schemes: the buildables, each action's configuration, and references to targets that are not there.
@Suite struct SchemeReaderTests {
    static let schemes = "/work/App/App.xcodeproj/xcshareddata/xcschemes"

    @Test func readsBuildablesAndTheConfigurationOfEachAction() throws {
        let text = SchemeFixtures.scheme(
            target: "Klar", id: "KLAR", debug: "KlarDebug", release: "KlarRelease",
            extraEntry: SchemeFixtures.testingEntry(target: "KlarTests", id: "TESTS"))
        let parsed = SchemeReader.scheme(
            from: Array(text.utf8), file: Self.schemes + "/Klar.xcscheme", containerFolder: "/work/App")
        #expect(parsed.diagnostics == [])
        let scheme = try #require(parsed.value)
        #expect(scheme.name == "Klar")
        #expect(scheme.buildEntries.map(\.reference.blueprintName) == ["Klar", "KlarTests"])
        #expect(scheme.buildables(for: .archive).map(\.blueprintIdentifier) == ["KLAR"])
        #expect(scheme.buildables(for: .test).map(\.blueprintIdentifier) == ["KLAR", "TESTS"])
        let configurations = SchemeAction.allCases.map { scheme.buildConfiguration(for: $0) }
        #expect(configurations == ["KlarDebug", "KlarDebug", "KlarRelease", "KlarDebug", "KlarRelease"])
        #expect(scheme.actions[.archive]?.location.line == 61)
        #expect(scheme.launchRunnable?.blueprintIdentifier == "KLAR")
        #expect(scheme.launchRunnable?.buildableName == "Klar.app")
        let reference = try #require(scheme.buildEntries.first?.reference)
        #expect(reference.location == SourceLocation(file: Self.schemes + "/Klar.xcscheme", line: 15, column: 13))
        #expect(reference.projectPath(relativeTo: "/work/App") == "/work/App/App.xcodeproj")
    }

    @Test func listsSharedSchemesByNameAndIgnoresPersonalOnes() {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(SchemeFixtures.scheme(target: "B", id: "B"), to: Self.schemes + "/B.xcscheme")
        fileSystem.write(SchemeFixtures.scheme(target: "A", id: "A"), to: Self.schemes + "/A.xcscheme")
        fileSystem.write("not a scheme", to: Self.schemes + "/notes.txt")
        fileSystem.write(
            SchemeFixtures.scheme(target: "Mine", id: "M"),
            to: "/work/App/App.xcodeproj/xcuserdata/me.xcuserdatad/xcschemes/Mine.xcscheme")
        let (schemes, diagnostics) = SchemeReader(fileSystem: fileSystem).sharedSchemes(in: "/work/App/App.xcodeproj")
        #expect(diagnostics == [])
        #expect(schemes.map(\.name) == ["A", "B"])
        #expect(schemes.map(\.containerFolder) == ["/work/App", "/work/App"])
    }

    @Test func aMalformedSchemeIsLocated() {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write("<Scheme>\n<BuildAction>\n</Scheme>", to: Self.schemes + "/Bad.xcscheme")
        fileSystem.write("<Workspace/>", to: Self.schemes + "/Wrong.xcscheme")
        let (schemes, diagnostics) = SchemeReader(fileSystem: fileSystem).sharedSchemes(in: "/work/App/App.xcodeproj")
        #expect(schemes.isEmpty)
        #expect(
            diagnostics.map(\.message) == [
                "expected </BuildAction> but found </Scheme>", "the root element is <Workspace>, expected <Scheme>",
            ])
        #expect(diagnostics.map(\.location.line) == [3, 1])
    }

    @Test func aReferenceWithoutIdentifierIsReported() throws {
        let text =
            "<Scheme><BuildAction><BuildActionEntries><BuildActionEntry buildForArchiving=\"YES\">"
            + "<BuildableReference BlueprintName=\"X\"/></BuildActionEntry></BuildActionEntries></BuildAction></Scheme>"
        let parsed = SchemeReader.scheme(from: Array(text.utf8), file: "/s/X.xcscheme", containerFolder: "/s")
        #expect(parsed.value?.buildEntries.isEmpty == true)
        #expect(parsed.diagnostics.map(\.rule) == [SchemeDiagnostics.fieldRule, SchemeDiagnostics.fieldRule])
    }

    @Test(arguments: PBXProjFixture.Form.allCases)
    func aSchemeNamingATargetTheProjectDoesNotHaveIsReportedAtTheReference(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(SchemeFixtures.scheme(target: "NWDD", id: "GONE"), to: Self.schemes + "/NWD.xcscheme")
        fileSystem.write(SchemeFixtures.scheme(target: "SBT", id: "OLD_SBT"), to: Self.schemes + "/SBT.xcscheme")
        fileSystem.write(
            SchemeFixtures.scheme(target: "X", id: "X", container: "container:Other.xcodeproj"),
            to: Self.schemes + "/Other.xcscheme")
        let reader = SchemeReader(fileSystem: fileSystem)
        let (schemes, _) = reader.sharedSchemes(in: project.path)
        let diagnostics = schemes.flatMap { reader.check($0, against: [project.path: project]) }
        #expect(
            diagnostics.map(\.message) == [
                "scheme 'NWD' builds target 'NWDD' (GONE), which project 'App' does not have; did you mean 'NWD'?",
                "'container:Other.xcodeproj' names a project that does not exist; fix the path",
                "scheme 'SBT' names target 'SBT' by id 'OLD_SBT', but the target's id is 'SBT'; open and save the scheme in Xcode",
            ])
        #expect(diagnostics.map(\.location.line) == [15, 15, 15])
        #expect(
            diagnostics.map(\.rule) == [
                SchemeDiagnostics.targetRule, SchemeDiagnostics.containerRule, SchemeDiagnostics.targetRule,
            ])
    }

    /// A missing project in a submodule that is not checked out gets the command that checks it out (Trio's LoopKit),
    /// as the reader's `submoduleHolding` says; a spec to generate it from still comes first, and a project outside
    /// any submodule is a path to fix.
    @Test(arguments: PBXProjFixture.Form.allCases)
    func aMissingProjectInASubmoduleSaysToCheckItOut(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(
            SchemeFixtures.scheme(target: "Kit", id: "KIT", container: "container:Vendor/Kit/Kit.xcodeproj"),
            to: Self.schemes + "/Kit.xcscheme")
        let holding: @Sendable (String) -> String? = { path in
            path.hasPrefix("/work/App/Vendor/Kit/") ? "Vendor/Kit" : nil
        }
        let messages = { (fileSystem: InMemoryFileSystem) in
            let reader = SchemeReader(fileSystem: fileSystem, submoduleHolding: holding)
            let (schemes, _) = reader.sharedSchemes(in: project.path)
            return schemes.flatMap { reader.check($0, against: [project.path: project]) }.map(\.message)
        }
        #expect(
            messages(fileSystem) == [
                "'container:Vendor/Kit/Kit.xcodeproj' names a project that does not exist; it is in submodule "
                    + "'Vendor/Kit', which is not checked out: run 'git submodule update --init Vendor/Kit'"
            ])
        var generated = fileSystem
        generated.write("name: Kit\n", to: "/work/App/Vendor/Kit/project.yml")
        #expect(messages(generated).first?.contains("XcodeGen generates it from") == true, "\(messages(generated))")
        let plain = SchemeReader(fileSystem: fileSystem)
        let (schemes, _) = plain.sharedSchemes(in: project.path)
        #expect(
            schemes.flatMap { plain.check($0, against: [project.path: project]) }.map(\.message) == [
                "'container:Vendor/Kit/Kit.xcodeproj' names a project that does not exist; fix the path"
            ])
    }

    /// A project XcodeGen generates from a spec beside it is missing until it runs (canvas-ios commits
    /// `Parent/project.yml`, not `Parent/Parent.xcodeproj`): the finding says so, once however many of its targets the
    /// scheme names.
    @Test func aMissingGeneratedProjectIsReportedOnceWithItsSpec() throws {
        let entry = """

                     <BuildActionEntry buildForArchiving = "YES">
                        <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "CORE2"
                           BuildableName = "Core2.framework" BlueprintName = "Core2"
                           ReferencedContainer = "container:Gen/Gen.xcodeproj">
                        </BuildableReference>
                     </BuildActionEntry>
            """
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(
            SchemeFixtures.scheme(
                target: "Core", id: "CORE", container: "container:Gen/Gen.xcodeproj", extraEntry: entry),
            to: Self.schemes + "/CI.xcscheme")
        fileSystem.write("name: Gen\n", to: "/work/App/Gen/project.yml")
        let reader = SchemeReader(fileSystem: fileSystem)
        let (schemes, _) = reader.sharedSchemes(in: "/work/App/App.xcodeproj")
        let diagnostics = schemes.flatMap { reader.check($0, against: [:]) }
        #expect(
            diagnostics.map(\.message) == [
                "'container:Gen/Gen.xcodeproj' names a project that does not exist; XcodeGen generates it from "
                    + "'Gen/project.yml': run 'xcodegen generate' in 'Gen' first"
            ])
        #expect(diagnostics.map(\.location.line) == [15])
    }

    /// A spec of another name whose `name:` is the project's (tutanota's `mail-project.yml` makes `tutanota.xcodeproj`)
    /// is found too, with the command that reads it; a spec naming another project is not.
    @Test func aGeneratedProjectsSpecOfAnotherNameIsFound() {
        var fileSystem = InMemoryFileSystem()
        fileSystem.write("name: tutanota # also known as tutanooota\noptions: {}\n", to: "/work/app/mail-project.yml")
        fileSystem.write("name: \"drive\"\n", to: "/work/app/drive-project.yml")
        let mail = ProjectGenerator.of(
            missingProject: "/work/app/tutanota.xcodeproj", container: "container:tutanota.xcodeproj",
            fileSystem: fileSystem)
        #expect(
            mail
                == ProjectGenerator(
                    tool: "XcodeGen", spec: "mail-project.yml", command: "xcodegen generate --spec mail-project.yml"))
        let drive = ProjectGenerator.of(
            missingProject: "/work/app/drive.xcodeproj", container: "container:drive.xcodeproj", fileSystem: fileSystem)
        #expect(drive?.spec == "drive-project.yml")
        let none = ProjectGenerator.of(
            missingProject: "/work/app/other.xcodeproj", container: "container:other.xcodeproj", fileSystem: fileSystem)
        #expect(none == nil)
    }

    @Test(arguments: PBXProjFixture.Form.allCases)
    func aTargetOnlyTheTestsNameIsAWarningAndEachUseHasItsVerb(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        let testable = { (name: String, id: String) in
            """
            <TestableReference skipped = "NO"><BuildableReference BuildableIdentifier = "primary" \
            BlueprintIdentifier = "\(id)" BuildableName = "\(name).xctest" BlueprintName = "\(name)" \
            ReferencedContainer = "container:App.xcodeproj"></BuildableReference></TestableReference>
            """
        }
        // NWD's tests name a deleted bundle and one recreated under another id, and the app it builds, which is fine.
        let tests = SchemeFixtures.scheme(target: "NWD", id: "NWD").replacingOccurrences(
            of: "shouldUseLaunchSchemeArgsEnv = \"YES\">\n   </TestAction>",
            with: "shouldUseLaunchSchemeArgsEnv = \"YES\"><Testables>" + testable("NWDTests", "GONE")
                + testable("SBT", "OLD_SBT") + testable("NWD", "NWD")
                + testable("KitTests", "KIT").replacingOccurrences(
                    of: "container:App.xcodeproj", with: "container:Packages/Kit")
                + "</Testables>\n   </TestAction>")
        // SBT's launch action runs a target that is gone; its build action builds SBT.
        let runs = try Self.runningRunner(SchemeFixtures.scheme(target: "SBT", id: "SBT"))
        #expect(tests.contains("<Testables>"))
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(tests, to: Self.schemes + "/NWD.xcscheme")
        fileSystem.write(runs, to: Self.schemes + "/SBT.xcscheme")
        let reader = SchemeReader(fileSystem: fileSystem)
        let (schemes, _) = reader.sharedSchemes(in: project.path)
        let diagnostics = schemes.flatMap { reader.check($0, against: [project.path: project]) }
        #expect(
            diagnostics.map(\.message) == [
                "scheme 'NWD' tests target 'NWDTests' (GONE), which project 'App' does not have; remove it from the scheme",
                "scheme 'NWD' names target 'SBT' by id 'OLD_SBT', but the target's id is 'SBT'; open and save the scheme in Xcode",
                "scheme 'NWD' tests 'KitTests' of 'container:Packages/Kit', which does not exist; fix the path or remove it from the scheme",
                "scheme 'SBT' runs target 'SBTRunner' (RUNNER), which project 'App' does not have; remove it from the scheme",
            ])
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .warning, .error])
        #expect(
            diagnostics.map(\.rule) == [
                SchemeDiagnostics.testableRule, SchemeDiagnostics.testableRule, SchemeDiagnostics.testableRule,
                SchemeDiagnostics.targetRule,
            ])
    }

    /// A test action with test plans runs them: Xcode ignores the testables the scheme still lists (NetNewsWire's
    /// name package tests since moved), so they are neither the scheme's nor reported.
    @Test(arguments: PBXProjFixture.Form.allCases)
    func testablesBesideTestPlansAreNotTheSchemes(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        let stale = """
            <Testables><TestableReference skipped = "NO"><BuildableReference BuildableIdentifier = "primary" \
            BlueprintIdentifier = "AccountTests" BuildableName = "AccountTests" BlueprintName = "AccountTests" \
            ReferencedContainer = "container:Account"></BuildableReference></TestableReference></Testables>
            """
        let plans = """
            <TestPlans><TestPlanReference reference = "container:App.xctestplan" default = "YES">\
            </TestPlanReference><TestPlanReference reference = "container:Tests/UI.xctestplan"></TestPlanReference>\
            </TestPlans>
            """
        let original = SchemeFixtures.scheme(target: "NWD", id: "NWD")
        let closing = "shouldUseLaunchSchemeArgsEnv = \"YES\">\n   </TestAction>"
        #expect(original.contains(closing))
        let bare = original.replacingOccurrences(
            of: closing, with: "shouldUseLaunchSchemeArgsEnv = \"YES\">" + stale + "\n   </TestAction>")
        let planned = original.replacingOccurrences(
            of: closing, with: "shouldUseLaunchSchemeArgsEnv = \"YES\">" + plans + stale + "\n   </TestAction>")
        let reader = SchemeReader(fileSystem: InMemoryFileSystem())
        let file = Self.schemes + "/NWD.xcscheme"
        let withPlans = try #require(
            SchemeReader.scheme(from: Array(planned.utf8), file: file, containerFolder: "/work/App").value)
        #expect(withPlans.testPlans == ["container:App.xctestplan", "container:Tests/UI.xctestplan"])
        #expect(withPlans.testables == [])
        #expect(reader.check(withPlans, against: [project.path: project]) == [])
        // Without test plans the same testables are the scheme's, and the missing package is reported.
        let without = try #require(
            SchemeReader.scheme(from: Array(bare.utf8), file: file, containerFolder: "/work/App").value)
        #expect(without.testPlans == [])
        #expect(without.testables.map(\.blueprintName) == ["AccountTests"])
        // Testing builds the testables after the build action's entries (duckduckgo's test-only scheme builds nothing
        // else); running does not, and with test plans there are none.
        #expect(without.buildables(for: .test).map(\.blueprintName) == ["NWD", "AccountTests"])
        #expect(without.buildables(for: .launch).map(\.blueprintName) == ["NWD"])
        #expect(withPlans.buildables(for: .test).map(\.blueprintName) == ["NWD"])
        #expect(
            reader.check(without, against: [project.path: project]).map(\.message) == [
                "scheme 'NWD' tests 'AccountTests' of 'container:Account', which does not exist; fix the path or remove it from the scheme"
            ])
    }

    /// `scheme` with its launch action running `SBTRunner` (id `RUNNER`), a target the project does not have.
    static func runningRunner(_ scheme: String) throws -> String {
        var runs = scheme
        let runnable = try #require(runs.range(of: "<BuildableProductRunnable"))
        let runnableEnd = try #require(runs.range(of: "</BuildableProductRunnable>"))
        runs.replaceSubrange(
            runnable.lowerBound..<runnableEnd.upperBound,
            with: """
                <BuildableProductRunnable runnableDebuggingMode = "0"><BuildableReference \
                BuildableIdentifier = "primary" BlueprintIdentifier = "RUNNER" BuildableName = "SBTRunner.app" \
                BlueprintName = "SBTRunner" ReferencedContainer = "container:App.xcodeproj"></BuildableReference>\
                </BuildableProductRunnable>
                """)
        return runs
    }

    /// A build entry with every `buildFor…` set to `value` except those in `yes`.
    static func entry(_ name: String, id: String, container: String = "container:App.xcodeproj", yes: [String] = [])
        -> String
    {
        let flags = ["Testing", "Running", "Profiling", "Archiving", "Analyzing"].map {
            "buildFor\($0) = \"\(yes.contains($0) ? "YES" : "NO")\""
        }
        return """

                     <BuildActionEntry \(flags.joined(separator: " "))>
                        <BuildableReference BuildableIdentifier = "primary" BlueprintIdentifier = "\(id)" \
            BuildableName = "\(name).xctest" BlueprintName = "\(name)" ReferencedContainer = "\(container)">
                        </BuildableReference>
                     </BuildActionEntry>
            """
    }

    /// Exelon's schemes each keep a build entry, built for no action, of a UI test bundle deleted since: the scheme
    /// builds, runs and archives the app as before, so that is a warning; so is an entry built for testing alone.
    @Test(arguments: PBXProjFixture.Form.allCases)
    func aBuildEntryForNoActionOrOnlyTestingIsAWarning(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        let unused =
            Self.entry("NWDUITests", id: "GONE_UI") + Self.entry("NWDTests", id: "GONE_T", yes: ["Testing"])
            + Self.entry("Gone", id: "G", container: "container:Gone.xcodeproj")
        // SBT lists, for no action, the target its launch action runs: that is the error of a scheme that runs it,
        // reported at the first reference.
        let runs = try Self.runningRunner(
            SchemeFixtures.scheme(target: "SBT", id: "SBT", extraEntry: Self.entry("SBTRunner", id: "RUNNER")))
        var fileSystem = InMemoryFileSystem()
        fileSystem.write(
            SchemeFixtures.scheme(target: "NWD", id: "NWD", extraEntry: unused), to: Self.schemes + "/NWD.xcscheme")
        fileSystem.write(runs, to: Self.schemes + "/SBT.xcscheme")
        let reader = SchemeReader(fileSystem: fileSystem)
        let (schemes, _) = reader.sharedSchemes(in: project.path)
        let scheme = try #require(schemes.first { $0.name == "NWD" })
        #expect(scheme.buildEntries.map(\.actions) == [Set(SchemeAction.allCases), [], [.test], []])
        let diagnostics = schemes.flatMap { reader.check($0, against: [project.path: project]) }
        #expect(
            diagnostics.map(\.message) == [
                "scheme 'NWD' lists, but builds for no action, target 'NWDUITests' (GONE_UI), which project 'App' does "
                    + "not have; remove it from the scheme",
                "scheme 'NWD' tests target 'NWDTests' (GONE_T), which project 'App' does not have; remove it from the "
                    + "scheme",
                "scheme 'NWD' lists, but builds for no action, 'Gone' of 'container:Gone.xcodeproj', which does not "
                    + "exist; fix the path or remove it from the scheme",
                "scheme 'SBT' runs target 'SBTRunner' (RUNNER), which project 'App' does not have; remove it from the "
                    + "scheme",
            ])
        #expect(diagnostics.map(\.severity) == [.warning, .warning, .warning, .error])
        #expect(
            diagnostics.map(\.rule) == [
                SchemeDiagnostics.unusedEntryRule, SchemeDiagnostics.testableRule, SchemeDiagnostics.unusedEntryRule,
                SchemeDiagnostics.targetRule,
            ])
        let runnerLines = runs.split(separator: "\n", omittingEmptySubsequences: false).indices.filter {
            runs.split(separator: "\n", omittingEmptySubsequences: false)[$0].contains("\"RUNNER\"")
        }
        #expect(diagnostics.last?.location.line == runnerLines.first.map { $0 + 1 })
        #expect(runnerLines.count == 2)
    }

    @Test func theUseOfATargetIsTheMostTheSchemeDoesWithIt() {
        typealias Use = SchemeDiagnostics.TargetUse
        #expect(Use.entry(builtFor: []) == .list)
        #expect(Use.entry(builtFor: [.test]) == .test)
        #expect(Use.entry(builtFor: [.test, .analyze]) == .build)
        #expect(Use.entry(builtFor: [.archive]) == .build)
        #expect([Use.list, .build, .test, .launch].max() == .build)
        #expect([Use.list, .test].max() == .test)
        #expect(Use.list.severity == .warning && Use.test.severity == .warning)
        #expect(Use.launch.severity == .error && Use.build.severity == .error)
    }
}
