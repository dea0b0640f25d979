/// A `brands` command: a type with a name and help, parsed from the command line, then run.
///
/// Adding a command takes one file holding a type like this and one line in ``CommandTable/rootCommands``
/// (or in a group's ``CommandConfiguration/subcommands``):
///
/// ```swift
/// struct ListCommand: ParsableCommand {
///     static let configuration = CommandConfiguration(
///         name: "list", abstract: "List the clones.", options: [OutputFormat.option()])
///     var format: OutputFormat
///     init(parsing arguments: inout ArgumentList) throws(UsageError) {
///         let parsed = try arguments.parse(Self.configuration)
///         format = try parsed.format(default: .text)
///     }
///     func run(in context: CommandContext) -> ExitStatus { … }
/// }
/// ```
///
/// `-h`/`--help` never reach `init(parsing:)`: the dispatcher answers them from the configuration.
public protocol ParsableCommand: Sendable {
    /// The command's name, help text and declared arguments.
    static var configuration: CommandConfiguration { get }

    /// Parses the command's arguments, consuming every token of `arguments`.
    init(parsing arguments: inout ArgumentList) throws(UsageError)

    /// Does the work, writing through `context`, and says how the process should exit.
    func run(in context: CommandContext) -> ExitStatus
}

/// A command that only groups subcommands, such as `brands release`; naming it without a subcommand
/// shows its help.
public protocol CommandGroup: ParsableCommand {
    /// Creates the group; groups have no state.
    init()
}

extension CommandGroup {
    /// Accepts no arguments of its own; the dispatcher chooses a subcommand before this is reached.
    public init(parsing arguments: inout ArgumentList) throws(UsageError) {
        _ = try arguments.parse(Self.configuration)
        self.init()
    }

    /// Prints the group's help.
    ///
    /// The dispatcher answers a bare group with its help itself, so this is reached only when a group is run directly;
    /// it assumes the group sits at the top of the real table.
    public func run(in context: CommandContext) -> ExitStatus {
        context.standardOutput.write(HelpFormatter.help(for: [CommandTable.root, Self.configuration]))
        return .success
    }
}
