import BrandFormats
import BrandKit
import Foundation
import Support
import XCConfig

/// Everything a command may touch outside its own values: files, environment, streams and terminals.
///
/// Built once by ``BrandsCommandLine/main(arguments:)`` from the real process, or by tests from an
/// ``InMemoryFileSystem`` and ``CapturingOutputSink``s.
public struct CommandContext: Sendable {
    /// The file system commands read through.
    public var fileSystem: any FileSystem
    /// The file system commands write through, when writing is allowed (the file system itself when it can write).
    public var writableFileSystem: (any WritableFileSystem)?
    /// The absolute path relative arguments are resolved against.
    public var currentDirectory: String
    /// The process environment.
    public var environment: [String: String]
    /// Where results go.
    public var standardOutput: any OutputSink
    /// Where diagnostics about the run itself (usage errors) go.
    public var standardError: any OutputSink
    /// Whether standard output is a terminal.
    public var isStandardOutputTerminal: Bool
    /// Whether standard error is a terminal.
    public var isStandardErrorTerminal: Bool
    /// Whether standard input is a terminal; never prompt when it is not.
    public var isStandardInputTerminal: Bool
    /// The width of the terminal standard output is attached to, when it is one and its size is known.
    public var standardOutputWidth: Int?
    /// Reads all of standard input: `nil` when there is none to read, an error saying why it could not be read.
    public var readStandardInput: @Sendable () throws(StandardInputError) -> String?
    /// Reads all of the pipe or device at a path that the file system refuses as no regular file (`<(git tag --list)`);
    /// `nil` when there is none (tests' file systems).
    public var readPipe: @Sendable (String) throws(StandardInputError) -> String? = { _ in nil }
    /// Today's date, for expiry checks (the composition root reads the clock, or `BRANDS_TODAY`).
    public var today: CalendarDay
    /// How git is run, for release planning and affected clones.
    public var git: any GitRunner
    /// Whether commands about some clones read every clone in full all the same, as they did before they selected
    /// (see ``CloneSelection``); tests set it to check that selecting changes no output.
    public var readsEveryClone = false
    /// Where loaded workspaces are kept until the process exits instead of being freed when a command is done with
    /// them; `nil` (tests) frees them.
    public var exitRetainer: ExitRetainer?

    /// Creates a context; the defaults describe a non-interactive run with empty input.
    public init(
        fileSystem: any FileSystem, currentDirectory: String, environment: [String: String] = [:],
        standardOutput: any OutputSink, standardError: any OutputSink, isStandardOutputTerminal: Bool = false,
        isStandardErrorTerminal: Bool = false, isStandardInputTerminal: Bool = false, standardOutputWidth: Int? = nil,
        readStandardInput: @escaping @Sendable () throws(StandardInputError) -> String? = { nil },
        today: CalendarDay = CalendarDay(year: 2026, month: 1, day: 1), git: any GitRunner = UnavailableGitRunner(),
        writableFileSystem: (any WritableFileSystem)? = nil
    ) {
        self.writableFileSystem = writableFileSystem ?? (fileSystem as? any WritableFileSystem)
        self.today = today
        self.git = git
        self.fileSystem = fileSystem
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isStandardOutputTerminal = isStandardOutputTerminal
        self.isStandardErrorTerminal = isStandardErrorTerminal
        self.isStandardInputTerminal = isStandardInputTerminal
        self.standardOutputWidth = standardOutputWidth
        self.readStandardInput = readStandardInput
    }

    /// Whether text written to standard output may be coloured (see ``TextStyle/isColorEnabled(isTerminal:environment:)``).
    public var isStandardOutputColored: Bool {
        TextStyle.isColorEnabled(isTerminal: isStandardOutputTerminal, environment: environment)
    }

    /// Whether text written to standard error may be coloured.
    public var isStandardErrorColored: Bool {
        TextStyle.isColorEnabled(isTerminal: isStandardErrorTerminal, environment: environment)
    }

    /// `path` made absolute against ``currentDirectory`` and normalised.
    public func absolutePath(_ path: String) -> String {
        Path.normalize(Path.join(currentDirectory, path))
    }
}
