import Support

/// The values that `[parameter=pattern]` conditions are matched against, such as the configuration being built.
///
/// A parameter left `nil` is unbound: conditions on it match only the pattern `*`.
public struct ConditionParameters: Sendable, Hashable {
    /// The SDK's canonical name with its version, such as `iphoneos26.0` (matched by `[sdk=…]`).
    public var sdk: String?
    /// The architecture, such as `arm64` (matched by `[arch=…]`).
    public var arch: String?
    /// The build configuration, such as `Debug` (matched by `[config=…]`).
    public var configuration: String?
    /// The build variant, such as `normal` (matched by `[variant=…]`).
    public var variant: String?
    /// The target's name (matched by `[target=…]`).
    public var target: String?

    /// Creates a set of parameters; anything not given is unbound.
    public init(
        sdk: String? = nil, arch: String? = nil, configuration: String? = nil, variant: String? = nil,
        target: String? = nil
    ) {
        self.sdk = sdk
        self.arch = arch
        self.configuration = configuration
        self.variant = variant
        self.target = target
    }

    /// The value bound to a condition parameter as written in a file (`sdk`, `arch`, `config`, `variant`,
    /// `target`), or `nil` when it is unbound or not a parameter Xcode knows.
    public func boundValue(for parameter: String) -> String? {
        switch parameter {
        case "sdk": sdk
        case "arch": arch
        case "config": configuration
        case "variant": variant
        case "target": target
        default: nil
        }
    }

    /// Whether one condition holds: its pattern matches the bound value, or the parameter is unbound and the
    /// pattern is exactly `*`.
    public func matches(_ condition: SettingCondition) -> Bool {
        guard let value = boundValue(for: condition.parameter) else { return condition.pattern == "*" }
        return GlobPattern.matches(condition.pattern, value)
    }

    /// The first condition (in source order) that does not hold, or `nil` when all of them hold.
    public func firstUnmatchedCondition(in conditions: [SettingCondition]) -> SettingCondition? {
        conditions.first { !matches($0) }
    }

    /// Whether every condition holds (condition groups are ANDed).
    public func matchesAll(_ conditions: [SettingCondition]) -> Bool {
        // Most assignments have no condition: this is asked for every assignment of every evaluator, and comparing
        // an optional condition with `nil` through `==` cost a few hundred instructions each time.
        for condition in conditions where !matches(condition) { return false }
        return true
    }
}
