/// The `--format` values of `brands release plan`.
enum ReleasePlanFormat: String, CaseIterable, Hashable, Sendable, ArgumentValue {
    /// A readable summary of each plan, with the diagnostics.
    case text
    /// `{"plans": [ … ]}`.
    case json
    /// `name=value` lines for `$GITHUB_OUTPUT`.
    case githubOutput = "github-output"
    /// `{"include": [ … ]}` on one line, for a `strategy.matrix`.
    case matrix
    /// `export BRANDS_…='…'` lines for a shell.
    case env

    /// The `--format` declaration.
    static let option = OptionDefinition.option(
        "format", valueName: "format", help: "The output format.", allowedValues: allValueStrings,
        defaultValue: ReleasePlanFormat.text.rawValue)
}
