/// The `--format` values of `brands affected`.
enum AffectedFormat: String, CaseIterable, Hashable, Sendable, ArgumentValue {
    /// Each clone with the paths that touch it.
    case text
    /// `{"clones": [{"id", "reasons": [{"path", "because"}]}]}`.
    case json
    /// `{"include": [{"clone": "NWD"}, …]}` on one line, for a `strategy.matrix`.
    case matrix

    /// The `--format` declaration.
    static let option = OptionDefinition.option(
        "format", valueName: "format", help: "The output format.", allowedValues: allValueStrings,
        defaultValue: AffectedFormat.text.rawValue)
}
