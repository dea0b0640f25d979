import BrandFormats
import Support
import XCConfig

/// What every rule sees: the workspace as read, every selected clone's facts (resolved once), every selected clone in
/// every selected configuration resolved, and today's date (for expiry checks; it comes from outside, so tests fix
/// it).
public struct ValidationContext: Sendable {
    /// The workspace as read.
    public let workspace: Workspace
    /// Every selected clone in every configuration, by clone then manifest configuration order.
    public let configurations: [CloneConfiguration]
    /// Every clone of the workspace in every configuration of the manifest, selected or not, for the rules that
    /// compare clones with each other: a clone's collision with another is found even when only one of them is
    /// checked, and reported when it concerns a selected clone.
    public let workspaceConfigurations: [CloneConfiguration]
    /// Today.
    public var today: CalendarDay
    /// Diagnostics found while reading that concern the selected clones and configurations.
    ///
    /// Every one in a run over everything (no clone or configuration named); otherwise those in files a selected clone
    /// reads in a selected configuration (its folder, its xcconfig chain, its Info.plist; so an xcconfig shared with
    /// unselected clones still counts) and those in files no clone reads (the manifest, the schema, stray links under
    /// the brands folder), except xcconfig files, schemes and workspaces: one that no clone reads (another target's
    /// scheme, another configuration's base xcconfig) cannot change a selected clone, and a run over everything reports
    /// it. A problem of one configuration (a base xcconfig of the project file that cannot be read, a scheme action
    /// naming a configuration the project lacks) concerns the clones building it in that role only.
    public let readingDiagnostics: [Diagnostic]
    /// The facts of every selected clone, in workspace order.
    public let cloneFacts: [CloneFacts]
    /// What the rules comparing clones make of every clone, shared with the other selections of the same validation.
    package let tables: ComparisonTables
    private let factPositions: [String: Int]
    private let configurationPositions: [String: [Int]]

    /// Creates a context, resolving the facts of the clones `configurations` concern; `workspaceConfigurations`
    /// defaults to the selected ones (a run over everything).
    public init(
        workspace: Workspace, configurations: [CloneConfiguration],
        workspaceConfigurations: [CloneConfiguration]? = nil,
        today: CalendarDay
    ) {
        let ids = Set(configurations.map(\.clone))
        let facts = workspace.clones.filter { ids.contains($0.id) }.map { CloneFacts($0, schema: workspace.schema) }
        self.init(
            workspace: workspace, facts: facts, configurations: configurations,
            workspaceConfigurations: workspaceConfigurations, today: today)
    }

    /// Creates a context from facts already resolved.
    ///
    /// With `isSelection`, clones or configurations were named, and the reading diagnostics are those that concern
    /// them even when they are every clone in every configuration.
    init(
        workspace: Workspace, facts: [CloneFacts], configurations: [CloneConfiguration],
        workspaceConfigurations: [CloneConfiguration]?, today: CalendarDay, isSelection: Bool = false,
        tables: ComparisonTables = ComparisonTables()
    ) {
        self.workspace = workspace
        self.tables = tables
        self.configurations = configurations
        self.workspaceConfigurations = workspaceConfigurations ?? configurations
        self.today = today
        self.cloneFacts = facts
        var factPositions: [String: Int] = [:]
        for (position, fact) in facts.enumerated() { factPositions[fact.id] = position }
        self.factPositions = factPositions
        var configurationPositions: [String: [Int]] = [:]
        for (position, configuration) in configurations.enumerated() {
            configurationPositions[configuration.clone, default: []].append(position)
        }
        self.configurationPositions = configurationPositions
        self.readingDiagnostics = Self.relevant(
            workspace.diagnostics, in: workspace,
            for: Dictionary(grouping: configurations, by: \.clone).mapValues { Set($0.map(\.configuration)) },
            isSelection: isSelection, tables: tables)
    }

    /// The reading diagnostics that concern the clones, in every configuration: all of them but the problems of files
    /// no clone reads that matter only to those reading them (a scheme that defines no clone, an xcconfig file
    /// nothing uses), which a plain `brands validate` reports for the workspace.
    ///
    /// What `brands generate swift` must not generate past: CovidCertificate's `Translation` scheme names a
    /// configuration the project lacks, which changes no clone's values.
    public static func readingDiagnosticsConcerningClones(of workspace: Workspace) -> [Diagnostic] {
        let roles = Set(workspace.manifest.configurations)
        return relevant(
            workspace.diagnostics, in: workspace,
            for: Dictionary(workspace.clones.map { ($0.id, roles) }, uniquingKeysWith: { first, _ in first }),
            isSelection: true)
    }

