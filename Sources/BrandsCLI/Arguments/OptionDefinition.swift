/// How a command declares one `--option`; help text and parsing both come from these declarations.
public struct OptionDefinition: Hashable, Sendable {
    /// The long name without dashes, such as `format`.
    public var name: String
    /// The one-character short name without its dash, such as `v` for `-v`.
    public var shortName: Character?
    /// The placeholder shown in help (`<format>`), or `nil` for a flag that takes no value.
    public var valueName: String?
    /// One sentence for the help screen.
    public var help: String
    /// Whether the option may be given several times, collecting every value.
    public var isRepeatable: Bool
    /// The only values accepted, in the order help lists them; empty for any value.
    public var allowedValues: [String]
    /// The value used when the option is absent, shown in help only.
    public var defaultValue: String?

    /// Creates a declaration; prefer ``flag(_:short:help:)`` and ``option(_:short:valueName:help:isRepeatable:allowedValues:defaultValue:)``.
    public init(
        name: String, shortName: Character? = nil, valueName: String?, help: String, isRepeatable: Bool = false,
        allowedValues: [String] = [], defaultValue: String? = nil
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
    }

    /// An option that takes no value, such as `--strict`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDefinition {
        OptionDefinition(name: name, shortName: short, valueName: nil, help: help)
    }

    /// An option that takes a value, as `--name value` or `--name=value`.
    public static func option(
        _ name: String, short: Character? = nil, valueName: String, help: String, isRepeatable: Bool = false,
        allowedValues: [String] = [], defaultValue: String? = nil
    ) -> OptionDefinition {
        OptionDefinition(
            name: name, shortName: short, valueName: valueName, help: help, isRepeatable: isRepeatable,
            allowedValues: allowedValues, defaultValue: defaultValue)
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// `--name`, as messages quote it.
    public var spelling: String { "--" + name }
}

/// How a command declares one positional argument.
public struct PositionalDefinition: Hashable, Sendable {
    /// The name shown in help as `<name>` and used to look the value up.
    public var name: String
    /// One sentence for the help screen.
    public var help: String
    /// Whether the argument may be left out.
    public var isOptional: Bool
    /// Whether the argument takes every remaining word; only the last positional may repeat.
    public var isRepeatable: Bool

    /// Creates a declaration.
    public init(_ name: String, help: String, isOptional: Bool = false, isRepeatable: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeatable = isRepeatable
    }

    /// `<name>`, as help and messages show it.
    public var placeholder: String { "<\(name)>" }
}
