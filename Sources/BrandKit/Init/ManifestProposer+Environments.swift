import Support
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
            // One target of one project: a Flutter app's iOS and macOS `Runner` targets are two apps, which may share
            // an identifier (Sharezone's note said validate would report it; it does not).
            let project = clone.definition.projectFiles.first { $0.role == .projectFile }?.path ?? ""
            let key = project + "\u{0}" + target + "\u{0}" + identifier.lowercased()
            groups[key, default: (target, identifier, [])].clones.append(clone.id)
        }
        return groups.values.filter { $0.clones.count > 1 }.sorted { $0.clones.min()! < $1.clones.min()! }.map {
            group in
            let names = group.clones.sorted()
            // The example keeps the one named for production, else the one named like the target when one named for
            // release archives what it archives, else the one named for release, else the one named like the target
            // (as discovery keeps it among identical schemes), else one released in the role's own configuration
            // (Pocket Casts' `pocketcasts` archives `Release`, `Pocket-Casts-Staging` archives `Staging`), else one
            // not named for another environment, else the first.
            // `pro` as a word is production too (RadarCovid's `RadarCovid-Pro` over `RadarCovid-Pre`), and a Flutter
            // flavour's `production` is the scheme `flutter build --flavor production` archives.
            let production = names.first { name in
                ["prod", "live", "appstore"].contains { name.lowercased().contains($0) }
                    || ManifestProposer.words(of: name).contains("pro")
            }
            let releaseNamed = names.first { $0.lowercased().contains("release") }
            let targetNamed = names.first { $0 == group.target }
            // A scheme named for the release configuration that archives what the one named like the target archives
            // is the same build, and the target's the one the team ships with (TwidereX's CI archives `TwidereX`, not
            // `TwidereX - Release`, which only runs in Release; damus's `damus`, not `Release`).
            func archived(_ name: String) -> String? {
                workspace.clone(name)?.configurations.first { $0.role == role }?.definition.name
            }
            let sameBuild = targetNamed.flatMap { named in
                releaseNamed.map { archived($0) == archived(named) } ?? true ? named : nil
            }
            let inRoleConfiguration = names.first { name in
                workspace.clone(name)?.configurations.first { $0.role == role }?.definition.name == role
            }
            let notAnEnvironment = names.first { name in
                !["dev", "stag", "beta", "test", "qa", "debug", "alpha", "proto", "internal", "sandbox"].contains {
                    name.lowercased().contains($0)
                } && ManifestProposer.words(of: name).allSatisfy { !["pre", "preprod", "uat"].contains($0) }
            }
            let kept =
                production ?? sameBuild ?? releaseNamed ?? inRoleConfiguration ?? notAnEnvironment ?? names[0]
            let excluded = names.filter { $0 != kept }.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(NameList.joined(names, limit: 6)) build target '\(group.target)' under one bundle identifier, "
                + "'\(group.identifier)', in \(role): if they are environments of one app rather than brands, keep "
                + "the one you ship and leave out the others, as \"clones\": {\"exclude\": [\(excluded)]} "
                + "keeps \(kept); as they are, brands validate reports the shared identifier"
                + borrowedReleaseHints(names, in: workspace, role: role)
        }
    }

    /// The hints for the clones of a group released in a configuration another clone of the group is released in,
    /// that are another app in a configuration of their own.
    ///
    /// ClientB is `….clientB` in `Debug-B`, then ClientA's `….clientA` in `Release`: a scheme duplicated from another
    /// whose archive action was never changed, the usual way two brands come to share an identifier. An
    /// environment's own identifier extends the released one (`….dev`), or the reverse, and gets no hint.
    private static func borrowedReleaseHints(_ names: [String], in workspace: Workspace, role: String) -> String {
        let clones = names.compactMap { workspace.clone($0) }
        func released(_ clone: LoadedClone) -> LoadedConfiguration? { clone.configurations.first { $0.role == role } }
        // The clones released in each configuration, so that a group of thousands is not compared pair by pair.
        var releasing: [String: [String]] = [:]
        for clone in clones {
            if let name = released(clone)?.definition.name { releasing[name, default: []].append(clone.id) }
        }
        var hints: [String] = []
        for clone in clones {
            guard let release = released(clone), let identifier = release.identity.bundleIdentifier?.value else {
                continue
            }
            let name = release.definition.name
            let alsoReleasing = (releasing[name] ?? []).filter { $0 != clone.id }
            let other = clone.configurations.first { configuration in
                guard configuration.definition.name != name,
                    let own = configuration.identity.bundleIdentifier?.value, !own.isEmpty
                else { return false }
                return own != identifier && !own.hasPrefix(identifier + ".") && !identifier.hasPrefix(own + ".")
            }
            guard !alsoReleasing.isEmpty, let other, let own = other.identity.bundleIdentifier?.value else { continue }
            hints.append(
                "\(clone.id) is '\(own)' in '\(other.definition.name)' but is released in '\(name)' as "
                    + "\(NameList.joined(alsoReleasing)) \(alsoReleasing.count == 1 ? "is" : "are"): if it is a brand, "
                    + "its scheme's archive action likely means a configuration of its own")
        }
        guard !hints.isEmpty else { return "" }
        // A few say enough: a group of a thousand clones would make a note of a thousand hints.
        let shown = hints.count > 4 ? Array(hints.prefix(3)) + ["and \(hints.count - 3) more clones so"] : hints
        return "; " + shown.joined(separator: "; ")
    }
}
