import Testing
import XCConfig
import XcodeProject

/// A base configuration's xcconfig chain is loaded once for all the targets and configurations that name it; the
/// levels, the files read and the problems reported must be those a fresh load gives each time.
@Suite struct BaseConfigurationCacheTests {
    @Test(arguments: [false, true])
    func sharedLoadsGiveWhatFreshLoadsGive(brokenInclude: Bool) throws {
        var fileSystem = ProjectFixtures.layeredFiles
        if brokenInclude {
            fileSystem.write(
                "#include \"Missing.xcconfig\"\nX = project-xcconfig\nP = $(CONFIGURATION)\n",
                to: "/work/App/Configs/Project.xcconfig")
        }
        let project = try #require(ProjectFixtures.layered.read(PBXProjFixture.Form.ascii).value)
        let settings = ProjectSettings(
            project: project, fileSystem: fileSystem, environment: ProjectSettingsTests.environment)
        var shared = BaseConfigurationCache()
        var reported = 0
        for _ in 0..<2 {
            for target in [nil] + project.targets {
                for configuration in ["Debug", "Release"] {
                    var fresh = XCConfigFileCache()
                    let expected = settings.levels(target: target, configuration: configuration, cache: &fresh)
                    let cached = settings.levels(target: target, configuration: configuration, cache: &shared)
                    #expect(cached.levels == expected.levels)
                    #expect(cached.diagnostics == expected.diagnostics)
                    #expect(cached.xcconfigFiles == expected.xcconfigFiles)
                    #expect(cached.parameters == expected.parameters)
                    reported += cached.diagnostics.count
                }
            }
        }
        // Each use of the broken chain reports its missing include, not only the first.
        #expect((reported > 0) == brokenInclude)
        if brokenInclude { #expect(reported >= 2 * 2 * (project.targets.count + 1)) }
    }
}
