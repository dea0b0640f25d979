import BrandKit
import BrandsCLI
import Foundation
import Support
import XCConfig

/// Runs the real command table in memory against a workspace: the repository's sample workspace on disk,
/// or an in-memory one, with captured streams, optional standard input and a stub git.
struct WorkspaceRun {
    /// The repository root, which is the sample workspace.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    var status: ExitStatus
    var standardOutput: String
    var standardError: String

    /// Runs `arguments` against the real command table; standard input is a terminal unless `standardInput` is
    /// given, or `standardInputError` says why it cannot be read.
    init(
        _ arguments: [String], fileSystem: any FileSystem = LocalFileSystem(),
        currentDirectory: String = WorkspaceRun.repositoryRoot, standardInput: String? = nil,
        standardInputError: StandardInputError? = nil, git: any GitRunner = UnavailableGitRunner()
    ) {
        let run = CapturedRun(
            arguments, root: CommandTable.root, fileSystem: fileSystem, currentDirectory: currentDirectory,
            isStandardInputTerminal: standardInput == nil && standardInputError == nil, standardInput: standardInput,
            standardInputError: standardInputError, git: git)
        status = run.status
        standardOutput = run.standardOutput
        standardError = run.standardError
    }

    /// The example workspace at `/workspace` in memory, with `changes` (relative path → contents) applied.
    static func exampleFileSystem(changing changes: [String: String] = [:]) -> InMemoryFileSystem {
        var fileSystem = InMemoryFileSystem()
        for (path, text) in ExampleWorkspace.files.merging(changes, uniquingKeysWith: { $1 }) {
            fileSystem.write(text, to: Path.join(ExampleWorkspace.root, path))
        }
        return fileSystem
    }
}

/// A git that answers from a table of argument lists, and fails for anything else.
struct StubGitRunner: GitRunner {
    var answers: [[String]: String]

    func run(_ arguments: [String], in directory: String) throws(GitError) -> String {
        guard let answer = answers[arguments] else {
            throw GitError(arguments: arguments, message: "fatal: not stubbed")
        }
        return answer
    }
}