    /// `diagnostics` that concern the `selected` roles of each clone (by id).
    private static func relevant(
        _ diagnostics: [Diagnostic], in workspace: Workspace, for selected: [String: Set<String>], isSelection: Bool,
        tables: ComparisonTables = ComparisonTables()
    ) -> [Diagnostic] {
        let everything = workspace.clones.allSatisfy { clone in
            workspace.manifest.configurations.allSatisfy { selected[clone.id]?.contains($0) == true }
        }
        if everything && !isSelection { return diagnostics }
        // A problem of the project file in one configuration's levels (its base xcconfig cannot be read, a build
        // setting of the target in that configuration uses `${X}`) concerns the clones that build that configuration,
        // their extensions' included, not every clone reading the project file.
        let configurationProblems = tables.table("relevant.configurationProblems") {
            var problems: [Diagnostic: [ConfigurationUse]] = [:]
            for clone in workspace.clones {
                let configurations = clone.configurations + (clone.product?.targets.flatMap(\.configurations) ?? [])
                for configuration in configurations {
                    let use = ConfigurationUse(clone: clone.id, role: configuration.role)
                    for problem in configuration.definition.projectDiagnostics + configuration.projectFileDiagnostics {
                        problems[problem, default: []].append(use)
                    }
                }
            }
            return problems
        }
        // A scheme action that names a configuration the project or target lacks concerns the roles that action
        // gives their configuration, not every role of the scheme's clone: the archive action's concerns the release
        // role, and `show -c Debug`, which the launch action builds, failed on it.
        let actionUses = tables.table("relevant.schemeActionUses") {
            var uses: [SourceLocation: [ConfigurationUse]] = [:]
            for clone in workspace.clones {
                for configuration in clone.configurations {
                    guard let action = configuration.definition.schemeActionLocation else { continue }
                    uses[action, default: []].append(ConfigurationUse(clone: clone.id, role: configuration.role))
                }
            }
            return uses
        }
        let actionRules = [XcodeSchemeConfigurationRule.description.id, XcodeSchemeArchiveRule.description.id]
        var verdicts: [String: Bool] = [:]
        return diagnostics.filter { diagnostic in
            if let concerned = configurationProblems[diagnostic] {
                return concerned.contains { selected[$0.clone]?.contains($0.role) == true }
            }
            if actionRules.contains(diagnostic.rule), let concerned = actionUses[diagnostic.location] {
                return concerned.contains { selected[$0.clone]?.contains($0.role) == true }
            }
            let file = diagnostic.location.file
            if let verdict = verdicts[file] { return verdict }
            let owners = workspace.owningClones(of: file)
            let verdict =
                owners.isEmpty
                ? !Self.isReadOnlyByClones(file)
                : owners.contains { owner in
                    // A file the clone's target only builds or copies (a member) is not read by validation: four
                    // schemes of one Flutter target share its members, the other flavours' xcconfig files among them.
                    guard let roles = selected[owner], let clone = workspace.clone(owner) else { return false }
                    return clone.inputs.entries(for: file).contains {
                        $0.role.isReadByValidation && $0.matters(toAnyOf: roles)
                    }
                }
            verdicts[file] = verdict
            return verdict
        }
    }

    /// A clone building a configuration of one role.
    private struct ConfigurationUse: Sendable {
        var clone: String
        var role: String
    }

    /// Whether `file` is of a kind that matters only to the clones that read it: an xcconfig file, a scheme or a
    /// workspace.
    private static func isReadOnlyByClones(_ file: String) -> Bool {
        let name = Path.lastComponent(of: file)
        return name.hasSuffix(".xcconfig") || name.hasSuffix(".xcscheme") || name == "contents.xcworkspacedata"
    }

    /// The schema in force.
    public var schema: Schema { workspace.schema }

    /// The ids of the clones selected for this run.
    public var selectedCloneIDs: Set<String> { Set(factPositions.keys) }

    /// The clones selected for this run, in workspace order.
    public var clones: [LoadedClone] { cloneFacts.map(\.clone) }

    /// The facts of the selected clone `id`.
    public func facts(of id: String) -> CloneFacts? { factPositions[id].map { cloneFacts[$0] } }

    /// The configurations of `clone`.
    public func configurations(of clone: String) -> [CloneConfiguration] {
        (configurationPositions[clone] ?? []).map { configurations[$0] }
    }

    /// Whether a configuration name is a release one (the manifest's release configuration).
    public func isRelease(_ configuration: String) -> Bool {
        configuration == workspace.manifest.release.configuration
    }

    /// Diagnostics found while reading, with rule id `rule`, that concern this run (see ``readingDiagnostics``).
    public func readingDiagnostics(rule: String) -> [Diagnostic] {
        readingDiagnostics.filter { $0.rule == rule }
    }
}
