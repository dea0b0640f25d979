/// ANSI styling for text output, applied only when colour is enabled.
public struct TextStyle: Sendable, Hashable {
    /// Whether escape sequences are emitted at all.
    public var isEnabled: Bool

    /// Creates a style.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Whether a stream may be coloured: only when it is a terminal, `NO_COLOR` is unset or empty
    /// (https://no-color.org) and `TERM` is not `dumb`.
    public static func isColorEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// `text` in bold.
    public func bold(_ text: String) -> String { apply("1", to: text) }
    /// `text` in bold red, as `error:` labels are.
    public func error(_ text: String) -> String { apply("1;31", to: text) }
    /// `text` in bold yellow, as `warning:` labels are.
    public func warning(_ text: String) -> String { apply("1;33", to: text) }

    private func apply(_ code: String, to text: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
