import Documents
import Support
import Testing
import XCConfig
import XcodeProject

/// The model of a project in the shape of one app target per brand, read from either form of the file.
@Suite struct XcodeProjectReaderTests {
    static let forms = PBXProjFixture.Form.allCases

    @Test(arguments: forms)
    func readsTheProjectTargetsAndConfigurations(form: PBXProjFixture.Form) throws {
        let parsed = ProjectFixtures.brandTargets.read(form)
        #expect(parsed.diagnostics == [])
        let project = try #require(parsed.value)
        #expect(project.name == "App")
        #expect(project.path == "/work/App/App.xcodeproj")
        #expect(project.file == PBXProjFixture.file)
        #expect(project.projectDirectory == "/work/App")
        #expect(project.developmentRegion == "en")
        #expect(project.configurationList?.names == ["Debug", "Release"])
        #expect(project.configurationList?.defaultConfigurationName == "Release")
        #expect(project.targets.map(\.name) == ["NWD", "SBT", "Widget"])
        #expect(project.targets.map(\.isApplication) == [true, true, false])
        #expect(project.targets.map(\.isAppExtension) == [false, false, true])
        let nwd = try #require(project.target(named: "NWD"))
        #expect(nwd.kind == .native)
        #expect(nwd.productType == "com.apple.product-type.application")
        #expect(nwd.buildPhases.map(\.kind) == [.sources, .resources, .copyFiles])
        #expect(nwd.dependencies.map(\.targetID) == ["WIDGET"])
        #expect(nwd.dependencies.first?.name == "Widget")
        #expect(project.embeddedTargets(of: nwd).map(\.target.name) == ["Widget"])
        #expect(project.embeddedTargets(of: nwd).map(\.embedding) == [.appExtensions])
    }

    @Test(arguments: forms)
    func resolvesBaseConfigurationsAndLocatesThem(form: PBXProjFixture.Form) throws {
        let fixture = ProjectFixtures.brandTargets
        let project = try #require(fixture.read(form).value)
        let debug = try #require(project.target(named: "NWD")?.configurationList?.configuration(named: "Debug"))
        #expect(debug.baseConfigurationPath == .absolute("/work/App/Configs/NWD-Debug.xcconfig"))
        let line = fixture.line(ofField: "baseConfigurationReference", in: "NWD_DEBUG", form: form)
        #expect(debug.baseConfigurationLocation?.line == (form == .xml ? line + 1 : line))
        #expect(debug.baseConfigurationLocation?.file == PBXProjFixture.file)
        #expect(debug.assignments.map(\.name) == ["PRODUCT_NAME"])
        #expect(debug.assignments.first?.value == "$(TARGET_NAME)")
        #expect(
            project.target(named: "Widget")?.configurationList?.configuration(named: "Debug")?.baseConfigurationPath
                == nil)
    }

    @Test(arguments: forms)
    func turnsListValuesIntoOneEscapedValue(form: PBXProjFixture.Form) throws {
        let project = try #require(ProjectFixtures.brandTargets.read(form).value)
        let debug = try #require(project.configurationList?.configuration(named: "Debug"))
        #expect(debug.assignments.map(\.name) == ["SDKROOT", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"])
        #expect(debug.assignments.last?.value == "DEBUG $(inherited)")
    }
}
