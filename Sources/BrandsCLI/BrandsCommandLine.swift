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
        // Read once (copying the environment is 360,000 instructions), and the file system that writes named, not
        // found by a cast (a search of every protocol conformance in the executable).
        let environment = ProcessInfo.processInfo.environment
        let fileSystem = LocalFileSystem()
        var context = CommandContext(
            fileSystem: fileSystem,
            currentDirectory: FileManager.default.currentDirectoryPath,
            environment: environment,
            standardOutput: FileDescriptorOutputSink.standardOutput,
            standardError: FileDescriptorOutputSink.standardError,
            isStandardOutputTerminal: Terminal.isTerminal(FileHandle.standardOutput.fileDescriptor),
            isStandardErrorTerminal: Terminal.isTerminal(FileHandle.standardError.fileDescriptor),
            isStandardInputTerminal: Terminal.isTerminal(FileHandle.standardInput.fileDescriptor),
            standardOutputWidth: Terminal.width(FileHandle.standardOutput.fileDescriptor),
            readStandardInput: { () throws(StandardInputError) -> String? in
                try StandardInput.read(fileDescriptor: FileHandle.standardInput.fileDescriptor)
            },
            today: today(environment: environment),
            git: ProcessGitRunner(), writableFileSystem: fileSystem)
        context.readPipe = { path throws(StandardInputError) -> String? in try StandardInput.read(path: path) }
        context.exitRetainer = .process
        let status = run(arguments: arguments, context: context)
        return finish(
            status, output: .standardOutput, errors: FileDescriptorOutputSink.standardError,
            colored: context.isStandardErrorColored
        ).rawValue
    }

    /// The run's exit status, or a failure when part of its output could not be written.
    ///
    /// The failure (a full disk, a pipe whose reader has gone) is said on `errors`, styled as every other error line
    /// when `colored`: a CI step reading the output would otherwise go on with part of it.
    static func finish(
        _ status: ExitStatus, output: FileDescriptorOutputSink, errors: any OutputSink, colored: Bool = false
    ) -> ExitStatus {
        guard let reason = output.writeFailure else { return status }
        errors.write(TextStyle(isEnabled: colored).error("error:") + " cannot write the output: \(reason)\n")
        return .failure
    }

    /// Today in UTC, or the day `BRANDS_TODAY` (`YYYY-MM-DD`) names, so runs can be reproduced.
    static func today(environment: [String: String]) -> CalendarDay {
        if let text = environment["BRANDS_TODAY"], let day = CalendarDay(text) { return day }
        return utcDay(secondsSince1970: Date().timeIntervalSince1970)
    }

    /// The day in UTC (proleptic Gregorian calendar) of the moment `seconds` after 1970-01-01T00:00:00Z.
    ///
    /// Worked out by arithmetic: making Foundation's Gregorian calendar and its time zone was 1% of a validation of
    /// the sample. Days are counted from 1 March of year 0, so that a leap day ends its year, in eras of 400 years
    /// (146,097 days each).
    static func utcDay(secondsSince1970 seconds: Double) -> CalendarDay {
        let days = Int((seconds / 86_400).rounded(.down))
        let fromMarch0 = days + 719_468
        let era = (fromMarch0 >= 0 ? fromMarch0 : fromMarch0 - 146_096) / 146_097
        let dayOfEra = fromMarch0 - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        // Months from March, of 31, 30, 31, 30, 31 days and again: 153 days every five.
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CalendarDay(year: year, month: month, day: day)
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
            // Commands resolve paths and find the workspace from the current folder; one that no longer exists
            // (deleted while a shell stood in it) leaves Foundation nothing to give, and relative paths no base.
            guard context.currentDirectory.hasPrefix("/") else {
                return CommandFailure(
                    "cannot read the current folder (it may have been deleted); run brands from a folder that exists"
                ).report(path: [], in: context)
            }
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
