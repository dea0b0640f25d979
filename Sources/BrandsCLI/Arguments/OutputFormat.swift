/// The `--format` a command writes its findings in.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable, ArgumentValue {
    /// Clang-style lines for people.
    case text
    /// A versioned JSON document with sorted keys.
    case json
    /// GitHub Actions workflow commands (`::error file=…::…`).
    case github
    /// SARIF 2.1.0, for code-scanning services.
    case sarif

    /// The option's long name.
    public static let optionName = "format"

    /// The `--format` declaration for a command that supports `formats` (in that order), defaulting to
    /// `defaultFormat`.
    public static func option(
        supporting formats: [OutputFormat] = OutputFormat.allCases, default defaultFormat: OutputFormat = .text
    ) -> OptionDefinition {
        .option(
            optionName, valueName: "format", help: "The output format.", allowedValues: formats.map(\.rawValue),
            defaultValue: defaultFormat.rawValue)
    }
}
