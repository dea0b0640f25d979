extension CommandConfiguration {
    /// Mistakes in the declarations themselves, for a test that checks every command in the table:
    /// duplicate or reserved names, a repeatable positional that is not last, missing help text.
    package var declarationProblems: [String] {
        var problems: [String] = []
        let reserved = ["help"]
        if abstract.isEmpty { problems.append("'\(name)' has no abstract") }
        var longNames = Set<String>()
        var shortNames = Set<Character>(["h"])
        for option in options {
            if reserved.contains(option.name) { problems.append("'\(name)' redeclares '--\(option.name)'") }
            if !longNames.insert(option.name).inserted { problems.append("'\(name)' repeats '--\(option.name)'") }
            if let short = option.shortName, !shortNames.insert(short).inserted {
                problems.append("'\(name)' repeats or reserves '-\(short)'")
            }
            if option.help.isEmpty { problems.append("'\(name)' has no help for '--\(option.name)'") }
            if !option.takesValue, !option.allowedValues.isEmpty {
                problems.append("'\(name)' lists values for the flag '--\(option.name)'")
            }
        }
        for (index, positional) in positionals.enumerated() {
            if positional.isRepeatable, index != positionals.count - 1 {
                problems.append("'\(name)' has a repeatable '<\(positional.name)>' before the last argument")
            }
            if !positional.isOptional, positionals[..<index].contains(where: \.isOptional) {
                problems.append("'\(name)' has a required '<\(positional.name)>' after an optional one")
            }
        }
        let subcommandNames = subcommands.map { $0.configuration.name }
        if Set(subcommandNames).count != subcommandNames.count { problems.append("'\(name)' repeats a subcommand") }
        if subcommandNames.contains(CommandTable.helpCommandName) {
            problems.append("'\(name)' redeclares the 'help' command")
        }
        return problems + subcommands.flatMap { $0.configuration.declarationProblems }
    }
}
