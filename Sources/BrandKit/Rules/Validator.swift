import BrandFormats
import Support
import XCConfig

/// Runs every rule over a workspace and applies the manifest's severity settings.
public struct Validator: Sendable {
    /// The rules to run, in order.
    public var rules: [any Rule.Type]

    /// Creates a validator running `rules` (all of them by default).
    public init(rules: [any Rule.Type] = RuleRegistry.all) {
        self.rules = rules
    }

    /// The resolved configurations of `clones` (all when `nil`) in `configurations` (the manifest's when `nil`).
    ///
    /// Each clone and configuration is assembled once however often it is named (`-c Debug -c Debug`).
    public func configurations(
        of workspace: Workspace, clones: [String]? = nil, configurations: [String]? = nil
    ) -> [CloneConfiguration] {
        let facts = self.facts(of: workspace, clones: clones)
        return Self.configurations(of: facts, in: workspace, configurations: configurations)
    }

    /// The facts of `clones` (all when `nil`), in workspace order.
    private func facts(of workspace: Workspace, clones: [String]?) -> [CloneFacts] {
        let selected = clones.map(Set.init)
        let schema = workspace.schema
        return workspace.clones.filter { selected?.contains($0.id) ?? true }.concurrentMap {
            CloneFacts($0, schema: schema)
        }
    }

    private static func configurations(
        of facts: [CloneFacts], in workspace: Workspace, configurations: [String]?
    ) -> [CloneConfiguration] {
        let assembler = CloneConfigurationAssembler(schema: workspace.schema)
        let names = Self.unique(configurations ?? workspace.manifest.configurations)
        return facts.concurrentMap { fact in names.map { assembler.assemble(fact, configuration: $0) } }.flatMap { $0 }
    }

    /// Every finding on `workspace`, sorted for presentation, after the manifest's overrides.
    ///
    /// With `clones` or `configurations` given, the rules that compare clones still see every clone (see
    /// ``ValidationContext/workspaceConfigurations``) and report what concerns the selection.
    public func validate(
        _ workspace: Workspace, clones: [String]? = nil, configurations: [String]? = nil, today: CalendarDay
    ) -> [Diagnostic] {
        let prepared = prepare(workspace, clones: clones, configurations: configurations)
        return validate(prepared, clones: clones, configurations: configurations, today: today)
    }

    /// The findings of ``validate(_:clones:configurations:today:)`` on `clones` (all when `nil`), and those it gives
    /// for each of them alone (what `brands validate <clone>` reports), from the clones' facts resolved once.
    ///
    /// A brand sheet lists on each clone's card what validating that clone reports; validating the clones one at a
    /// time resolved every clone's facts again for each, so a sheet of a few hundred clones took minutes.
    public func validateWithEachClone(
        _ workspace: Workspace, clones: [String]? = nil, configurations: [String]? = nil, today: CalendarDay
    ) -> (findings: [Diagnostic], ofClone: [String: [Diagnostic]]) {
        let prepared = prepare(workspace, clones: clones, configurations: configurations)
        var ofClone: [String: [Diagnostic]] = [:]
        for id in Self.unique(clones ?? workspace.clones.map(\.id)) {
            ofClone[id] = validate(prepared, clones: [id], configurations: configurations, today: today)
        }
        return (validate(prepared, clones: clones, configurations: configurations, today: today), ofClone)
    }

    /// What a validation of some clones starts from: the facts and configurations it checks or compares.
    private struct Prepared {
        var workspace: Workspace
        /// The facts of every clone, or of the selected ones when no rule compares clones.
        var facts: [CloneFacts]
        /// Every clone of `facts` in every declared configuration.
        var everything: [CloneConfiguration]
        /// The selected clones in the configurations named that the manifest does not declare.
        var undeclared: [CloneConfiguration]
        /// The configurations named, or the declared ones.
        var names: [String]
        /// What the rules comparing clones make of every clone, shared by every selection checked from these.
        var tables = ComparisonTables()
    }

    private func prepare(_ workspace: Workspace, clones: [String]?, configurations: [String]?) -> Prepared {
        let declared = workspace.manifest.configurations
        // Every clone's facts, resolved once: cross-clone rules see every clone in every declared configuration.
        // Rules that only report what reading found compare no clones, so the clones left out need no facts then.
        let comparesClones = rules.contains { !$0.reportsReadingOnly }
        let allFacts = facts(of: workspace, clones: comparesClones ? nil : clones)
        let names = Self.unique(configurations ?? declared)
        let cloneIDs = clones.map(Set.init)
        // A configuration the manifest does not declare is assembled for the selected clones alone.
        let undeclared = Self.configurations(
            of: allFacts.filter { cloneIDs?.contains($0.id) ?? true }, in: workspace,
            configurations: names.filter { !declared.contains($0) })
        return Prepared(
            workspace: workspace, facts: allFacts,
            everything: Self.configurations(of: allFacts, in: workspace, configurations: nil),
            undeclared: undeclared, names: names)
    }

