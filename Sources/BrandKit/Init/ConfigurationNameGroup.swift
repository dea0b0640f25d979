/// Build configurations grouped by a common name and a role, as one target's per-brand configurations are named:
/// `KlarDebug` and `KlarRelease` are the group `Klar` (roles `Debug` and `Release`); `Klar-Debug` and `Klar Debug`
/// too, and so are names with the role first, as environments are often named: `Debug-Staging`, `Debug (Staging)`,
/// `DebugStaging`.
package struct ConfigurationNameGroup: Sendable, Hashable {
    /// The name the configurations share besides their roles, without separators (`Klar`, `Staging`).
    package var name: String
    /// The configuration of each role.
    package var configurations: [String: String]

    /// The complete groups among `names`, in order of first appearance.
    ///
    /// A group has a configuration for every role; a name that is a role itself belongs to no group. A name that ends
    /// in a role is that role's of what comes before it; failing that, one that starts with a role is that role's of
    /// what follows it, when a separator or a capital letter follows the role (so `Debugging` is no role's).
    package static func find(in names: [String], roles: [String]) -> [ConfigurationNameGroup] {
        var order: [String] = []
        var found: [String: [String: String]] = [:]
        for name in names {
            let suffixed = roles.compactMap { role in Self.brand(of: name, endingIn: role).map { ($0, role) } }
            let matches =
                suffixed.isEmpty
                ? roles.compactMap { role in Self.brand(of: name, startingWith: role).map { ($0, role) } } : suffixed
            for (key, role) in matches {
                if found[key] == nil { order.append(key) }
                found[key, default: [:]][role] = name
            }
        }
        return order.compactMap { key in
            guard let map = found[key], roles.allSatisfy({ map[$0] != nil }) else { return nil }
            return ConfigurationNameGroup(name: key, configurations: map)
        }
    }

    /// Characters that separate a brand's name from its role.
    private static let separators: Set<Character> = [" ", "-", "_", "."]

    /// `Klar` for `KlarDebug`, `Klar-Debug` or `Klar Debug` and role `Debug`.
    private static func brand(of name: String, endingIn role: String) -> String? {
        guard name.count > role.count, name.lowercased().hasSuffix(role.lowercased()) else { return nil }
        var prefix = Substring(name.dropLast(role.count))
        while let last = prefix.last, separators.contains(last) { prefix = prefix.dropLast() }
        return prefix.isEmpty ? nil : String(prefix)
    }

    /// `Staging` for `Debug-Staging`, `Debug (Staging)` or `DebugStaging` and role `Debug`; nothing for `Debugging`,
    /// whose role is not followed by a separator or a capital letter.
    private static func brand(of name: String, startingWith role: String) -> String? {
        guard name.count > role.count, name.lowercased().hasPrefix(role.lowercased()) else { return nil }
        var rest = Substring(name.dropFirst(role.count))
        guard let first = rest.first, separators.contains(first) || first == "(" || first.isUppercase else {
            return nil
        }
        while let head = rest.first, separators.contains(head) { rest = rest.dropFirst() }
        if rest.first == "(", rest.last == ")" { rest = rest.dropFirst().dropLast() }
        while let last = rest.last, separators.contains(last) { rest = rest.dropLast() }
        return rest.isEmpty ? nil : String(rest)
    }
}
