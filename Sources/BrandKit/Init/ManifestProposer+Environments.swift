import XCConfig

extension ManifestProposer {
    /// A note for each group of clones that build one target under one bundle identifier in the release role.
    ///
    /// Such clones are usually the schemes of one app's environments (`App-Dev`, `App-Staging`, `App-Production`),
    /// which validate would report as clones sharing a bundle identifier. Whether they are environments or brands
    /// that collide by mistake is the team's to say, so the note names them and how to keep one, and the proposal
    /// leaves them all in.
    static func environmentNotes(for workspace: Workspace) -> [String] {
        let role = workspace.manifest.release.configuration
        var groups: [String: (target: String, identifier: String, clones: [String])] = [:]
        for clone in workspace.clones {
            guard let target = clone.definition.target,
                let configuration = clone.configurations.first(where: { $0.role == role }),
                let identifier = configuration.identity.bundleIdentifier?.value, !identifier.isEmpty
            else { continue }
            let key = target + "\u{0}" + identifier.lowercased()
            groups[key, default: (target, identifier, [])].clones.append(clone.id)
        }
        return groups.values.filter { $0.clones.count > 1 }.sorted { $0.clones.min()! < $1.clones.min()! }.map {
            group in
            let names = group.clones.sorted()
            // The example keeps the one named for production, else the one named like the target (as discovery
            // keeps it among identical schemes), else the first.
            let production = names.first { name in
                ["prod", "release", "live", "appstore"].contains { name.lowercased().contains($0) }
            }
            let kept = production ?? names.first { $0 == group.target } ?? names[0]
            let excluded = names.filter { $0 != kept }.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(NameList.joined(names, limit: 6)) build target '\(group.target)' under one bundle identifier, "
                + "'\(group.identifier)', in \(role): if they are environments of one app rather than brands, keep "
                + "the one you ship and leave out the others, as \"clones\": {\"exclude\": [\(excluded)]} "
                + "keeps \(kept); as they are, brands validate reports the shared identifier"
        }
    }
}
