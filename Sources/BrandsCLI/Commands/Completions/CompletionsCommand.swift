/// `brands completions SHELL`: a completion script made from the command table.
struct CompletionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, subcommands, options and their values from the same table help is made \
            from, and clone ids and configurations from the workspace at completion time (it runs the hidden \
            'brands __complete clones' and 'brands __complete configurations', honouring --root on the command \
            line). Install it with one of:

              bash: source <(brands completions bash)          (in ~/.bashrc)
              zsh:  source <(brands completions zsh)           (in ~/.zshrc, after compinit)
                    or save it as _brands in a folder of $fpath
              fish: brands completions fish > ~/.config/fish/completions/brands.fish
            """,
        positionals: [PositionalDefinition("shell", help: "bash, zsh or fish.")])

    var shell: CompletionShell

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        shell = try CompletionShell.parse(parsed.positional("shell") ?? "", for: "<shell>")
    }

    func run(in context: CommandContext) -> ExitStatus {
        context.standardOutput.write(shell.script(for: CompletionTable(root: CommandTable.root)))
        return .success
    }
}
