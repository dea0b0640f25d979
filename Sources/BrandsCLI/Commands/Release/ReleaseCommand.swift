/// `brands release`: the group of release commands.
struct ReleaseCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        name: "release", abstract: "Turn release tags into checked build plans.",
        subcommands: [ReleasePlanCommand.self])
}
