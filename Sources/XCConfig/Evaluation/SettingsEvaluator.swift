import Support

/// Evaluates build settings the way Xcode does, from assignments ordered oldest to newest.
///
/// Levels are given lowest first, as Xcode layers them for a target (see ``SettingsLevel``): builtins, project
/// xcconfig, project settings, target xcconfig, target settings; or, for an xcconfig on its own, builtins,
/// command-line values and the file's flattened assignments. All levels form one table: for each setting the
/// newest assignment whose conditions all match wins; `$(inherited)` (and `$(NAME)` inside `NAME`'s own value) is
/// the next older matching assignment, in the same level or a lower one. Evaluation is lazy, in the final scope
/// (a project-level `$(TARGET_NAME)` sees the target's builtin), iterative, so long chains of references cannot
/// overflow the stack, and bounded by `EvaluationLimits`.
public struct SettingsEvaluator: Sendable {
    /// The tables, behind one reference: an evaluator is copied with every resolved configuration a rule or command
    /// reads, and a copy of a dozen arrays and dictionaries inline cost a dozen reference counts each time.
    private let tables: Tables

    /// What an evaluator holds; see the properties of the same names.
    private final class Tables: Sendable {
        let assignments: [SettingAssignment]
        let levelOfAssignment: [Int]
        let programs: [ValueProgram]
        let previousMatching: [Int?]
        let names: [String]
        let nameIDs: SettingNameIndex
        let assignmentNameIDs: [Int]
        let winnersByNameID: [Int?]
        let isNameOnCycle: [Bool]
        let workBudget: Int
        let levelOrigins: [SettingsLevelOrigin]
        let parameters: ConditionParameters

        init(
            assignments: [SettingAssignment], levelOfAssignment: [Int], programs: [ValueProgram],
            previousMatching: [Int?], names: [String], nameIDs: SettingNameIndex, assignmentNameIDs: [Int],
            winnersByNameID: [Int?], isNameOnCycle: [Bool], workBudget: Int, levelOrigins: [SettingsLevelOrigin],
            parameters: ConditionParameters
        ) {
            self.assignments = assignments
            self.levelOfAssignment = levelOfAssignment
            self.programs = programs
            self.previousMatching = previousMatching
            self.names = names
            self.nameIDs = nameIDs
            self.assignmentNameIDs = assignmentNameIDs
            self.winnersByNameID = winnersByNameID
            self.isNameOnCycle = isNameOnCycle
            self.workBudget = workBudget
            self.levelOrigins = levelOrigins
            self.parameters = parameters
        }
    }

    /// Every assignment of every level, oldest first.
    var assignments: [SettingAssignment] { tables.assignments }
    /// The level (index into `levelOrigins`) each entry of `assignments` came from.
    var levelOfAssignment: [Int] { tables.levelOfAssignment }
    /// Each assignment's compiled value.
    var programs: [ValueProgram] { tables.programs }
    /// For each assignment, the newest older assignment of the same setting whose conditions match.
    var previousMatching: [Int?] { tables.previousMatching }
    /// Setting names in the order of their first assignment; a name's position is its id.
    var names: [String] { tables.names }
    /// Each setting name's id.
    var nameIDs: SettingNameIndex { tables.nameIDs }
    /// The name id of each assignment.
    var assignmentNameIDs: [Int] { tables.assignmentNameIDs }
    /// For each name id, the newest assignment whose conditions match.
    var winnersByNameID: [Int?] { tables.winnersByNameID }
    /// For each name id, whether the setting is on a cycle of references (see ``ReferenceCycles``).
    var isNameOnCycle: [Bool] { tables.isNameOnCycle }
    /// The work one evaluation may do: the limit plus an allowance that grows with the input, so that only work
    /// growing faster than the file (references that repeat each other) is stopped, never a merely large file.
    var workBudget: Int { tables.workBudget }

    /// What each level is, lowest first (the levels without their assignments).
    public var levelOrigins: [SettingsLevelOrigin] { tables.levelOrigins }
    /// The bound condition values.
    public var parameters: ConditionParameters { tables.parameters }
    /// The bounds evaluation keeps to.
    public let limits: EvaluationLimits
    /// Whether every value runs in a frame of its own, as values other than plain text do.
    ///
    /// Plain text is its value without a frame (see `EvaluationEngine`); tests turn this on to check that doing so
    /// changes no value, diagnostic or bound.
    package var evaluatesPlainValuesInFrames = false

