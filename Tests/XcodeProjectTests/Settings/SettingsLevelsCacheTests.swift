import Support
import Testing
import XCConfig
import XcodeProject

/// A base configuration's xcconfig chain is loaded once for all the targets and configurations that name it; the
/// levels, the files read and the problems reported must be those a fresh load gives each time.
@Suite struct SettingsLevelsCacheTests {
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
        var shared = SettingsLevelsCache()
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

    /// The project's built-ins are kept per environment: another user's levels through the same cache are theirs.
    @Test func builtInsFollowTheEnvironment() throws {
        let project = try #require(ProjectFixtures.layered.read(PBXProjFixture.Form.ascii).value)
        var cache = SettingsLevelsCache()
        var values: [String] = []
        for user in ["ada", "grace", "ada"] {
            let settings = ProjectSettings(
                project: project, fileSystem: ProjectFixtures.layeredFiles,
                environment: SettingsEnvironment(user: user, home: "/home/\(user)"))
            let levels = settings.levels(target: project.targets.first, configuration: "Debug", cache: &cache)
            values.append(levels.evaluator().value(of: "USER") + " " + levels.evaluator().value(of: "OBJROOT"))
        }
        #expect(
            values == [
                "ada /home/ada/Library/Developer/Xcode/DerivedData/App/Build/Intermediates.noindex",
                "grace /home/grace/Library/Developer/Xcode/DerivedData/App/Build/Intermediates.noindex",
                "ada /home/ada/Library/Developer/Xcode/DerivedData/App/Build/Intermediates.noindex",
            ])
    }
}
