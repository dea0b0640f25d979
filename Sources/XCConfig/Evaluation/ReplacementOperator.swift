import Support

/// An operator written with an argument, as in `$(X:default=V)`: it replaces the value or a part of it.
package enum ReplacementOperator: String, Sendable, Hashable, CaseIterable {
    case `default`, dir, file, base, suffix, relativeto, isancestor

    /// The operator applied to an expansion: a present value is mapped; an absent one stays absent, except that
    /// `default` gives its argument, present even when empty.
    package func apply(to value: ExpandedText, argument: String) -> ExpandedText {
        if value.isPresent { return ExpandedText(apply(to: value.text, argument: argument)) }
        return self == .default ? ExpandedText(argument) : .absent
    }

    /// The operator applied to a present value, which may be empty.
    package func apply(to value: String, argument: String) -> String {
        switch self {
        case .default:
            return value.isEmpty ? argument : value
        case .dir:
            return PathOperations.join(argument, PathOperations.lastComponent(of: value))
        case .file:
            return PathOperations.join(PathOperations.parent(of: value), argument)
        case .base:
            // The dot is added even without an extension: `readme` with `base=main` gives `main.`.
            let replaced = PathOperations.join(PathOperations.parent(of: value), argument)
            return replaced + "." + PathOperations.pathExtension(of: value)
        case .suffix:
            // `.o`, `o` and `x.o` all mean the suffix `o`; the dot is added even when the suffix is empty.
            let bare = argument.contains(".") ? PathOperations.pathExtension(of: argument) : argument
            return PathOperations.withoutSuffix(value) + "." + bare
        case .relativeto:
            return PathOperations.relativePath(of: argument, from: value) ?? value
        case .isancestor:
            return PathOperations.isAncestor(argument, of: value) ? "YES" : "NO"
        }
    }
}
