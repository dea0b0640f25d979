import BrandKit
import BrandsCLI
import XCConfig

/// The outcome of running the command line in memory.
struct CapturedRun {
    var status: ExitStatus
    var standardOutput: String
    var standardError: String

    /// Runs `arguments` against `root` with captured streams, reading files from `fileSystem` with
    /// `currentDirectory` as the working folder.
    init(
        _ arguments: [String], root: CommandConfiguration = DemoCommands.root, environment: [String: String] = [:],
        fileSystem: InMemoryFileSystem = InMemoryFileSystem(), currentDirectory: String = "/work",
        isStandardOutputTerminal: Bool = false, isStandardErrorTerminal: Bool = false
    ) {
        let output = CapturingOutputSink()
        let error = CapturingOutputSink()
        let context = CommandContext(
            fileSystem: fileSystem, currentDirectory: currentDirectory, environment: environment,
            standardOutput: output, standardError: error, isStandardOutputTerminal: isStandardOutputTerminal,
            isStandardErrorTerminal: isStandardErrorTerminal,
            today: CalendarDay(year: 2026, month: 11, day: 21))
        status = BrandsCommandLine.run(arguments: arguments, context: context, root: root)
        standardOutput = output.text
        standardError = error.text
    }
}
