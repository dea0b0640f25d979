import Support
import XcodeProject

extension ManifestProposer {
    /// A note naming the configurations of the clones' targets that no action of their schemes builds and that could
    /// ship, if any.
    ///
    /// anytype's `Anytype` scheme builds `Debug` and `Release-Nightly`; `Debug-Anytype` and `Release-Anytype`, which
    /// its App Store builds use, were checked by no clone, and init did not say so. A target whose name another
    /// project's target has too is named with its project (ente's three Flutter apps' `Runner`s, one of which has a
    /// `Production` configuration).
    static func uncoveredConfigurationsNote(of clones: [SchemeCloneSource.Candidate], root: String) -> String? {
        var used: [String: Set<String>] = [:]
        var targets: [(key: String, target: ProjectTarget, project: String)] = []
        for clone in clones {
            let key = clone.project.path + "/" + clone.target.id
            if used[key] == nil { targets.append((key, clone.target, clone.project.path)) }
            // Every action of the scheme builds, its tests too (caronae's `Tests`), and a configuration the target
            // lacks is the one Xcode builds instead (ProtonPass's `Release-Prod`: its `Release-QA`).
            let names =
                clone.configurations.map(\.name)
                + SchemeAction.allCases.compactMap { clone.entry.scheme.buildConfiguration(for: $0) }
            let list = clone.target.configurationList
            let fallback = clone.project.configurationList?.defaultConfigurationName
            used[key, default: []].formUnion(
                names.map { list?.effectiveConfiguration(named: $0, defaultName: fallback)?.name ?? $0 })
        }
        let repeated = Set(Dictionary(grouping: targets, by: \.target.name).filter { $0.value.count > 1 }.keys)
        var count = 0
        let parts = targets.compactMap { key, target, project -> String? in
            // Only configurations that could ship: not for debugging, profiling (Flutter's `Profile`, and
            // `Profile-development` with flavors) or CMake's `MinSizeRel` and `RelWithDebInfo`.
            let names = (target.configurationList?.names ?? []).filter { name in
                let words = ManifestProposer.words(of: name)
                return !(used[key] ?? []).contains(name) && !words.contains("debug") && words.first != "profile"
                    && !["minsizerel", "relwithdebinfo"].contains(name.lowercased())
            }
            guard !names.isEmpty else { return nil }
            count += names.count
            let quoted = names.map { "'\($0)'" }
            return (quoted.count == 2 ? quoted.joined(separator: " and ") : NameList.joined(quoted))
                + " of target '\(target.name)'"
                + (repeated.contains(target.name) ? " (\(Path.relative(project, to: root)))" : "")
        }
        guard !parts.isEmpty else { return nil }
        return
            "no clone's scheme builds configuration\(count == 1 ? "" : "s") \(NameList.joined(parts, limit: 4)), so no "
            + "clone checks \(count == 1 ? "it" : "them"); share a scheme that builds \(count == 1 ? "it" : "them"), or "
            + (count == 1 ? "list it as a clone" : "list them as clones") + " (\"from\": \"configurations\")"
    }
}
