import Support
import XCConfig

extension ManifestProposer {
    /// A note for each two projects whose clones ship under the same bundle identifiers in the release role: one is
    /// likely a copy of the other, and the note says which looks like the copy and the manifest line that keeps one.
    ///
    /// radixdlt/babylon-wallet-ios has `RadixWallet.xcodeproj` and `RadixWalletLight.xcodeproj`, a lighter copy whose
    /// schemes (`Radix Wallet PROD Light`) build the same target under the same identifiers: init proposed both
    /// projects' clones and said nothing, and validate then reported every identifier as shared. Clones for platforms
    /// that may not share an identifier (an iOS app and its tvOS app) are not compared, as validate does not.
    static func copiedProjectNotes(for workspace: Workspace, members: [ProposedMember]) -> [String] {
        let role = workspace.manifest.release.configuration
        struct Shipped {
            let clone: LoadedClone
            let project: String
            let identifier: String
            let platforms: Set<ApplePlatform>?
        }
        var byIdentifier: [String: [Shipped]] = [:]
        for clone in workspace.clones {
            guard let file = clone.definition.projectFiles.first(where: { $0.role == .projectFile }),
                let configuration = clone.configurations.first(where: { $0.role == role }),
                let identifier = configuration.identity.bundleIdentifier?.value, !identifier.isEmpty
            else { continue }
            let shipped = Shipped(
                clone: clone, project: Path.normalize(Path.directory(of: file.path)), identifier: identifier,
                platforms: configuration.settings.flatMap(ApplePlatform.platforms(of:)))
            byIdentifier[identifier.lowercased(), default: []].append(shipped)
        }
        // Each two projects with the clones of one that share an identifier with a clone of the other, first by
        // first: (RadixWallet.xcodeproj, RadixWalletLight.xcodeproj) → [(Radix-Wallet-PROD, Radix-Wallet-PROD-Light)].
        // Each clone is paired with the first clone of each other project that shares its identifier, not with every
        // one: two projects of a thousand clones under one identifier would make a million pairs.
        var pairs: [[String]: [(first: Shipped, second: Shipped)]] = [:]
        var paired = Set<[String]>()
        for group in byIdentifier.values where group.count > 1 {
            let groupProjects = Set(group.map(\.project))
            guard groupProjects.count > 1 else { continue }
            for one in group {
                for project in groupProjects.sorted() where project != one.project {
                    guard
                        let other = group.first(where: {
                            $0.project == project && ApplePlatform.mayShare(one.platforms, $0.platforms)
                        })
                    else { continue }
                    let (first, second) = one.project < other.project ? (one, other) : (other, one)
                    guard paired.insert([first.clone.id, second.clone.id]).inserted else { continue }
                    pairs[[first.project, second.project], default: []].append((first, second))
                }
            }
        }
        let projects = Set(
            workspace.clones.compactMap { clone in
                clone.definition.projectFiles.first { $0.role == .projectFile }.map {
                    Path.normalize(Path.directory(of: $0.path))
                }
            })
        return pairs.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { key, shared in
            let shown = key.map(workspace.relativePath)
            let copy = Self.copy(
                among: key, shared: shared.map { ($0.first.clone.definition.name, $0.second.clone.definition.name) })
            // The copy's clones, each with the original's clone it shares an identifier with.
            let (original, copied) = copy.map { $0.index == 1 ? (0, 1) : (1, 0) } ?? (0, 1)
            let described = shared.sorted { $0.first.clone.id < $1.first.clone.id }.map { pair in
                let ends = [pair.first, pair.second]
                return "\(ends[copied].clone.id) as \(ends[original].clone.id) ('\(pair.first.identifier)')"
            }
            let count = Set(shared.map { [$0.first, $0.second][copied].clone.id }).count
            var note =
                copy.map { "\(shown[$0.index]) looks like a copy of \(shown[1 - $0.index]) (\($0.reason))" }
                ?? "\(shown[0]) and \(shown[1]) may be copies of one project"
            note +=
                ": \(Plural.count(count, "clone")) of \(shown[copied]) ship\(count == 1 ? "s" : "") under the bundle "
                + "identifiers of \(shown[original])'s in \(role): \(NameList.joined(described, limit: 4)); "
            let line = Self.keepingLine(
                original: key[original], copied: shared.map { [$0.first, $0.second][copied].clone.id },
                projects: projects, members: members, shown: workspace.relativePath)
            note +=
                copy == nil
                ? "if one is a copy (a variant of the same apps, not other brands), keep the one you ship, as \(line) "
                    + "keeps \(shown[original])'s clones"
                : "if it is a variant of the same apps rather than other brands, keep one, as \(line) keeps "
                    + "\(shown[original])'s clones"
            return note + "; as they are, brands validate reports the shared identifiers"
        }
    }

    /// Which of two projects (`paths`, first by first) looks like a copy of the other, and why; `nil` when nothing tells.
    ///
    /// The copy is the one whose name extends the other's (`RadixWalletLight` of `RadixWallet`), else the one whose
    /// clones' names extend the other's (`Radix Wallet PROD Light`), else the one deeper in the repository
    /// (`Staging/Acme.xcodeproj`). `shared` holds the names of the clones sharing an identifier, the first project's
    /// first.
    static func copy(among paths: [String], shared: [(String, String)]) -> (index: Int, reason: String)? {
        let names = paths.map { path in
            let name = Path.lastComponent(of: path)
            let suffix = "." + Path.pathExtension(of: name)
            return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        }
        func extends(_ long: String, _ short: String) -> Bool {
            long.count > short.count && long.lowercased().hasPrefix(short.lowercased())
        }
        for index in [0, 1] where extends(names[index], names[1 - index]) {
            return (index, "its name extends \(names[1 - index])'s")
        }
        if shared.allSatisfy({ extends($0.1, $0.0) }) { return (1, "its clones' names extend the other's") }
        if shared.allSatisfy({ extends($0.0, $0.1) }) { return (0, "its clones' names extend the other's") }
        let depths = paths.map { $0.split(separator: "/").count }
        if depths[0] != depths[1] {
            let index = depths[0] > depths[1] ? 0 : 1
            return (index, "it is in a folder further down")
        }
        return nil
    }

    /// The manifest line that keeps `original`'s clones and leaves out `copied` (ids).
    ///
    /// `"project"` naming it when the clones are of these two projects alone and the manifest names no project, else
    /// `clones.exclude` with the copy's clones added to what it excludes already.
    static func keepingLine(
        original: String, copied: [String], projects: Set<String>, members: [ProposedMember],
        shown: (String) -> String
    ) -> String {
        if projects.count == 2, !members.contains(where: { $0.key == "project" }) {
            return "\"project\": \"\(shown(original))\""
        }
        var excluded: [String] = []
        if let clones = members.first(where: { $0.key == "clones" }), case .object(let entries) = clones.value,
            let exclude = entries.first(where: { $0.key == "exclude" }), case .array(let names) = exclude.value
        {
            for case .string(let name) in names { excluded.append(name) }
        }
        for id in copied where !excluded.contains(id) { excluded.append(id) }
        return "\"clones\": {\"exclude\": [" + excluded.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    }
}
