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

/// A target's package products, with where each package is: a remote package's URL and requirement are kept, so
/// that a new requirement is a change of what the target builds.
@Suite struct PackageProductReadingTests {
    @Test(arguments: PBXProjFixture.Form.allCases)
    func aRemotePackageKeepsItsURLAndRequirement(form: PBXProjFixture.Form) throws {
        var fixture = ProjectFixtures.brandTargets
        fixture.update("NWD", [("packageProductDependencies", ["PP_REMOTE", "PP_LOCAL", "PP_UNNAMED"])])
        fixture.add(
            "PP_REMOTE", "XCSwiftPackageProductDependency", [("package", "RP_KIT"), ("productName", "Kit")])
        fixture.add(
            "RP_KIT", "XCRemoteSwiftPackageReference",
            [
                ("repositoryURL", "https://example.com/kit"),
                ("requirement", .dictionary([("version", "2.4.0"), ("kind", "exactVersion")])),
            ])
        fixture.add("PP_LOCAL", "XCSwiftPackageProductDependency", [("package", "LP_CORE"), ("productName", "Core")])
        fixture.add("LP_CORE", "XCLocalSwiftPackageReference", [("relativePath", "Packages/Core")])
        fixture.add("PP_UNNAMED", "XCSwiftPackageProductDependency", [("productName", "Legacy")])
        let project = try #require(fixture.read(form).value)
        let target = try #require(project.targets.first { $0.name == "NWD" })
        #expect(
            target.packageProducts == [
                PackageProduct(
                    name: "Kit",
                    package: .remote(
                        url: "https://example.com/kit", requirement: "kind = exactVersion; version = 2.4.0")),
                PackageProduct(name: "Core", package: .local("/work/App/Packages/Core")),
                PackageProduct(name: "Legacy", package: .unnamed),
            ])
    }
}
