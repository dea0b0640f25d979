/// `brands generate`: the group of commands that write code from the workspace.
struct GenerateCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        name: "generate", abstract: "Write code for the app from the schema and the clones.",
        subcommands: [GenerateSwiftCommand.self])
}