    /// The findings on `clones` (all when `nil`) in `configurations` (the declared ones when `nil`) of `prepared`.
    private func validate(
        _ prepared: Prepared, clones: [String]?, configurations: [String]?, today: CalendarDay
    ) -> [Diagnostic] {
        let workspace = prepared.workspace
        let cloneIDs = clones.map(Set.init)
        let selectedFacts = prepared.facts.filter { cloneIDs?.contains($0.id) ?? true }
        let undeclared = prepared.undeclared.filter { cloneIDs?.contains($0.clone) ?? true }
        // The whole workspace in its declared configurations is what a plain `validate` checks: shared, not copied.
        let selected =
            cloneIDs == nil && undeclared.isEmpty && prepared.names == workspace.manifest.configurations
            ? prepared.everything
            : (prepared.everything + undeclared).filter {
                (cloneIDs?.contains($0.clone) ?? true) && prepared.names.contains($0.configuration)
            }
        // Clones or configurations named are a selection even when they are all there are: files no selected clone
        // reads (a test scheme naming a project that is gone) are left to a plain run (planetary-ios's one app).
        let context = ValidationContext(
            workspace: workspace, facts: selectedFacts, configurations: selected,
            workspaceConfigurations: prepared.everything, today: today,
            isSelection: clones != nil || configurations != nil, tables: prepared.tables)
        return finish(Self.check(rules, in: context), in: context)
    }

    /// Reads the workspace at `root` with `loader` and checks it as it is read, a run of clones at a time, for
    /// every clone in every configuration of the manifest: the findings are those of ``validate(_:clones:configurations:today:)``
    /// on the workspace ``WorkspaceLoader/load(root:selecting:)`` reads, and the workspace is returned beside them.
    ///
    /// Each run of clones is checked by the rules that look at one clone at a time on the core that read it, while
    /// its documents and evaluated settings are in memory; of each clone only what the rules comparing clones read
    /// is kept (``LoadedClone/retainedForComparison``), and those rules, and the ones reporting what reading found,
    /// run once every clone is read. Memory then grows with what is kept of a clone, not with all it reads.
    public func validate(root: String, loader: WorkspaceLoader, today: CalendarDay)
        -> (workspace: Workspace, diagnostics: [Diagnostic])
    {
        validate(root: root, loader: loader, runLength: CloneReader.clonesPerTask, today: today)
    }

    /// ``validate(root:loader:today:)`` with runs of `runLength` clones (tests check with runs of one clone that
    /// no rule said to look at one clone at a time compares it with another).
    package func validate(root: String, loader: WorkspaceLoader, runLength: Int, today: CalendarDay)
        -> (workspace: Workspace, diagnostics: [Diagnostic])
    {
        let onEachRun = rules.filter { !$0.reportsReadingOnly && !$0.comparesClones }
        let onEverything = rules.filter { $0.reportsReadingOnly || $0.comparesClones }
        let (workspace, runs) = loader.load(root: root, selecting: .all, runLength: runLength) { start, _, clones in
            var run = Workspace(
                root: start.root, manifest: start.manifest, schema: start.schema, clones: clones, diagnostics: [],
                buildConfigurationNames: start.buildConfigurationNames)
            run.gitIgnore = start.gitIgnore
            let facts = clones.map { CloneFacts($0, schema: run.schema) }
            let configurations = Self.configurations(of: facts, in: run, configurations: nil)
            let context = ValidationContext(
                workspace: run, facts: facts, configurations: configurations, workspaceConfigurations: nil,
                today: today)
            let found = Self.check(onEachRun, in: context)
            let kept = clones.map(\.retainedForComparison)
            let checked = CheckedRun(
                facts: zip(facts, kept).map { $0.retainedForComparison(of: $1) },
                configurations: configurations.map(\.retainedForComparison), diagnostics: found)
            return (kept, checked)
        }
        let configurations = runs.flatMap(\.configurations)
        let context = ValidationContext(
            workspace: workspace, facts: runs.flatMap(\.facts), configurations: configurations,
            workspaceConfigurations: nil, today: today)
        let diagnostics = runs.flatMap(\.diagnostics) + Self.check(onEverything, in: context)
        return (workspace, finish(diagnostics, in: context))
    }

