/// Build configurations grouped by a common prefix and a role suffix, as one target's per-brand configurations are
/// named: `KlarDebug` and `KlarRelease` are the group `Klar` (roles `Debug` and `Release`); `Klar-Debug` and
/// `Klar Debug` too.
package struct ConfigurationNameGroup: Sendable, Hashable {
    /// The prefix the configurations share, without a trailing separator.
    package var name: String
    /// The configuration of each role.
    package var configurations: [String: String]

    /// The complete groups among `names`: prefixes that have a configuration for every role, in order of first
    /// appearance; a name that is a role itself belongs to no group.
    package static func find(in names: [String], roles: [String]) -> [ConfigurationNameGroup] {
        var order: [String] = []
        var found: [String: [String: String]] = [:]
        for name in names {
            for role in roles where name.count > role.count && name.lowercased().hasSuffix(role.lowercased()) {
                var prefix = Substring(name.dropLast(role.count))
                while let last = prefix.last, " -_.".contains(last) { prefix = prefix.dropLast() }
                guard !prefix.isEmpty else { continue }
                let key = String(prefix)
                if found[key] == nil { order.append(key) }
                found[key, default: [:]][role] = name
            }
        }
        return order.compactMap { key in
            guard let map = found[key], roles.allSatisfy({ map[$0] != nil }) else { return nil }
            return ConfigurationNameGroup(name: key, configurations: map)
        }
    }
}
