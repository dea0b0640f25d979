import BrandKit

/// Why a release command stopped before doing its work: a usage error (exit 64) or a failure (exit 1).
struct CommandFailure: Error {
    /// What went wrong, lowercase.
    var message: String
    /// Whether the command line itself was wrong.
    var isUsageError: Bool

    /// A failure that exits 1.
    init(_ message: String) {
        self.message = message
        self.isUsageError = false
    }

    /// A usage error that exits 64.
    static func usage(_ error: UsageError) -> CommandFailure {
        var failure = CommandFailure(error.message)
        failure.isUsageError = true
        return failure
    }

    /// The output of `git arguments…` run in `directory`, or a failure saying what git said.
    static func git(_ arguments: [String], in directory: String, context: CommandContext) throws(CommandFailure)
        -> String
    {
        do {
            return try context.git.run(arguments, in: directory)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Writes `error: message` to standard error (with the usage lines of the command at `path` for a usage
    /// error) and returns the status.
    func report(path: [CommandConfiguration], in context: CommandContext) -> ExitStatus {
        if isUsageError {
            context.standardError.write(
                BrandsCommandLine.usageErrorText(
                    UsageError(message), path: [CommandTable.root] + path, colored: context.isStandardErrorColored))
            return .usageError
        }
        let style = TextStyle(isEnabled: context.isStandardErrorColored)
        context.standardError.write(style.error("error:") + " " + message + "\n")
        return .failure
    }
}
