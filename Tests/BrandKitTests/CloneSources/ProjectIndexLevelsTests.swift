import BrandFormats
import Foundation
import Support
import Testing
import XCConfig
import XcodeProject

@testable import BrandKit

/// Settings levels built for many targets at once, on every core, are those built one at a time.
@Suite struct ProjectIndexLevelsTests {
    /// The repositories the command-line tests use, on disk.
    static let repositories = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("BrandsCLITests/Fixtures/Repositories").path

    /// What a target's levels in a configuration are made of, to compare.
    struct Summary: Equatable {
        var levels: [SettingsLevel]
        var parameters: ConditionParameters
        var files: [String]
        var diagnostics: [Diagnostic]
        var optionalIncludes: [Support.SourceLocation]
        var configurations: [String?]

        init(_ levels: TargetSettingsLevels) {
            self.levels = levels.levels
            parameters = levels.parameters
            files = levels.xcconfigFiles
            diagnostics = levels.diagnostics
            optionalIncludes = levels.optionalIncludesNotFound
            configurations = [levels.projectConfiguration?.name, levels.targetConfiguration?.name]
        }
    }

    /// Every target of every project in every configuration, a missing one too, and one asked for twice.
    static func requests(_ index: inout ProjectIndex, context: CloneSourceContext) -> [(
        target: ProjectTarget, configuration: String, settings: ProjectSettings
    )] {
        var requests: [(target: ProjectTarget, configuration: String, settings: ProjectSettings)] = []
        for project in index.allProjects() {
            let settings = ProjectSettings(
                project: project, fileSystem: context.fileSystem, environment: SettingsEnvironment(home: "/home/ada"))
            let names = (project.configurationList?.names ?? []) + ["Missing"]
            for target in project.targets {
                for name in names { requests.append((target, name, settings)) }
            }
        }
        if let first = requests.first { requests.append(first) }
        return requests
    }

    /// The repository's own sample (`Newsroom.xcodeproj`, five clones), then the command-line tests' repositories.
    static let roots =
        [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().path
        ]
        + ["ChannelXCConfigs", "ConfigurationPerBrand", "TargetPerBrand", "TVApps"].map {
            Path.join(repositories, $0)
        }

    @Test(arguments: roots)
    func levelsBuiltTogetherAreTheLevelsBuiltAlone(_ root: String) throws {
        let context = CloneSourceContext(
            root: root, manifest: Manifest(),
            fileSystem: CachingFileSystem(LocalFileSystem()), parameters: ConditionParameters(sdk: "iphoneos"))
        var alone = ProjectIndex(context: context)
        let requests = Self.requests(&alone, context: context)
        try #require(requests.count > 3, "the repository has too few targets to build in parallel")
        let one = requests.map {
            Summary(alone.levels(of: $0.target, configuration: $0.configuration, settings: $0.settings))
        }
        var together = ProjectIndex(context: context)
        _ = together.allProjects()
        together.prepareLevels(requests)
        // Built beforehand, each once (the last request repeats the first).
        #expect(together.builtLevelsCount == requests.count - 1)
        let all = requests.map {
            Summary(together.levels(of: $0.target, configuration: $0.configuration, settings: $0.settings))
        }
        #expect(all == one)
        // Every chain the levels loaded one at a time is in the merged cache: loading them again reads nothing new.
        #expect(together.levelsCache.files.chainKeys == alone.levelsCache.files.chainKeys)
    }
}
