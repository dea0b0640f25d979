import Support
import XCConfig
import XcodeProject

/// Clones as shared schemes: each shared scheme of the repository's workspaces and projects whose primary buildable
/// (the launch action's runnable, else its first build entry) is an application of its own is a clone, with the
/// scheme's name for display and `xcodebuild`, and an id derived from it (see ``CloneIdentifier``).
///
/// A scheme whose first build entry is an app extension (or another part of an app) is that part's scheme, even when
/// it runs the host app, and is no clone. Schemes that come to the same target in the same build configurations are
/// one clone, named after the scheme called like the target if there is one, else the first by name. Each role's
/// build configuration is the one of the scheme action ``SchemeRoles`` gives it. A repository with no shared scheme at
/// all has its application targets as clones, as Xcode makes a scheme for each of them.
public struct SchemeCloneSource: CloneSource {
    /// Creates the source.
    public init() {}

    /// One scheme that defines a clone.
    struct Candidate {
        var entry: SchemeCatalog.Entry
        var project: XcodeProjectModel
        var target: ProjectTarget
        var configurations: [(role: String, name: String)]
    }

    /// Every scheme that builds an application, as a clone.
    public func discover(in context: CloneSourceContext) -> CloneDiscovery {
        var index = ProjectIndex(context: context)
        let places = ProjectCloneSources.places(of: index, in: context)
        guard !index.schemes.entries.isEmpty || !index.schemes.diagnosticsByFile.isEmpty else {
            return TargetCloneSource.discover(
                in: context, index: &index,
                searched: "shared schemes and, finding none, application targets in \(places)")
        }
        let roles = SchemeRoles(manifest: context.manifest)
        if let problem = roles.problem { index.record(problem) }
        let candidates = Self.candidates(roles: roles, index: &index, in: context)
        let clones = Self.distinct(candidates)
        let names = Self.distinguishedNames(of: clones, root: context.root)
        let (ids, problems) = CloneIdentifier.assign(zip(clones, names).map { ($1, $0.entry.scheme.location) })
        for problem in problems { index.record(problem) }
        let builder = ProjectCloneBuilder(context: context)
        var definitions: [CloneDefinition] = []
        for (candidate, id) in zip(clones, ids) {
            guard let id else { continue }
            let scheme = candidate.entry.scheme
            if let problem = XcodeSchemeArchiveRule.finding(of: scheme, target: candidate.target) {
                index.record(problem)
            }
            var clone = ProjectClone(
                id: id, name: scheme.name, origin: CloneOrigin(.scheme, at: scheme.location),
                project: candidate.project, target: candidate.target, configurations: candidate.configurations,
                scheme: scheme,
                workspace: Path.pathExtension(of: candidate.entry.container) == "xcworkspace"
                    ? candidate.entry.container : nil)
            ProjectCloneSources.applyFolder(to: &clone, in: context)
            definitions.append(builder.definition(of: clone, index: &index))
        }
        var discovery = ProjectCloneSources.discovery(
            definitions, index: &index, searched: "shared schemes that build an application in \(places)",
            in: context)
        if candidates.isEmpty { discovery.hint = Self.targetsHint(index: &index) }
        return discovery
    }

    /// What to do when shared schemes build no application of its own but application targets are there
    /// (WhiteLabelChat's one scheme builds its library, and `WhiteLabelChatDemo` is the app): `init` proposes the
    /// targets as clones (`"from": "targets"`); `nil` when there is no such target.
    private static func targetsHint(index: inout ProjectIndex) -> String? {
        let apps = index.allProjects().flatMap { $0.cloneableTargets.map(\.name) }
        guard !apps.isEmpty else { return nil }
        return "none does, but the application \(apps.count == 1 ? "target" : "targets") "
            + "\(NameList.joined(apps.map { "'\($0)'" })) \(apps.count == 1 ? "is" : "are") there: run 'brands init', "
            + "which proposes \(apps.count == 1 ? "it as a clone" : "them as clones") (\"clones\": {\"from\": \"targets\"})"
    }

