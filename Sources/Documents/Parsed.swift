import Support

/// What a reader returns: the value it could make, if any, and every problem it found.
public struct Parsed<Value: Sendable>: Sendable {
    /// The parsed value, or `nil` when the input was too broken to yield one.
    public var value: Value?
    /// Every problem found, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(value: Value?, diagnostics: [Diagnostic] = []) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

extension Parsed: Equatable where Value: Equatable {}
