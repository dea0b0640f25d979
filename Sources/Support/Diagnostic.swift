/// How serious a diagnostic is; ordered `note < warning < error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders severities from the least to the most serious.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the input, at a place in a file.
///
/// Engines and rules return diagnostics; the command that runs them collects every one before deciding the
/// exit status. Messages are lowercase, without a trailing period, and say how to fix the problem.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A secondary message attached to a diagnostic, optionally pointing elsewhere.
    public struct Note: Hashable, Sendable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// The stable `snake_case` id of the rule that found it.
    public var rule: String
    /// What is wrong and what would fix it.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Further context.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, rule: String, _ message: String, at location: SourceLocation, notes: [Note] = []
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:col: severity: message [rule]`.
    public var description: String { "\(location): \(severity.rawValue): \(message) [\(rule)]" }

    /// The order renderers print in: by file, line, column, then severity (errors first) and message.
    public static func presentationOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}

/// A diagnostic can be the failure of a `Result` (the xcconfig engine parses setting keys that way).
extension Diagnostic: Error {}
