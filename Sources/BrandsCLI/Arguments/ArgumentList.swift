/// The command-line words a command has still to consume, as tokens.
///
/// The dispatcher takes command names off the front; the chosen command's `init(parsing:)` consumes the
/// rest with ``parse(_:)``.
public struct ArgumentList: Hashable, Sendable {
    /// The tokens not yet consumed, in order.
    public private(set) var tokens: [ArgumentToken]

    /// Splits `arguments` (without the program name).
    public init(_ arguments: [String]) {
        tokens = ArgumentToken.split(arguments)
    }

    /// Creates a list of already split tokens.
    public init(tokens: [ArgumentToken]) {
        self.tokens = tokens
    }

    /// Whether nothing is left.
    public var isEmpty: Bool { tokens.isEmpty }

    /// Whether `-h` or `--help` appears before any `--` terminator.
    public var containsHelpRequest: Bool {
        tokens.contains { token in
            switch token {
            case .longOption("help", _), .shortOption("h"): true
            default: false
            }
        }
    }

    /// Whether the long option `--name` (with or without a value) appears before any `--` terminator.
    public func containsLongOption(_ name: String) -> Bool {
        tokens.contains { token in
            if case .longOption(let found, _) = token { return found == name }
            return false
        }
    }

    /// The first token, if it is a plain word (not an option, not after `--`).
    package var firstWord: String? {
        if case .value(let word) = tokens.first { return word }
        return nil
    }

    /// Removes and returns the first token.
    @discardableResult
    package mutating func removeFirst() -> ArgumentToken? {
        tokens.isEmpty ? nil : tokens.removeFirst()
    }

    /// Consumes every remaining token as the options and positionals `configuration` declares.
    ///
    /// A single-value option given twice keeps its last value, as in swift-argument-parser, so a script can
    /// append overrides. `-h`/`--help` are the dispatcher's business and are rejected here like any
    /// undeclared option.
    public mutating func parse(_ configuration: CommandConfiguration) throws(UsageError) -> ParsedArguments {
        var parser = ArgumentParser(configuration: configuration)
        let parsed = try parser.parse(tokens)
        tokens.removeAll()
        return parsed
    }
}