    /// Creates an evaluator over `levels` (lowest first, each in order oldest to newest) for `parameters`.
    public init(levels: [SettingsLevel], parameters: ConditionParameters, limits: EvaluationLimits = .default) {
        let count = levels.reduce(0) { $0 + $1.assignments.count }
        var assignments: [SettingAssignment] = []
        var levelOfAssignment: [Int] = []
        assignments.reserveCapacity(count)
        levelOfAssignment.reserveCapacity(count)
        for (index, level) in levels.enumerated() {
            assignments.append(contentsOf: level.assignments)
            levelOfAssignment.append(contentsOf: repeatElement(index, count: level.assignments.count))
        }
        let levelOrigins = levels.enumerated().map { index, level in
            SettingsLevelOrigin(index: index, kind: level.kind, label: level.label)
        }
        var previousMatching: [Int?] = []
        var names: [String] = []
        var nameIDs = SettingNameIndex(minimumCapacity: count)
        var assignmentNameIDs: [Int] = []
        var winnersByNameID: [Int?] = []
        previousMatching.reserveCapacity(count)
        assignmentNameIDs.reserveCapacity(count)
        names.reserveCapacity(count)
        winnersByNameID.reserveCapacity(count)
        for (index, assignment) in assignments.enumerated() {
            let nameID: Int
            let key = assignment.nameKey
            if let known = nameIDs[key: key] {
                nameID = known
            } else {
                nameID = names.count
                nameIDs[key: key] = nameID
                names.append(assignment.name)
                winnersByNameID.append(nil)
            }
            assignmentNameIDs.append(nameID)
            previousMatching.append(winnersByNameID[nameID])
            if parameters.matchesAll(assignment.conditions) { winnersByNameID[nameID] = index }
        }
        let programs = assignments.map { $0.program(limits: limits) }
        let isNameOnCycle = ReferenceCycles.namesOnCycles(
            programs: programs, nameIDsOfAssignments: assignmentNameIDs, nameIDs: nameIDs)
        let inputSize = zip(assignments, programs).reduce(0) { $0 + $1.0.value.utf8.count + $1.1.instructions.count }
        self.tables = Tables(
            assignments: assignments, levelOfAssignment: levelOfAssignment, programs: programs,
            previousMatching: previousMatching, names: names, nameIDs: nameIDs, assignmentNameIDs: assignmentNameIDs,
            winnersByNameID: winnersByNameID, isNameOnCycle: isNameOnCycle,
            workBudget: limits.maximumWork + EvaluationLimits.workPerInputUnit * inputSize, levelOrigins: levelOrigins,
            parameters: parameters)
        self.limits = limits
    }

    /// The final value of `name`: empty when no assignment of it matches.
    public func value(of name: String) -> String {
        guard let winner = winner(of: name) else { return "" }
        var engine = EvaluationEngine(evaluator: self)
        return engine.value(ofAssignment: winner)
    }

    /// The final values of `names`, in order, evaluated together as ``resolve()`` evaluates every setting: in one
    /// engine, so that what they share is evaluated once (an engine of its own for each name would cost more to make
    /// and free than the usual value costs to evaluate).
    public func values(of names: [String]) -> [String] {
        var engine = EvaluationEngine(evaluator: self)
        return names.map { name in winner(of: name).map { engine.value(ofAssignment: $0) } ?? "" }
    }

    /// Every setting assigned at any level with its value and provenance, plus every diagnostic found in
    /// values and conditions (syntax warnings and unknown condition parameters for all assignments, evaluation
    /// errors for those evaluated).
    public func resolve() -> ResolvedSettings {
        var engine = EvaluationEngine(evaluator: self)
        let values = names.indices.map { nameID in
            winnersByNameID[nameID].map { engine.value(ofAssignment: $0) } ?? ""
        }
        var diagnostics = Set<Diagnostic>()
        for program in programs where !program.diagnostics.isEmpty { diagnostics.formUnion(program.diagnostics) }
        diagnostics.formUnion(ConditionLint.diagnostics(for: assignments))
        diagnostics.formUnion(engine.diagnostics)
        return ResolvedSettings(
            evaluator: self, values: values, diagnostics: diagnostics.sorted(by: Diagnostic.presentationOrder))
    }

    /// The setting with name id `nameID` and value `value`, with its contributions.
    func resolvedSetting(nameID: Int, value: String) -> ResolvedSetting {
        let name = names[nameID]
        guard let winner = winnersByNameID[nameID] else {
            return ResolvedSetting(name: name, value: "", contributions: [])
        }
        let chain = contributionChain(from: winner)
        return ResolvedSetting(
            name: name, value: value, contributions: chain.map { assignments[$0] },
            contributionLevels: chain.map(origin(ofAssignment:)))
    }

    /// The final value of `name` with the assignments that made it and their levels; without a matching
    /// assignment the value is empty and there are no contributions.
    public func setting(_ name: String) -> ResolvedSetting {
        guard let winner = winner(of: name) else { return ResolvedSetting(name: name, value: "", contributions: []) }
        var engine = EvaluationEngine(evaluator: self)
        let chain = contributionChain(from: winner)
        return ResolvedSetting(
            name: name, value: engine.value(ofAssignment: winner), contributions: chain.map { assignments[$0] },
            contributionLevels: chain.map(origin(ofAssignment:)))
    }

    /// The level assignment `index` came from.
    func origin(ofAssignment index: Int) -> SettingsLevelOrigin {
        levelOrigins[levelOfAssignment[index]]
    }

    /// The newest assignment of `name` whose conditions match.
    func winner(of name: String) -> Int? {
        nameIDs[name].flatMap { winnersByNameID[$0] }
    }

    /// The assignments that make up the value starting at `winner`, newest first: the winner, then the
    /// assignment its `$(inherited)` pulled in, and so on.
    func contributionChain(from winner: Int) -> [Int] {
        var chain = [winner]
        var current = winner
        while programs[current].referencesInherited, let older = previousMatching[current] {
            chain.append(older)
            current = older
        }
        return chain
    }
}
