import BrandsCLI
import XCConfig

/// The outcome of running the command line in memory.
struct CapturedRun {
    var status: ExitStatus
    var standardOutput: String
    var standardError: String

    /// Runs `arguments` against `root` with captured streams.
    init(
        _ arguments: [String], root: CommandConfiguration = DemoCommands.root, environment: [String: String] = [:],
        isStandardErrorTerminal: Bool = false
    ) {
        let output = CapturingOutputSink()
        let error = CapturingOutputSink()
        let context = CommandContext(
            fileSystem: InMemoryFileSystem(), currentDirectory: "/work", environment: environment,
            standardOutput: output, standardError: error, isStandardErrorTerminal: isStandardErrorTerminal)
        status = BrandsCommandLine.run(arguments: arguments, context: context, root: root)
        standardOutput = output.text
        standardError = error.text
    }
}
