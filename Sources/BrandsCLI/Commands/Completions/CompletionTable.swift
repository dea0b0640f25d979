/// What shell completion offers, read from the same command table help is made from: every command path with its
/// subcommands, options and what their values and positional arguments are.
package struct CompletionTable: Sendable {
    /// What a value can be completed to.
    package enum ValueKind: Sendable, Hashable {
        /// One of these words (an option's allowed values).
        case words([String])
        /// A clone id of the workspace, asked of `brands __complete clones` when completing.
        case clones
        /// A configuration of the workspace's manifest, asked of `brands __complete configurations`.
        case configurations
        /// A file path.
        case files
        /// A folder path.
        case directories
        /// Anything; nothing is offered.
        case any

        /// The word the scripts use for the kind: `words a b`, `clones`, `files`, ….
        var scriptWord: String {
            switch self {
            case .words(let words): (["words"] + words).joined(separator: " ")
            case .clones: "clones"
            case .configurations: "configurations"
            case .files: "files"
            case .directories: "dirs"
            case .any: "any"
            }
        }
    }

    /// One option: its spellings, what its value is (`nil` for a flag) and its help.
    package struct Option: Sendable, Hashable {
        /// The long name without dashes.
        package var long: String
        /// The short name without its dash.
        package var short: String?
        /// What the value is; `nil` for a flag.
        package var value: ValueKind?
        /// The option's help.
        package var help: String

        /// `--long` and `-s`.
        var spellings: [String] { ["--" + long] + (short.map { ["-" + $0] } ?? []) }
    }

    /// One command path (`""`, `release`, `release plan`, `help release`).
    package struct Command: Sendable, Hashable {
        /// The command names from the root, separated by spaces; empty for the root.
        package var path: String
        /// The subcommands with their abstracts, in help order.
        package var subcommands: [(name: String, abstract: String)]
        /// The options, `--help` last.
        package var options: [Option]
        /// What the positional arguments are, when the command takes any.
        package var positional: ValueKind?

        /// Equal when path, subcommand names, options and positional are.
        package static func == (lhs: Command, rhs: Command) -> Bool {
            lhs.path == rhs.path && lhs.subcommands.map(\.name) == rhs.subcommands.map(\.name)
                && lhs.options == rhs.options && lhs.positional == rhs.positional
        }

        /// Hashes the path.
        package func hash(into hasher: inout Hasher) { hasher.combine(path) }
    }

    /// Every command path, root first, depth first in help order.
    package var commands: [Command]

    /// The options every command accepts.
    static let helpOption = Option(long: "help", short: "h", value: nil, help: "Show help.")

    /// The table of the tree under `root`, with `help` and its command paths.
    package init(root: CommandConfiguration) {
        var commands: [Command] = []
        func visit(_ configuration: CommandConfiguration, path: String) {
            var subcommands = configuration.subcommands.map { ($0.configuration.name, $0.configuration.abstract) }
            if path.isEmpty { subcommands.append((CommandTable.helpCommandName, "Show help for a command.")) }
            commands.append(
                Command(
                    path: path, subcommands: subcommands,
                    options: configuration.options.map(Self.option) + [Self.helpOption],
                    positional: configuration.positionals.first.map(Self.kind)))
            for subcommand in configuration.subcommands {
                let name = subcommand.configuration.name
                visit(subcommand.configuration, path: path.isEmpty ? name : path + " " + name)
            }
        }
        visit(root, path: "")
        // `brands help <command>…` completes command names, level by level.
        let help = commands.filter { !$0.subcommands.isEmpty }.map { command in
            Command(
                path: command.path.isEmpty ? CommandTable.helpCommandName : "help " + command.path,
                subcommands: command.subcommands.filter { $0.name != CommandTable.helpCommandName }, options: [],
                positional: nil)
        }
        self.commands = commands + help
    }

    /// What an option's value is: its allowed values, else by its name and placeholder.
    ///
    /// The rule: allowed values are offered as words; `--configuration` and `--against` take a configuration;
    /// `--from` takes a clone; a `<dir>` value is a folder and a `<path>` or `<file>` value a file.
    static func option(_ definition: OptionDefinition) -> Option {
        let value: ValueKind?
        if !definition.takesValue {
            value = nil
        } else if !definition.allowedValues.isEmpty {
            value = .words(definition.allowedValues)
        } else if ["configuration", "against"].contains(definition.name) {
            value = .configurations
        } else if definition.name == "from" {
            value = .clones
        } else {
            switch definition.valueName {
            case "dir": value = .directories
            case "path", "file": value = .files
            default: value = .any
            }
        }
        return Option(
            long: definition.name, short: definition.shortName.map(String.init), value: value, help: definition.help)
    }

    /// What a command's first positional argument is, by its name: `clone`, `other-clone` and `id`-like names
    /// take clone ids, `path` a file, `shell` a shell, `rule` a rule id; anything else is free.
    static func kind(_ positional: PositionalDefinition) -> ValueKind {
        switch positional.name {
        case "clone", "other-clone", "clones": .clones
        case "path": .files
        case "shell": .words(CompletionShell.allCases.map(\.rawValue))
        case "rule": .words(RulesCommand.metadata.map(\.id))
        default: .any
        }
    }
}