    /// ``validate(_:clones:configurations:today:)`` for the clones `names` names (every clone when empty) in the
    /// configurations `configurationNames` names (the manifest's when empty; an Xcode configuration a clone builds
    /// stands for its roles there, see ``CloneSelection/roles(_:declared:builtBy:)``), read and checked a run of
    /// clones at a time as ``validate(root:loader:today:)`` does: the workspace read and the findings are returned.
    ///
    /// Names are matched as ``CloneSelection/match(_:in:)`` matches them; one that matches nothing selects nothing
    /// (the command reports it). `reading` is what the loader reads in full (the named clones unless a test asks for
    /// every clone). Each run's named clones are checked in the named configurations by the rules that look at one
    /// clone at a time while the run is in memory; of every clone only what the rules comparing clones read is kept,
    /// and those rules, and the ones reporting what reading found, run once at the end over every clone in every
    /// declared configuration and report what concerns the selection.
    public func validate(
        root: String, loader: WorkspaceLoader, reading: CloneSelection, clones names: [String],
        configurations configurationNames: [String], today: CalendarDay
    ) -> (workspace: Workspace, diagnostics: [Diagnostic]) {
        validate(
            root: root, loader: loader, reading: reading, clones: names, configurations: configurationNames,
            runLength: CloneReader.clonesPerTask, today: today)
    }

    /// ``validate(root:loader:reading:clones:configurations:today:)`` with runs of `runLength` clones.
    package func validate(
        root: String, loader: WorkspaceLoader, reading: CloneSelection, clones names: [String],
        configurations configurationNames: [String], runLength: Int, today: CalendarDay
    ) -> (workspace: Workspace, diagnostics: [Diagnostic]) {
        let onEachRun = rules.filter { !$0.reportsReadingOnly && !$0.comparesClones }
        let onEverything = rules.filter { $0.reportsReadingOnly || $0.comparesClones }
        let (workspace, runs) = loader.load(root: root, selecting: reading, runLength: runLength) {
            start, ids, clones in
            var run = Workspace(
                root: start.root, manifest: start.manifest, schema: start.schema, clones: clones, diagnostics: [],
                buildConfigurationNames: start.buildConfigurationNames)
            run.gitIgnore = start.gitIgnore
            let declared = start.manifest.configurations
            // Each clone in the roles the names stand for: a role, or an Xcode configuration the clone builds.
            var chosen: [String: Set<String>] = [:]
            for clone in clones {
                chosen[clone.id] = Set(
                    CloneSelection.roles(configurationNames, declared: declared, builtBy: clone.definition))
            }
            let named = names.isEmpty ? nil : Set(names.compactMap { CloneSelection.match($0, in: ids) })
            let facts = clones.map { CloneFacts($0, schema: run.schema) }
            let everything = Self.configurations(of: facts, in: run, configurations: nil)
            let selectedFacts = facts.filter { named?.contains($0.id) ?? true }
            let selected = everything.filter {
                (named?.contains($0.clone) ?? true) && chosen[$0.clone]?.contains($0.configuration) == true
            }
            let context = ValidationContext(
                workspace: run, facts: selectedFacts, configurations: selected, workspaceConfigurations: everything,
                today: today)
            let found = Self.check(onEachRun, in: context)
            let kept = clones.map(\.retainedForComparison)
            let keptFacts = zip(facts, kept).map { $0.retainedForComparison(of: $1) }
            let checked = SelectedRun(
                facts: keptFacts.filter { named?.contains($0.id) ?? true },
                configurations: selected.map(\.retainedForComparison),
                everything: everything.map(\.retainedForComparison), diagnostics: found)
            return (kept, checked)
        }
        let context = ValidationContext(
            workspace: workspace, facts: runs.flatMap(\.facts), configurations: runs.flatMap(\.configurations),
            workspaceConfigurations: runs.flatMap(\.everything), today: today,
            isSelection: !names.isEmpty || !configurationNames.isEmpty)
        let diagnostics = runs.flatMap(\.diagnostics) + Self.check(onEverything, in: context)
        return (workspace, finish(diagnostics, in: context))
    }

    /// What one run of clones left for the rest of a validation of some clones: the selected clones' facts and
    /// configurations, every configuration of the run, and what was found.
    private struct SelectedRun: Sendable {
        var facts: [CloneFacts]
        var configurations: [CloneConfiguration]
        var everything: [CloneConfiguration]
        var diagnostics: [Diagnostic]
    }

    /// What one run of clones left for the rest of ``validate(root:loader:runLength:today:)``.
    private struct CheckedRun: Sendable {
        var facts: [CloneFacts]
        var configurations: [CloneConfiguration]
        var diagnostics: [Diagnostic]
    }

    /// The findings of `rules` in `context`, each rule checking on a core of its own, joined in the rules' order.
    private static func check(_ rules: [any Rule.Type], in context: ValidationContext) -> [Diagnostic] {
        rules.map(RuleType.init).concurrentMap { $0.rule.init().check(context) }.flatMap { $0 }
    }

