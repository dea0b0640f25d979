/// The `--format` of the commands that show resolved configurations (`show`, `diff`, `matrix`), which are
/// reports rather than findings, so their formats differ from ``OutputFormat``.
enum ReportFormat: String, CaseIterable, Hashable, Sendable, ArgumentValue {
    /// Aligned tables for a terminal.
    case text
    /// A versioned JSON document with sorted keys.
    case json
    /// GitHub-flavoured Markdown, ready to paste into a pull-request comment.
    case markdown
    /// Comma-separated values (RFC 4180).
    case csv

    /// The `--format` declaration accepting `formats`, defaulting to text.
    static func option(supporting formats: [ReportFormat]) -> OptionDefinition {
        .option(
            OutputFormat.optionName, valueName: "format", help: "The output format.",
            allowedValues: formats.map(\.rawValue), defaultValue: ReportFormat.text.rawValue)
    }

    /// The `--format` value of `parsed`, or text.
    static func parse(_ parsed: ParsedArguments) throws(UsageError) -> ReportFormat {
        try parsed.value(OutputFormat.optionName, as: ReportFormat.self) ?? .text
    }
}
