/// Builds help screens and usage lines from command configurations, in swift-argument-parser's layout.
public enum HelpFormatter {
    /// Labels wider than this push their help text to the next line.
    static let labelWidth = 24

    /// The help option every command accepts, listed last.
    static let helpOption = OptionDefinition.flag("help", short: "h", help: "Show help information.")

    /// The full help for the last command of `path` (root first), ending with a newline.
    public static func help(for path: [CommandConfiguration]) -> String {
        guard let command = path.last else { return "" }
        var sections: [String] = []
        sections.append("OVERVIEW: " + command.abstract)
        if !command.discussion.isEmpty { sections.append(command.discussion) }
        sections.append("USAGE: " + usage(for: path))
        if !command.positionals.isEmpty {
            sections.append(
                "ARGUMENTS:\n" + command.positionals.map { row(label: $0.placeholder, help: $0.help) }.joined())
        }
        let options = command.options + [helpOption]
        sections.append("OPTIONS:\n" + options.map { row(label: label(for: $0), help: help(for: $0)) }.joined())
        let isRoot = path.count == 1
        if isRoot || !command.subcommands.isEmpty {
            var rows = command.subcommands.map { row(label: $0.configuration.name, help: $0.configuration.abstract) }
            if isRoot {
                rows.append(row(label: CommandTable.helpCommandName, help: CommandTable.helpConfiguration.abstract))
            }
            let helpCommand = ([path[0].name, CommandTable.helpCommandName] + path.dropFirst().map(\.name))
                .joined(separator: " ")
            sections.append(
                "COMMANDS:\n" + rows.joined() + "\n  See '\(helpCommand) <command>' for detailed help.\n")
        }
        return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    /// The usage line for the last command of `path`, starting with the program name.
    public static func usage(for path: [CommandConfiguration]) -> String {
        guard let command = path.last else { return "" }
        let prefix = path.map(\.name).joined(separator: " ")
        if let usage = command.usage { return "\(path[0].name) \(usage)" }
        if path.count == 1 || !command.subcommands.isEmpty { return prefix + " <command>" }
        var parts = [prefix]
        for option in command.options {
            var part = option.spelling
            if let valueName = option.valueName { part += " <\(valueName)>" }
            if option.isRepeatable { part += " ..." }
            parts.append("[\(part)]")
        }
        for positional in command.positionals {
            var part = positional.placeholder
            if positional.isRepeatable { part += " ..." }
            parts.append(positional.isOptional ? "[\(part)]" : part)
        }
        return parts.joined(separator: " ")
    }

    private static func label(for option: OptionDefinition) -> String {
        var label = option.shortName.map { "-\($0), " } ?? ""
        label += option.spelling
        if let valueName = option.valueName { label += " <\(valueName)>" }
        return label
    }

    private static func help(for option: OptionDefinition) -> String {
        var details: [String] = []
        if !option.allowedValues.isEmpty { details.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { details.append("default: " + defaultValue) }
        if option.isRepeatable { details.append("repeatable") }
        return details.isEmpty ? option.help : option.help + " (\(details.joined(separator: "; ")))"
    }

    private static func row(label: String, help: String) -> String {
        let indented = "  " + label
        if label.count >= labelWidth {
            return indented + "\n" + String(repeating: " ", count: labelWidth + 2) + help + "\n"
        }
        return indented + String(repeating: " ", count: labelWidth + 2 - indented.count) + help + "\n"
    }
}