    /// The name each clone's id is derived from: its scheme's, and for schemes of one name in several containers
    /// the parts of the containers' paths that tell them apart after it.
    ///
    /// 0x1-company's ios-monorepo has a scheme `App` in each of ten projects (`App/BeMatch/Production.xcodeproj`,
    /// `App/BeMatch/Staging.xcodeproj`, …): they are `App BeMatch Production` and so on, not one clone and nine
    /// errors that no manifest could fix; a Flutter repository's `ios/Runner.xcodeproj` and `macos/Runner.xcodeproj`
    /// give `Runner ios` and `Runner macos`; a project's scheme named as its workspace's is `Provenance project`.
    static func distinguishedNames(of clones: [Candidate], root: String) -> [String] {
        distinguishedNames(clones.map(\.entry.scheme.name), containers: clones.map(\.entry.container), root: root)
    }

    /// `names`, each of a scheme or target in the project or workspace at the same position of `containers`, with
    /// the parts of the containers' paths that tell apart names used in several after each such name.
    static func distinguishedNames(_ names: [String], containers: [String], root: String) -> [String] {
        let groups = Dictionary(grouping: names.indices, by: { names[$0].lowercased() })
        var result = names
        for positions in groups.values where positions.count > 1 {
            let stems = positions.map { position -> [Substring] in
                let container = containers[position]
                let relative = Path.relative(container, to: root)
                let stem = relative.split(separator: "/").map { component -> Substring in
                    component.hasSuffix(".xcodeproj") || component.hasSuffix(".xcworkspace")
                        ? component.dropLast(Path.pathExtension(of: String(component)).count + 1) : component
                }
                return stem
            }
            // A project's scheme beside the scheme of one name in the workspace of the project's name (Provenance's
            // `Provenance.xcworkspace` and `Provenance.xcodeproj` each have `Provenance`, which archive different
            // configurations) is told apart by the word `project`; the workspace's keeps the name.
            let workspaceStems = Set(
                zip(positions, stems).filter { containers[$0.0].hasSuffix(".xcworkspace") }.map(\.1))
            let paths = zip(positions, stems).map { position, path in
                containers[position].hasSuffix(".xcodeproj") && workspaceStems.contains(path)
                    ? path + ["project"] : path
            }
            guard Set(paths).count == paths.count else { continue }
            var leading = 0
            while paths.allSatisfy({ $0.count > leading }) && Set(paths.map { $0[leading] }).count == 1 { leading += 1 }
            var trailing = 0
            while paths.allSatisfy({ $0.count > leading + trailing })
                && Set(paths.map { $0[$0.count - 1 - trailing] }).count == 1
            {
                trailing += 1
            }
            for (position, path) in zip(positions, paths) {
                // A folder named as the project it holds (`imMoji/imMoji.xcodeproj`) says its name once.
                let parts = path[leading..<(path.count - trailing)].enumerated().filter { offset, part in
                    offset == 0 || path[leading + offset - 1] != part
                }.map(\.element)
                if !parts.isEmpty { result[position] = names[position] + " " + parts.joined(separator: " ") }
            }
        }
        return result
    }

    /// Problems only visible once every clone is read: an xcconfig file of the configs folder nothing uses.
    public func audit(_ clones: [LoadedClone], discovery: CloneDiscovery, in context: CloneSourceContext)
        -> [Diagnostic]
    {
        ProjectCloneSources.unusedXCConfigs(clones, used: discovery.usedFiles, in: context)
    }

    /// The schemes that define clones, in the catalog's order, after checking every scheme's references.
    static func candidates(roles: SchemeRoles, index: inout ProjectIndex, in context: CloneSourceContext)
        -> [Candidate]
    {
        var candidates: [Candidate] = []
        var copied: [String: Set<String>] = [:]
        checkSchemes(index: &index, in: context)
        for entry in index.schemes.entries {
            let scheme = entry.scheme
            guard case .clone(let project, let target) = SchemeVerdict.of(scheme, index: &index, copied: &copied)
            else { continue }
            candidates.append(
                Candidate(
                    entry: entry, project: project, target: target, configurations: roles.configurations(of: scheme)))
        }
        return candidates
    }

    /// Checks every shared scheme, a clone's or not, whatever the source of the clones: the targets and projects it
    /// names, and the configurations of its actions (Xcode falls back to the project's default configuration for a
    /// developer who picks a scheme of tests or a tool as well: CovidCertificate's `Translation` archives
    /// `Release-Internal`, which the project lacks; BlueWallet's schemes test a target the project no longer has).
    static func checkSchemes(index: inout ProjectIndex, in context: CloneSourceContext) {
        let reader = SchemeReader(
            fileSystem: context.fileSystem,
            submoduleHolding: GitSubmodules.lookup(root: context.root, fileSystem: context.fileSystem))
        for entry in index.schemes.entries {
            let scheme = entry.scheme
            for reference in scheme.allReferences {
                if let path = reference.projectPath(relativeTo: scheme.containerFolder) { _ = index.project(at: path) }
            }
            for diagnostic in reader.check(scheme, against: index.readProjects)
            where !ProjectCloneSources.isDependencyFolder(diagnostic, root: context.root) {
                index.record(diagnostic)
            }
            if let primary = SchemeVerdict.primary(of: scheme),
                let (project, target) = index.target(of: primary, in: scheme)
            {
                checkConfigurations(of: scheme, project: project, target: target, index: &index)
            }
        }
    }

