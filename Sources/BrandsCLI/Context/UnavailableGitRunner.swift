import BrandKit

/// A git runner for contexts that have no git: every call fails with a clear message.
public struct UnavailableGitRunner: GitRunner {
    /// Creates the runner.
    public init() {}

    /// Fails with a ``GitError`` whatever `arguments` are.
    public func run(_ arguments: [String], in directory: String) throws(GitError) -> String {
        throw GitError(arguments: arguments, message: "git is not available here")
    }
}
