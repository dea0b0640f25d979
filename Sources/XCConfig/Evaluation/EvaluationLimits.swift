import Support

/// Bounds that keep evaluation fast and small on hostile or broken input.
///
/// Hitting a bound is an error diagnostic, never a crash or a hang.
public struct EvaluationLimits: Sendable, Hashable {
    /// The longest value, in UTF-8 bytes, that one assignment may expand to; a longer one becomes empty
    /// (`xcconfig_expansion_limit`).
    public var maximumValueLength: Int
    /// The work (instructions run plus bytes produced) one evaluation may do, on top of
    /// ``workPerInputUnit`` for each byte of value text and each compiled instruction of the input, before
    /// every further reference expands to nothing (`xcconfig_expansion_limit`).
    public var maximumWork: Int
    /// How many settings may be in evaluation at once through references (`xcconfig_reference_depth`).
    public var maximumReferenceDepth: Int
    /// How deeply references may nest inside one value, as in `$(A_$(B_$(C)))` (`xcconfig_reference_depth`).
    public var maximumNesting: Int

    /// Creates limits.
    public init(maximumValueLength: Int, maximumWork: Int, maximumReferenceDepth: Int, maximumNesting: Int) {
        self.maximumValueLength = maximumValueLength
        self.maximumWork = maximumWork
        self.maximumReferenceDepth = maximumReferenceDepth
        self.maximumNesting = maximumNesting
    }

    /// The work allowed per byte of value text and per compiled instruction, on top of ``maximumWork``, so a
    /// large file is never cut short: only references that multiply each other's text exhaust the budget.
    public static let workPerInputUnit = 4

    /// 1 MiB per value, 20 million units of work, 10,000 settings deep, 64 nested references.
    public static let `default` = EvaluationLimits(
        maximumValueLength: 1 << 20, maximumWork: 20_000_000, maximumReferenceDepth: 10_000, maximumNesting: 64)
}