    /// `diagnostics` with the reading diagnostics no rule claims, after the manifest's settings, each once, sorted.
    private func finish(_ diagnostics: [Diagnostic], in context: ValidationContext) -> [Diagnostic] {
        let workspace = context.workspace
        var diagnostics = diagnostics + Self.unclaimedReadingDiagnostics(in: context)
        diagnostics = Self.applySettings(workspace.manifest.ruleSettings, to: diagnostics, in: workspace)
        diagnostics += checkSettings(workspace.manifest.ruleSettings, clones: workspace.clones.map(\.id))
        if !workspace.generatedProjects.isEmpty {
            diagnostics = diagnostics.map { Self.noteGenerator(of: $0, in: workspace) }
        }
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sorted(by: Diagnostic.presentationOrder)
    }

    /// `diagnostic` with a note saying where to fix it when it is in a project a tool generates from a spec: an edit
    /// of the `project.pbxproj` is lost when the project is next generated (Element X's version, set in
    /// `project.yml`, was reported in the generated file only).
    static func noteGenerator(of diagnostic: Diagnostic, in workspace: Workspace) -> Diagnostic {
        let file = diagnostic.location.file
        guard Path.lastComponent(of: file) == "project.pbxproj" else { return diagnostic }
        let project = Path.directory(of: file)
        guard let generator = workspace.generatedProjects[project] else { return diagnostic }
        var noted = diagnostic
        noted.notes.append(
            Diagnostic.Note(
                "'\(Path.lastComponent(of: project))' is generated by \(generator.tool) from '\(generator.spec)': make "
                    + "the change there, then run '\(generator.command)'",
                at: SourceLocation(
                    file: Path.join(Path.directory(of: project), generator.spec), line: 1, column: 1)))
        return noted
    }

    /// Reading diagnostics whose rule id no registered rule reports.
    ///
    /// Every reader's id should have a ``ReadingRule``; should one be missing, its findings are still reported rather
    /// than silently dropped.
    static func unclaimedReadingDiagnostics(in context: ValidationContext) -> [Diagnostic] {
        let claimed = Set(RuleRegistry.all.map { $0.description.id })
        return context.readingDiagnostics.filter { !claimed.contains($0.rule) }
    }

    /// `diagnostics` after the manifest's rule settings, as `validate` applies them: each changed or dropped as the last
    /// setting of its rule that applies to every clone reading its file says.
    public static func applyingRuleSettings(to diagnostics: [Diagnostic], in workspace: Workspace) -> [Diagnostic] {
        applySettings(workspace.manifest.ruleSettings, to: diagnostics, in: workspace)
    }

    /// Changes or drops each diagnostic as the last matching setting says.
    private static func applySettings(_ settings: [RuleSetting], to diagnostics: [Diagnostic], in workspace: Workspace)
        -> [Diagnostic]
    {
        guard !settings.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            let matching = settings.filter { $0.rule == diagnostic.rule }
            guard !matching.isEmpty else { return diagnostic }
            // A setting scoped to clones applies to a file only when every clone reading it is in scope, so a
            // shared xcconfig keeps its severity unless all its readers agree.
            let owners = workspace.owningClones(of: diagnostic.location.file)
            var result = diagnostic
            var severity: Severity?? = nil
            for setting in matching
            where setting.clones.isEmpty || (!owners.isEmpty && owners.allSatisfy(setting.clones.contains)) {
                severity = .some(setting.severity)
            }
            guard let chosen = severity else { return diagnostic }
            guard let level = chosen else { return nil }
            result.severity = level
            return result
        }
    }

    /// `names` without repetitions, in their first order.
    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// Unknown rule ids and clones in the manifest's settings.
    private func checkSettings(_ settings: [RuleSetting], clones: [String]) -> [Diagnostic] {
        // Settings may name any rule, not only the ones this validator runs.
        let ids = RuleRegistry.allIDs
        var diagnostics: [Diagnostic] = []
        for setting in settings {
            if !ids.contains(setting.rule) {
                diagnostics.append(
                    Diagnostic(
                        .error, rule: ManifestDecoder.rule,
                        SchemaDecoder.unknownValue(setting.rule, of: "rule", among: ids), at: setting.location))
            }
            for clone in setting.clones where !clones.contains(clone) {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: ManifestDecoder.rule,
                        SchemaDecoder.unknownValue(clone, of: "clone", among: clones)
                            + " in the settings of '\(setting.rule)'",
                        at: setting.location))
            }
        }
        return diagnostics
    }

    /// The clones a file belongs to (see ``Workspace/owningClones(of:)``).
    public func owningClones(of file: String, in workspace: Workspace) -> [String] {
        workspace.owningClones(of: file)
    }
}

/// A rule's type as a value that can cross to another core.
private struct RuleType: @unchecked Sendable {
    // Unchecked: a metatype holds no state; rules are values made afresh for each check.
    let rule: any Rule.Type
}
