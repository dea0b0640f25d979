import Foundation
import Support
import XCConfig
import XcodeProject

/// The repositories under `Fixtures/Repositories`, read from disk.
enum FixtureRepositories {
    /// The folder holding the repositories.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Repositories").path

    /// The root of repository `name`.
    static func root(_ name: String) -> String { Path.join(folder, name) }

    /// The project `project` of repository `name`, with the reader's diagnostics.
    static func read(_ name: String, project: String) -> (XcodeProjectModel?, [Diagnostic]) {
        let parsed = XcodeProjectReader(fileSystem: LocalFileSystem()).read(projectAt: Path.join(root(name), project))
        return (parsed.value, parsed.diagnostics)
    }

    /// The settings evaluator of `target` in `configuration`, with a fixed user and home.
    static func evaluator(_ project: XcodeProjectModel, target: String, configuration: String)
        -> (SettingsEvaluator, [Diagnostic])
    {
        var cache = XCConfigFileCache()
        let levels = ProjectSettings(
            project: project, fileSystem: LocalFileSystem(),
            environment: SettingsEnvironment(user: "ada", home: "/home/ada")
        ).levels(target: project.target(named: target), configuration: configuration, cache: &cache)
        return (levels.evaluator(), levels.diagnostics)
    }
}
