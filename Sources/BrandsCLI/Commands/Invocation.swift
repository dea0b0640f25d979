import Support
import XCConfig

/// What a command line asks for, decided before anything runs.
public enum Invocation: Sendable {
    /// Run `command`; `path` is the root followed by the commands chosen on the way to it.
    case run(any ParsableCommand, path: [CommandConfiguration])
    /// Print the help of the last command of `path`.
    case help(path: [CommandConfiguration])
    /// Print the version.
    case version
    /// Report `error`, with the usage of the last command of `path`.
    case usageError(UsageError, path: [CommandConfiguration])

    /// Decides what `arguments` (without the program name) ask of the command tree under `root`.
    ///
    /// No arguments, or a group named without a subcommand, asks for help and exits 0, as
    /// swift-argument-parser does for a command with subcommands and no default: nothing went wrong,
    /// the user is exploring. A mistyped command is a usage error.
    public static func resolve(_ arguments: [String], root: CommandConfiguration) -> Invocation {
        var list = ArgumentList(arguments)
        var path = [root]
        if list.firstWord == CommandTable.helpCommandName {
            list.removeFirst()
            return resolveHelp(list, root: root)
        }
        var commandType: (any ParsableCommand.Type)?
        // The root is always a group, even before any command is registered.
        while let current = path.last, path.count == 1 || !current.subcommands.isEmpty {
            if let word = list.firstWord {
                guard let subcommand = current.subcommand(named: word) else {
                    return .usageError(unknownCommand(word, path: path), path: path)
                }
                list.removeFirst()
                path.append(subcommand.configuration)
                commandType = subcommand
                continue
            }
            if list.containsHelpRequest || list.isEmpty { return .help(path: path) }
            if path.count == 1, list.containsLongOption("version") { return .version }
            // Only options are left, and a group declares none that could apply: report the first.
            var remaining = list
            do {
                _ = try remaining.parse(current)
                return .help(path: path)
            } catch {
                return .usageError(error, path: path)
            }
        }
        if list.containsHelpRequest { return .help(path: path) }
        guard let commandType else { return .help(path: path) }
        do {
            let command = try commandType.init(parsing: &list)
            if let leftover = list.tokens.first {
                return .usageError(.unexpectedArgument(leftover.spelling), path: path)
            }
            return .run(command, path: path)
        } catch {
            return .usageError(error, path: path)
        }
    }

    /// `brands help [command…]`: help for the named command, which must exist.
    private static func resolveHelp(_ list: ArgumentList, root: CommandConfiguration) -> Invocation {
        var path = [root]
        for token in list.tokens {
            guard case .value(let word) = token else {
                if token == .longOption("help", value: nil) || token == .shortOption("h") { continue }
                return .usageError(.unexpectedArgument(token.spelling), path: path)
            }
            if path.count == 1 && word == CommandTable.helpCommandName {
                path.append(CommandTable.helpConfiguration)
                continue
            }
            guard let current = path.last, let subcommand = current.subcommand(named: word) else {
                return .usageError(unknownCommand(word, path: path), path: path)
            }
            path.append(subcommand.configuration)
        }
        return .help(path: path)
    }

    private static func unknownCommand(_ word: String, path: [CommandConfiguration]) -> UsageError {
        let prefix = path.dropFirst().map { $0.name + " " }.joined()
        var names = path.last?.subcommands.map { $0.configuration.name } ?? []
        if path.count == 1 { names.append(CommandTable.helpCommandName) }
        return .unknownCommand(
            prefix + word, suggestion: Suggestion.closest(to: word, in: names).map { prefix + $0 })
    }
}
