import BrandFormats
import BrandKit
import BrandsCLI
import Support
import XCConfig

/// The outcome of running the command line in memory.
///
/// This is the one in-process runner; ``WorkspaceRun``, `SampleWorkspace.run` and the suites' own helpers
/// choose its defaults for their workspace.
struct CapturedRun {
    /// The day every in-memory run sees as today, so date-dependent rules give stable results.
    static let today = CalendarDay(year: 2026, month: 11, day: 21)

    var status: ExitStatus
    var standardOutput: String
    var standardError: String

    /// Runs `arguments` against `root` with captured streams, reading files from `fileSystem` with
    /// `currentDirectory` as the working folder; `standardInput` is what a read of standard input returns, unless
    /// `standardInputError` says why it cannot be read; `readsEveryClone` reads every clone in full whatever the
    /// command selects.
    init(
        _ arguments: [String], root: CommandConfiguration = DemoCommands.root, environment: [String: String] = [:],
        fileSystem: any FileSystem = InMemoryFileSystem(), currentDirectory: String = "/work",
        isStandardOutputTerminal: Bool = false, isStandardErrorTerminal: Bool = false,
        isStandardInputTerminal: Bool = false, standardOutputWidth: Int? = nil, standardInput: String? = nil,
        standardInputError: StandardInputError? = nil, git: any GitRunner = UnavailableGitRunner(),
        readsEveryClone: Bool = false
    ) {
        let output = CapturingOutputSink()
        let error = CapturingOutputSink()
        var context = CommandContext(
            fileSystem: fileSystem, currentDirectory: currentDirectory, environment: environment,
            standardOutput: output, standardError: error, isStandardOutputTerminal: isStandardOutputTerminal,
            isStandardErrorTerminal: isStandardErrorTerminal, isStandardInputTerminal: isStandardInputTerminal,
            standardOutputWidth: standardOutputWidth,
            readStandardInput: { () throws(StandardInputError) -> String? in
                if let standardInputError { throw standardInputError }
                return standardInput
            }, today: Self.today, git: git)
        context.readsEveryClone = readsEveryClone
        status = BrandsCommandLine.run(arguments: arguments, context: context, root: root)
        standardOutput = output.text
        standardError = error.text
    }
}