    /// Every action of `scheme` whose build configuration neither the project nor the target has, or the project has
    /// and the target does not.
    private static func checkConfigurations(
        of scheme: XcodeScheme, project: XcodeProjectModel, target: ProjectTarget, index: inout ProjectIndex
    ) {
        let known = (project.configurationList?.names ?? []) + (target.configurationList?.names ?? [])
        for action in SchemeAction.allCases {
            guard let name = scheme.buildConfiguration(for: action) else { continue }
            let location = scheme.actions[action]?.location ?? scheme.location
            guard known.contains(name) else {
                index.record(
                    SchemeDiagnostics.unknownConfiguration(
                        name, action: action, scheme: scheme.name, project: project.name,
                        suggestion: Suggestion.closest(to: name, in: known), at: location))
                continue
            }
            // The target builds with its settings of the project's default configuration instead (swift-build's
            // getEffectiveConfiguration): flutter_flavorizr can leave a flavour's configurations at the project level
            // only, and every flavour then ships Runner's `Release` bundle identifier.
            guard let list = target.configurationList, !list.names.isEmpty, list.configuration(named: name) == nil,
                let fallback = list.effectiveConfiguration(
                    named: name, defaultName: project.configurationList?.defaultConfigurationName)
            else { continue }
            index.record(
                Diagnostic(
                    action == .launch || action == .archive ? .error : .warning,
                    rule: SchemeDiagnostics.configurationRule,
                    "the \(action.rawValue) action of scheme '\(scheme.name)' uses configuration '\(name)', which "
                        + "project '\(project.name)' has but target '\(target.name)' does not; Xcode builds the target "
                        + "with the settings of its '\(fallback.name)' configuration instead",
                    at: location))
        }
    }

    /// The candidates with one per target and build configurations: the scheme called like the target (case aside),
    /// else one whose name does not speak of tests, else one whose name does not speak of a stage before release,
    /// else one whose name speaks of what ships (babylon's `Radix Wallet PROD` over `Radix Wallet Dev`, which build
    /// the same target in the same configurations: the clone ships the production identifier, so its name should not
    /// say otherwise), else the first by name; in the catalog's order.
    static func distinct(_ candidates: [Candidate]) -> [Candidate] {
        let stages: Set<String> = [
            "dev", "develop", "development", "debug", "staging", "stage", "beta", "alpha", "internal", "qa", "sandbox",
        ]
        // Of the rest, one whose name speaks of what ships (valora's `MobileStack-mainnet` over `-alfajores`, its
        // test network, which differ only by a pre-action brands does not run).
        let shipping: Set<String> = ["prod", "production", "release", "mainnet", "appstore", "live"]
        func rank(_ candidate: Candidate) -> Int {
            let name = candidate.entry.scheme.name
            let words = ManifestProposer.words(of: name)
            let staged = words.contains(where: stages.contains)
            let ships = words.contains(where: shipping.contains)
            // Named like the target whatever the case (integreat-app's `integreat` for `Integreat`).
            return (name.lowercased() == candidate.target.name.lowercased() ? 0 : 8)
                + (name.lowercased().contains("test") ? 4 : 0)
                + (staged ? 2 : 0) + (ships ? 0 : 1)
        }
        func key(_ candidate: Candidate) -> String {
            ([candidate.project.path, candidate.target.id] + candidate.configurations.map(\.name))
                .joined(separator: "\u{0}")
        }
        var chosen: [String: Int] = [:]
        for (position, candidate) in candidates.enumerated() {
            let key = key(candidate)
            guard let earlier = chosen[key] else {
                chosen[key] = position
                continue
            }
            if rank(candidate) < rank(candidates[earlier]) { chosen[key] = position }
        }
        let kept = Set(chosen.values)
        return candidates.enumerated().filter { kept.contains($0.offset) }.map(\.element)
    }
}
