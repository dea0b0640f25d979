/// The commands `brands` offers, and the root they hang from.
public enum CommandTable {
    /// Every top-level command, in the order `brands --help` lists them.
    ///
    /// Add one line per command.
    public static let rootCommands: [any ParsableCommand.Type] = [
        // In the order help lists them: adopting and checking first, then explaining, then releasing.
        InitCommand.self,
        ValidateCommand.self,
        ListCommand.self,
        ShowCommand.self,
        DiffCommand.self,
        MatrixCommand.self,
        SheetCommand.self,
        SettingsCommand.self,
        RulesCommand.self,
        SchemaCommand.self,
        ReleaseCommand.self,
        AffectedCommand.self,
        // The app side: code for the app.
        GenerateCommand.self,
        InputsCommand.self,
        NewCommand.self,
        RemoveCommand.self,
        CompletionsCommand.self,
    ]

    /// The name of the pseudo-command that shows help for another (`brands help release plan`).
    public static let helpCommandName = "help"

    /// The pseudo-command `help` as help shows it (`brands help help`); it is resolved before any command runs.
    public static let helpConfiguration = CommandConfiguration(
        name: helpCommandName, abstract: "Show help for a command.",
        discussion: "Prints the help of the command named, of a subcommand (brands help release plan), or of brands.",
        usage: "help [<command> ...]",
        positionals: [
            PositionalDefinition(
                "command", help: "The command, and its subcommands, to show help for.", isOptional: true,
                isRepeatable: true)
        ])

    /// The root of a command tree with `commands` at the top.
    public static func root(commands: [any ParsableCommand.Type]) -> CommandConfiguration {
        CommandConfiguration(
            name: "brands",
            abstract: "Check and explain the configuration of many branded apps built from one codebase.",
            options: [.flag("version", help: "Show the version.")],
            subcommands: commands)
    }

    /// The root of the real command tree.
    public static let root = root(commands: rootCommands)
}
