import Support

extension SettingsEvaluator {
    /// The final values of `names` over `levels` for `parameters`, the same as
    /// `SettingsEvaluator(levels:parameters:limits:).values(of:)` gives, from only the assignments they can reach.
    ///
    /// A value depends only on the assignments of its own setting and of the settings its values refer to, and theirs
    /// in turn. Finding those names takes a few passes over the assignments' precompiled references, far less than
    /// indexing every assignment of every level for an evaluator, so a caller that needs a handful of values (the
    /// build folders, `SDKROOT`, `INFOPLIST_FILE`) out of a large base xcconfig saves most of the work. A value that
    /// refers to a computed name (`$(A_$(B))`) could reach any setting: then every assignment is kept. The work budget
    /// is that of the whole input, so a value cut short by it is cut short alike.
    public static func values(
        of names: [String], in levels: [SettingsLevel], parameters: ConditionParameters,
        limits: EvaluationLimits = .default
    ) -> [String] {
        guard let reached = reachedNames(from: names, in: levels, limits: limits) else {
            return SettingsEvaluator(levels: levels, parameters: parameters, limits: limits).values(of: names)
        }
        var kept: [SettingsLevel] = []
        kept.reserveCapacity(levels.count)
        var leftOutSize = 0
        for level in levels {
            var assignments: [SettingAssignment] = []
            for assignment in level.assignments {
                if reached.contains(assignment.nameKey) {
                    assignments.append(assignment)
                } else {
                    leftOutSize += assignment.value.utf8.count + assignment.program(limits: limits).instructions.count
                }
            }
            kept.append(SettingsLevel(kind: level.kind, label: level.label, assignments: assignments))
        }
        var budget = limits
        budget.maximumWork += EvaluationLimits.workPerInputUnit * leftOutSize
        return SettingsEvaluator(levels: kept, parameters: parameters, limits: budget).values(of: names)
    }

    /// The names `names` reach through the references of their assignments in `levels`, themselves included; `nil`
    /// when one of those assignments refers to a computed name.
    package static func reachedNames(from names: [String], in levels: [SettingsLevel], limits: EvaluationLimits)
        -> Set<SettingNameKey>?
    {
        // Only assignments that refer to something can add a name: most (a product type's few hundred built-in
        // defaults) are plain text, so they are set aside once instead of being looked up on every pass.
        var referring: [(name: SettingNameKey, references: [SettingNameKey?])] = []
        for level in levels {
            for assignment in level.assignments {
                let references = assignment.program(limits: limits).referenceKeys
                if !references.isEmpty { referring.append((assignment.nameKey, references)) }
            }
        }
        var reached = Set(names.map(SettingNameKey.init))
        var grew = true
        while grew {
            grew = false
            for (name, references) in referring where reached.contains(name) {
                for key in references {
                    guard let key else { return nil }
                    if reached.insert(key).inserted { grew = true }
                }
            }
        }
        return reached
    }
}
