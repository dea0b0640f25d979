import Support
import XCConfig

/// A type an option's value converts to, with the closed set of spellings it accepts.
public protocol ArgumentValue: Sendable {
    /// The value `argument` names, or `nil` when it names none.
    init?(argument: String)
    /// Every accepted spelling, in the order messages and help list them.
    static var allValueStrings: [String] { get }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The case whose raw value is `argument`.
    public init?(argument: String) { self.init(rawValue: argument) }
    /// Every case's raw value, in declaration order.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension ArgumentValue {
    /// `argument` converted, or an `invalid value` usage error naming `spelling` with a suggestion.
    public static func parse(_ argument: String, for spelling: String) throws(UsageError) -> Self {
        if let value = Self(argument: argument) { return value }
        throw .invalidValue(
            argument, for: spelling, expected: allValueStrings,
            suggestion: Suggestion.closest(to: argument, in: allValueStrings))
    }
}
