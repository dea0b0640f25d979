import Support
import XCConfig

/// A mistake in how the command line was written; the run stops and exits with status 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, lowercase without a trailing period, with a suggestion where one is close.
    public var message: String
    /// The clone name that matched none, when that is the mistake: a clone whose scheme cannot be read is missing
    /// for that reason, which the command reports instead.
    public var unknownClone: String?

    /// Creates an error with a message; prefer the static factories so tests share the exact text.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, as printed after `error: `.
    public var description: String { message }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `unknown option '--formt'; did you mean '--format'?`.
    public static func unknownOption(_ spelling: String, suggestion: String?) -> UsageError {
        UsageError("unknown option '\(spelling)'" + didYouMean(suggestion))
    }

    /// `missing value for '--format'`.
    public static func missingValue(for spelling: String) -> UsageError {
        UsageError("missing value for '\(spelling)'")
    }

    /// `option '--strict' takes no value`, for `--strict=yes`.
    public static func unexpectedValue(_ value: String, for spelling: String) -> UsageError {
        UsageError("option '\(spelling)' takes no value")
    }

    /// `unexpected argument 'x'`.
    public static func unexpectedArgument(_ argument: String) -> UsageError {
        UsageError("unexpected argument '\(argument)'")
    }

    /// `missing argument '<path>'`.
    public static func missingArgument(_ placeholder: String) -> UsageError {
        UsageError("missing argument '\(placeholder)'")
    }

    /// `invalid value 'yaml' for '--format'; expected one of: text, json`, or `…; did you mean 'json'?` when
    /// one of the expected values is close.
    public static func invalidValue(
        _ value: String, for spelling: String, expected: [String], suggestion: String?
    ) -> UsageError {
        let hint = suggestion.map { "did you mean '\($0)'?" } ?? "expected one of: " + NameList.joined(expected)
        return UsageError("invalid value '\(value)' for '\(spelling)'; \(hint)")
    }

    /// `unknown command 'vaildate'; did you mean 'validate'?` (names of subcommands include their parents,
    /// as in `release plann`).
    public static func unknownCommand(_ name: String, suggestion: String?) -> UsageError {
        UsageError("unknown command '\(name)'" + didYouMean(suggestion))
    }
}
