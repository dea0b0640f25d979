/// The options and positionals a command was given, looked up by their declared names.
public struct ParsedArguments: Sendable {
    /// The declarations the arguments were parsed against.
    public let configuration: CommandConfiguration
    private let flags: Set<String>
    private let optionValues: [String: [String]]
    private let positionalValues: [String: [String]]

    init(
        configuration: CommandConfiguration, flags: Set<String>, values: [String: [String]],
        positionals: [String: [String]]
    ) {
        self.configuration = configuration
        self.flags = flags
        self.optionValues = values
        self.positionalValues = positionals
    }

    /// Whether the flag `--name` was given.
    public func isSet(_ name: String) -> Bool {
        assertDeclaredOption(name)
        return flags.contains(name)
    }

    /// The value of `--name`: the last one when it was given several times, `nil` when absent.
    public func value(_ name: String) -> String? {
        assertDeclaredOption(name)
        return optionValues[name]?.last
    }

    /// Every value of the repeatable `--name`, in command-line order.
    public func values(_ name: String) -> [String] {
        assertDeclaredOption(name)
        return optionValues[name] ?? []
    }

    /// The value of `--name` converted to `T`, `nil` when absent.
    public func value<T: ArgumentValue>(_ name: String, as type: T.Type) throws(UsageError) -> T? {
        guard let text = value(name) else { return nil }
        return try T.parse(text, for: "--" + name)
    }

    /// The positional argument `name`, or `nil` when an optional one was left out.
    public func positional(_ name: String) -> String? {
        assertDeclaredPositional(name)
        return positionalValues[name]?.first
    }

    /// Every word a repeatable positional took.
    public func positionals(_ name: String) -> [String] {
        assertDeclaredPositional(name)
        return positionalValues[name] ?? []
    }

    /// The `--format` value, or `defaultFormat` when it was not given.
    public func format(default defaultFormat: OutputFormat) throws(UsageError) -> OutputFormat {
        try value(OutputFormat.optionName, as: OutputFormat.self) ?? defaultFormat
    }

    // Asking for a name the command never declared is a typo in the command's code, not bad input: it
    // would otherwise read as "not given" forever.
    private func assertDeclaredOption(_ name: String) {
        assert(configuration.options.contains { $0.name == name }, "option '--\(name)' is not declared")
    }

    private func assertDeclaredPositional(_ name: String) {
        assert(configuration.positionals.contains { $0.name == name }, "argument '<\(name)>' is not declared")
    }
}
