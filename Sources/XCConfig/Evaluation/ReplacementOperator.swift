/// An operator written with an argument, as in `$(X:default=V)`: it replaces the value or a part of it.
package enum ReplacementOperator: String, Sendable, Hashable, CaseIterable {
    case `default`, dir, file, base, suffix, relativeto, isancestor

    /// The operator applied to a whole value.
    ///
    /// Only `default` acts on an empty value; the others leave it empty.
    package func apply(to value: String, argument: String) -> String {
        if self == .default { return value.isEmpty ? argument : value }
        if value.isEmpty { return "" }
        switch self {
        case .default: return value
        case .dir: return Path.join(argument, Path.lastComponent(of: value))
        case .file: return Path.join(PathOperations.folderPrefix(of: value), argument)
        case .base:
            let suffix = PathOperations.suffix(of: value)
            return Path.join(PathOperations.folderPrefix(of: value), argument) + suffix
        case .suffix:
            // Like Xcode: `.o`, `o` and `x.o` all mean the suffix `o`.
            let bare = argument.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""

            let withoutSuffix = String(value.dropLast(PathOperations.suffix(of: value).count))
            return bare.isEmpty ? withoutSuffix : withoutSuffix + "." + bare
        case .relativeto: return PathOperations.relativePath(of: argument, from: value) ?? value
        case .isancestor: return PathOperations.isAncestor(argument, of: value) ? "YES" : "NO"
        }
    }
}
