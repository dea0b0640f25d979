import Support
import Testing
import XCConfig
import XcodeProject

/// The files a target builds or copies: build phases, variant groups and synchronized folders with exceptions.
@Suite struct TargetFilesTests {
    static let forms = PBXProjFixture.Form.allCases

    @Test(arguments: forms)
    func listsBuildFilesWithTheirPhaseAndLocation(form: PBXProjFixture.Form) throws {
        let fixture = ProjectFixtures.brandTargets
        let project = try #require(fixture.read(form).value)
        let nwd = try #require(project.target(named: "NWD"))
        let files = project.files(of: nwd, fileSystem: InMemoryFileSystem())
        #expect(files.diagnostics == [])
        #expect(
            files.files.map(\.path.description) == [
                "/work/App/Sources/App.swift", "/work/App/Shared/Assets.xcassets",
                "/work/App/Storyboards/Base.lproj/Main.storyboard", "/work/App/Storyboards/de.lproj/Main.strings",
                "$(BUILT_PRODUCTS_DIR)/Widget.appex",
            ])
        #expect(files.files.map(\.phase) == [.sources, .resources, .resources, .resources, .copyFiles])
        #expect(
            files.files.map(\.phaseID) == [
                "NWD_SOURCES", "NWD_RESOURCES", "NWD_RESOURCES", "NWD_RESOURCES", "NWD_EMBED",
            ])
        #expect(files.files.map(\.referenceID) == ["APP_SWIFT", "CATALOG", "MAIN_BASE", "MAIN_DE", "WIDGET_APPEX"])
        #expect(files.files[1].location.line == fixture.line(ofObject: "NWD_RESOURCES_CATALOG", in: form))
        #expect(files.resourcePaths.first == "/work/App/Shared/Assets.xcassets")
    }

    @Test(arguments: forms)
    func findsTheTargetsThatBuildAPath(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        let files = project.files(fileSystem: InMemoryFileSystem())
        #expect(
            project.targets(building: "/work/App/Shared/Assets.xcassets", files: files).map(\.name) == ["NWD", "SBT"])
        #expect(
            project.targets(building: "/work/App/Storyboards/de.lproj/Main.strings", files: files).map(\.name) == [
                "NWD"
            ])
        #expect(project.targets(building: "/work/App/Nothing.swift", files: files).isEmpty)
    }

    @Test(arguments: forms)
    func aSynchronizedFolderGivesItsFilesMinusTheTargetsExceptions(form: PBXProjFixture.Form) throws {
        let fixture = ProjectFixtures.synchronizedFolders
        let parsed = fixture.read(form)
        #expect(parsed.diagnostics == [])
        let project = try #require(parsed.value)
        let app = try #require(project.target(named: "App"))
        let files = project.files(of: app, fileSystem: ProjectFixtures.synchronizedFiles)
        #expect(files.diagnostics == [])
        let relative = files.files.map { Path.relative($0.path.absolutePath ?? "", to: "/work/App/App") }
        #expect(
            relative == [
                "AppMain.swift", "Assets.xcassets", "Extras/Extra.json", "Raw", "Shared/Bridge.h", "Shared/Model.swift",
                "de.lproj/Localizable.strings",
            ])
        #expect(
            files.files.map(\.phase) == [.sources, .resources, .copyFiles, .resources, .headers, .sources, .resources])
        #expect(files.files[2].phaseID == "APP_COPY")
        #expect(files.files[2].location.line == fixture.line(ofObject: "COPY_EXCEPTIONS", in: form))
        #expect(files.files[0].location.line == fixture.line(ofObject: "APP_FOLDER", in: form))
        #expect(files.files.allSatisfy { $0.synchronizedFolderID == "APP_FOLDER" })
    }

    @Test(arguments: forms)
    func anExceptionSetAddsFilesToATargetThatDoesNotBuildTheFolder(form: PBXProjFixture.Form) throws {
        let fixture = ProjectFixtures.synchronizedFolders
        let project = try #require(fixture.read(form).value)
        let widget = try #require(project.target(named: "Widget"))
        let files = project.files(of: widget, fileSystem: ProjectFixtures.synchronizedFiles)
        #expect(files.files.map(\.path) == [.absolute("/work/App/App/Shared/Model.swift")])
        #expect(files.files.map(\.phaseID) == ["WIDGET_SOURCES"])
        #expect(files.files.first?.location.line == fixture.line(ofObject: "WIDGET_EXCEPTIONS", in: form))
    }

    @Test(arguments: forms)
    func aMissingSynchronizedFolderIsAWarning(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.synchronizedFolders.read(form).value)
        let app = try #require(project.target(named: "App"))
        let files = project.files(of: app, fileSystem: InMemoryFileSystem())
        #expect(files.files.isEmpty)
        #expect(files.diagnostics.map(\.rule) == [XcodeProjectDiagnostics.synchronizedFolderRule])
        #expect(files.diagnostics.map(\.severity) == [.warning])
    }

    /// The message names the folder as the project folder holds it, not by the absolute path of the machine that reads
    /// it: a CI log would otherwise show the runner's checkout path.
    @Test(arguments: forms)
    func aMissingSynchronizedFolderIsNamedFromTheProjectFolder(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.synchronizedFolders.read(form).value)
        let app = try #require(project.target(named: "App"))
        let files = project.files(of: app, fileSystem: InMemoryFileSystem())
        let message = try #require(files.diagnostics.first?.message)
        #expect(message.hasPrefix("synchronized folder 'App' cannot be listed"))
        #expect(!message.contains(project.projectDirectory))
    }
}
