import Support
import XCConfig

/// Matches tokens against a command's declarations; used through ``ArgumentList/parse(_:)``.
struct ArgumentParser {
    let configuration: CommandConfiguration
    private var flags: Set<String> = []
    private var values: [String: [String]] = [:]
    private var words: [String] = []

    init(configuration: CommandConfiguration) {
        self.configuration = configuration
    }

    mutating func parse(_ tokens: [ArgumentToken]) throws(UsageError) -> ParsedArguments {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .longOption(let name, let inlineValue):
                guard let option = configuration.options.first(where: { $0.name == name }) else {
                    throw .unknownOption(token.spelling, suggestion: suggestion(for: name))
                }
                try record(option, spelling: token.spelling, inlineValue: inlineValue, tokens: tokens, index: &index)
            case .shortOption(let name):
                guard name.count == 1, let option = configuration.options.first(where: { $0.shortName == name.first })
                else {
                    throw .unknownOption(token.spelling, suggestion: name.count > 1 ? suggestion(for: name) : nil)
                }
                try record(option, spelling: token.spelling, inlineValue: nil, tokens: tokens, index: &index)
            case .value(let word), .literal(let word):
                words.append(word)
            }
        }
        return ParsedArguments(
            configuration: configuration, flags: flags, values: values, positionals: try assignPositionals())
    }

    private mutating func record(
        _ option: OptionDefinition, spelling: String, inlineValue: String?, tokens: [ArgumentToken], index: inout Int
    ) throws(UsageError) {
        guard option.takesValue else {
            if let inlineValue { throw .unexpectedValue(inlineValue, for: spelling) }
            flags.insert(option.name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < tokens.count, case .value(let next) = tokens[index] {
            value = next
            index += 1
        } else {
            throw .missingValue(for: spelling)
        }
        if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
            throw .invalidValue(
                value, for: option.spelling, expected: option.allowedValues,
                suggestion: Suggestion.closest(to: value, in: option.allowedValues))
        }
        values[option.name, default: []].append(value)
    }

    /// `--name` for a declared long option close to `name` (or equal to it, for `-name`).
    private func suggestion(for name: String) -> String? {
        let names = configuration.options.map(\.name)
        if names.contains(name) { return "--" + name }
        return Suggestion.closest(to: name, in: names).map { "--" + $0 }
    }

    private func assignPositionals() throws(UsageError) -> [String: [String]] {
        var assigned: [String: [String]] = [:]
        var remaining = words[...]
        for definition in configuration.positionals {
            if definition.isRepeatable {
                assigned[definition.name] = Array(remaining)
                remaining = []
            } else if let word = remaining.popFirst() {
                assigned[definition.name] = [word]
            }
            if assigned[definition.name, default: []].isEmpty, !definition.isOptional {
                throw .missingArgument(definition.placeholder)
            }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
        return assigned
    }
}
