import BrandFormats
import BrandKit
import Foundation
import Support
import XCConfig

/// The command line's entry point and its one composition root.
public enum BrandsCommandLine {
    /// Runs `brands` with `arguments` (without the program name) in the real process and returns the exit
    /// code; the `brands` executable calls this and nothing else.
    public static func main(arguments: [String]) -> Int32 {
        var context = CommandContext(
            fileSystem: LocalFileSystem(),
            currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            standardOutput: FileDescriptorOutputSink.standardOutput,
            standardError: FileDescriptorOutputSink.standardError,
            isStandardOutputTerminal: Terminal.isTerminal(FileHandle.standardOutput.fileDescriptor),
            isStandardErrorTerminal: Terminal.isTerminal(FileHandle.standardError.fileDescriptor),
            isStandardInputTerminal: Terminal.isTerminal(FileHandle.standardInput.fileDescriptor),
            standardOutputWidth: Terminal.width(FileHandle.standardOutput.fileDescriptor),
            readStandardInput: {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                return String(decoding: data, as: UTF8.self)
            },
            today: today(environment: ProcessInfo.processInfo.environment),
            git: ProcessGitRunner())
        context.exitRetainer = .process
        return run(arguments: arguments, context: context).rawValue
    }

    /// Today in UTC, or the day `BRANDS_TODAY` (`YYYY-MM-DD`) names, so runs can be reproduced.
    static func today(environment: [String: String]) -> CalendarDay {
        if let text = environment["BRANDS_TODAY"], let day = CalendarDay(text) { return day }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Runs `brands` with `arguments` in `context`; tests call this with captured streams.
    public static func run(arguments: [String], context: CommandContext) -> ExitStatus {
        run(arguments: arguments, context: context, root: CommandTable.root)
    }

    /// Runs `arguments` against the command tree under `root` (tests pass their own commands).
    public static func run(arguments: [String], context: CommandContext, root: CommandConfiguration) -> ExitStatus {
        // Completion scripts ask for clone ids through a hidden command that help does not list.
        if arguments.first == CompletionQuery.commandName {
            return CompletionQuery.run(Array(arguments.dropFirst()), in: context)
        }
        switch Invocation.resolve(arguments, root: root) {
        case .run(let command, _):
            return command.run(in: context)
        case .help(let path):
            context.standardOutput.write(HelpFormatter.help(for: path))
            return .success
        case .version:
            context.standardOutput.write(BrandsVersion.current + "\n")
            return .success
        case .usageError(let error, let path):
            context.standardError.write(usageErrorText(error, path: path, colored: context.isStandardErrorColored))
            return .usageError
        }
    }

    /// The three lines printed for a usage error: the error, the usage line and where to find help.
    static func usageErrorText(_ error: UsageError, path: [CommandConfiguration], colored: Bool) -> String {
        let style = TextStyle(isEnabled: colored)
        let command = path.map(\.name).joined(separator: " ")
        return style.error("error:") + " " + error.message + "\n"
            + "usage: " + HelpFormatter.usage(for: path) + "\n"
            + "see '\(command) --help' for more information\n"
    }
}
