/// One command-line word after splitting, in the manner of swift-argument-parser's `SplitArguments`.
///
/// Splitting does not know which options take values: `--format json` is an option token followed by a
/// value token, and the parser decides whether the value belongs to the option.
public enum ArgumentToken: Hashable, Sendable {
    /// `--name`, or `--name=value` (the value may be empty).
    case longOption(String, value: String?)
    /// `-x`: everything after the dash (more than one character is kept together and later reported as
    /// an unknown option, as short options are never grouped).
    case shortOption(String)
    /// A word that is not an option: a positional argument or an option's value. `-` alone and negative
    /// numbers (`-1`, `-0.5`) are values.
    case value(String)
    /// A word after the `--` terminator: always positional, never an option or an option's value.
    case literal(String)

    /// Splits `arguments` (without the program name) into tokens.
    public static func split(_ arguments: [String]) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var afterTerminator = false
        for argument in arguments {
            if afterTerminator {
                tokens.append(.literal(argument))
            } else if argument == "--" {
                afterTerminator = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    tokens.append(
                        .longOption(String(body[..<equals]), value: String(body[body.index(after: equals)...])))
                } else {
                    tokens.append(.longOption(String(body), value: nil))
                }
            } else if argument.hasPrefix("-"), argument.count > 1, !isNegativeNumber(argument) {
                tokens.append(.shortOption(String(argument.dropFirst())))
            } else {
                tokens.append(.value(argument))
            }
        }
        return tokens
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        let body = argument.dropFirst()
        guard let first = body.first, first.isASCII, first.isNumber || first == "." else { return false }
        return Double(argument) != nil
    }

    /// The token as it can be quoted in a message: `--name`, `-x` or the word itself.
    public var spelling: String {
        switch self {
        case .longOption(let name, _): "--" + name
        case .shortOption(let name): "-" + name
        case .value(let word), .literal(let word): word
        }
    }
}
