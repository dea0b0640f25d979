import BrandFormats

/// Which clones a ``WorkspaceLoader`` reads in full; every other clone is read only for what the rules that compare
/// clones need (see ``CloneReader/readsResources``).
///
/// A command about one or two clones (`show`, `diff`, `settings`, `validate CLONE`, `release plan`) selects them, so
/// that its cost does not grow with the workspace. Every clone is still discovered, so that a name that matches
/// none gets a suggestion, and every clone's identity and `config.json` are still read, so that a selected clone's
/// collision with another (`duplicate_bundle_identifier`) and a flag no clone varies (`constant_flag`) are found
/// exactly as a run over everything finds them.
public struct CloneSelection: Sendable {
    private enum Kind: Sendable {
        case all
        case named([String])
        case chosen(@Sendable (_ ids: [String], _ manifest: Manifest) -> [String])
    }

    private let kind: Kind

    /// Every clone read in full.
    public static let all = CloneSelection(kind: .all)

    /// The clones `names` match (see ``match(_:in:)``), read in full; a name that matches none selects nothing.
    public static func named(_ names: [String]) -> CloneSelection { CloneSelection(kind: .named(names)) }

    /// The clones `choose` returns, given every clone id in workspace order and the manifest (a release tag's
    /// clone is known only once the manifest's tag format is), read in full; ids that are no clone's are ignored.
    public static func chosen(by choose: @escaping @Sendable (_ ids: [String], _ manifest: Manifest) -> [String])
        -> CloneSelection
    {
        CloneSelection(kind: .chosen(choose))
    }

    /// The ids among `ids` read in full, or `nil` for all of them.
    func fullyRead(among ids: [String], manifest: Manifest) -> Set<String>? {
        switch kind {
        case .all: return nil
        case .named(let names): return Set(names.compactMap { Self.match($0, in: ids) })
        case .chosen(let choose): return Set(choose(ids, manifest)).intersection(ids)
        }
    }

    /// `name` as spelled in `known`: an exact match, else the only one that differs in case alone (`nwd` is `NWD`,
    /// as in release tags); `nil` when none or several do.
    ///
    /// Every command matches names given on the command line this way, so a selection reads in full exactly the
    /// clone the command then looks up.
    public static func match(_ name: String, in known: [String]) -> String? {
        if known.contains(name) { return name }
        let folded = known.filter { $0.lowercased() == name.lowercased() }
        return folded.count == 1 ? folded.first : nil
    }

    /// The roles of `declared` that `names` select for the clone `definition` defines, in `declared`'s order.
    ///
    /// All of them when `names` is empty. A name that matches a role (as ``match(_:in:)`` matches) is that role; else
    /// one that matches an Xcode configuration the clone builds (`FocusDebug`, which Xcode's `$(CONFIGURATION)` holds
    /// in a build phase) stands for every role the clone builds in it. A name that is neither selects nothing.
    public static func roles(_ names: [String], declared: [String], builtBy definition: CloneDefinition) -> [String] {
        guard !names.isEmpty else { return declared }
        var seen = Set<String>()
        let built = definition.configurations.map(\.name).filter { seen.insert($0).inserted }
        var chosen = Set<String>()
        for name in names {
            if let role = match(name, in: declared) {
                chosen.insert(role)
            } else if let configuration = match(name, in: built) {
                chosen.formUnion(definition.configurations.filter { $0.name == configuration }.map(\.role))
            }
        }
        return declared.filter(chosen.contains)
    }
}
