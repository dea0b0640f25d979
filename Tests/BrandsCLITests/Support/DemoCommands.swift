import BrandsCLI

/// A command tree used only by tests, exercising options, positionals and a group.
enum DemoCommands {
    static let root = CommandTable.root(commands: [DemoListCommand.self, DemoReleaseCommand.self])
}

/// `list [--format <format>] [--only <kind> ...] [--strict] [<path>]`: echoes what it parsed.
struct DemoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: "List the clones.",
        discussion: "Lists every clone of the workspace.",
        options: [
            OutputFormat.option(supporting: [.text, .json]),
            .option("only", valueName: "kind", help: "Show only this kind.", isRepeatable: true),
            .flag("strict", help: "Fail on warnings."),
        ],
        positionals: [PositionalDefinition("path", help: "The workspace folder.", isOptional: true)])

    var format: OutputFormat
    var only: [String]
    var strict: Bool
    var path: String?

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        let parsed = try arguments.parse(Self.configuration)
        format = try parsed.format(default: .text)
        only = parsed.values("only")
        strict = parsed.isSet("strict")
        path = parsed.positional("path")
    }

    func run(in context: CommandContext) -> ExitStatus {
        context.standardOutput.write("format=\(format.rawValue) only=\(only) strict=\(strict) path=\(path ?? "-")\n")
        return strict ? .failure : .success
    }
}

/// `release <command>`: a group.
struct DemoReleaseCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        name: "release", abstract: "Plan releases.", subcommands: [DemoReleasePlanCommand.self])
}

/// `release plan <clone> ...`.
struct DemoReleasePlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "plan", abstract: "Plan a release.",
        positionals: [PositionalDefinition("clone", help: "The clones to release.", isRepeatable: true)])

    var clones: [String]

    init(parsing arguments: inout ArgumentList) throws(UsageError) {
        clones = try arguments.parse(Self.configuration).positionals("clone")
    }

    func run(in context: CommandContext) -> ExitStatus {
        context.standardOutput.write("plan \(clones.joined(separator: ","))\n")
        return .success
    }
}
