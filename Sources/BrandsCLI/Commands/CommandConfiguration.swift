/// What a command is called, what help says about it, and the arguments it declares.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command, such as `validate`.
    public var name: String
    /// One sentence for command lists and the `OVERVIEW:` of its help.
    public var abstract: String
    /// Paragraphs of further help, or empty.
    public var discussion: String
    /// A hand-written usage line (after `brands`), or `nil` to generate one from the declarations.
    public var usage: String?
    /// The options, in the order help lists them.
    public var options: [OptionDefinition]
    /// The positional arguments, in order.
    public var positionals: [PositionalDefinition]
    /// The commands under this one, in the order help lists them; non-empty for groups.
    public var subcommands: [any ParsableCommand.Type]

    /// Creates a configuration.
    public init(
        name: String, abstract: String, discussion: String = "", usage: String? = nil,
        options: [OptionDefinition] = [], positionals: [PositionalDefinition] = [],
        subcommands: [any ParsableCommand.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
    }

    /// The subcommand called `name`.
    public func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        subcommands.first { $0.configuration.name == name }
    }
}
