/// Evaluates build settings the way Xcode does, from assignments ordered oldest to newest.
///
/// Levels are given lowest first: level 0 holds values from outside the files (builtins, command-line
/// `--set`), the last level a file's flattened assignments. For each setting the newest assignment whose
/// conditions all match wins; `$(inherited)` (and `$(NAME)` inside `NAME`'s own value) is the next older
/// matching assignment, in the same level or a lower one. Evaluation is lazy and iterative, so long chains
/// of references cannot overflow the stack, and bounded by `EvaluationLimits`.
public struct SettingsEvaluator: Sendable {
    /// Every assignment of every level, oldest first.
    let assignments: [SettingAssignment]
    /// The level each entry of `assignments` came from.
    let levels: [Int]
    /// Each assignment's compiled value.
    let programs: [ValueProgram]
    /// For each assignment, the newest older assignment of the same setting whose conditions match.
    let previousMatching: [Int?]
    /// For each setting, the newest assignment whose conditions match.
    let winners: [String: Int]
    /// For each setting, all its assignments, oldest first.
    let assignmentsByName: [String: [Int]]
    /// Setting names in the order of their first assignment; a name's position is its id.
    let names: [String]
    /// Each setting name's id.
    let nameIDs: [String: Int]
    /// The name id of each assignment.
    let assignmentNameIDs: [Int]
    /// For each name id, the newest assignment whose conditions match.
    let winnersByNameID: [Int?]

    /// The bound condition values.
    public let parameters: ConditionParameters
    /// The bounds evaluation keeps to.
    public let limits: EvaluationLimits

    /// Creates an evaluator over `levels` (lowest first, each in order oldest to newest) for `parameters`.
    public init(levels: [[SettingAssignment]], parameters: ConditionParameters, limits: EvaluationLimits = .default) {
        var assignments: [SettingAssignment] = []
        var levelOfAssignment: [Int] = []
        for (level, levelAssignments) in levels.enumerated() {
            assignments.append(contentsOf: levelAssignments)
            levelOfAssignment.append(contentsOf: repeatElement(level, count: levelAssignments.count))
        }
        var previousMatching: [Int?] = []
        var winners: [String: Int] = [:]
        var assignmentsByName: [String: [Int]] = [:]
        var names: [String] = []
        var nameIDs: [String: Int] = [:]
        var assignmentNameIDs: [Int] = []
        for (index, assignment) in assignments.enumerated() {
            previousMatching.append(winners[assignment.name])
            if nameIDs[assignment.name] == nil {
                nameIDs[assignment.name] = names.count
                names.append(assignment.name)
            }
            assignmentNameIDs.append(nameIDs[assignment.name] ?? 0)
            assignmentsByName[assignment.name, default: []].append(index)
            if parameters.matchesAll(assignment.conditions) { winners[assignment.name] = index }
        }
        self.assignments = assignments
        self.levels = levelOfAssignment
        self.programs = assignments.map {
            ValueProgram(value: $0.value, settingName: $0.name, at: $0.valueLocation, limits: limits)
        }
        self.previousMatching = previousMatching
        self.winners = winners
        self.assignmentsByName = assignmentsByName
        self.names = names
        self.nameIDs = nameIDs
        self.assignmentNameIDs = assignmentNameIDs
        self.winnersByNameID = names.map { winners[$0] }
        self.parameters = parameters
        self.limits = limits
    }

    /// The final value of `name`: empty when no assignment of it matches.
    public func value(of name: String) -> String {
        guard let winner = winners[name] else { return "" }
        var engine = EvaluationEngine(evaluator: self)
        return engine.value(ofAssignment: winner)
    }

    /// Every setting assigned at any level with its value and provenance, plus every diagnostic found in
    /// values (syntax warnings for all assignments, evaluation errors for those evaluated).
    public func resolve() -> ResolvedSettings {
        var engine = EvaluationEngine(evaluator: self)
        let settings = names.map { name in
            guard let winner = winners[name] else {
                return ResolvedSetting(name: name, value: "", contributions: [])
            }
            let value = engine.value(ofAssignment: winner)
            return ResolvedSetting(
                name: name, value: value, contributions: contributionChain(from: winner).map { assignments[$0] })
        }
        var diagnostics = Set(programs.flatMap(\.diagnostics))
        diagnostics.formUnion(engine.diagnostics)
        return ResolvedSettings(settings: settings, diagnostics: diagnostics.sorted(by: Diagnostic.presentationOrder))
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
