/// The commands `brands` offers, and the root they hang from.
public enum CommandTable {
    /// Every top-level command, in the order `brands --help` lists them.
    ///
    /// Add one line per command.
    public static let rootCommands: [any ParsableCommand.Type] = [
        // In the order help lists them: checking first, then explaining, then releasing.
        ValidateCommand.self,
        ListCommand.self,
        ShowCommand.self,
        DiffCommand.self,
        MatrixCommand.self,
        SettingsCommand.self,
        RulesCommand.self,
        SchemaCommand.self,
        ReleaseCommand.self,
        AffectedCommand.self,
        // The app side: code for the app.
        GenerateCommand.self,
        CompletionsCommand.self,
    ]

    /// The name of the pseudo-command that shows help for another (`brands help release plan`).
    public static let helpCommandName = "help"

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
