import Support

extension SettingsEvaluator {
    /// Why `name` has its value: every assignment of it, newest first, with its status.
    public func explain(_ name: String) -> SettingExplanation {
        // Explaining is rare, evaluating is not: the assignments of a name are found here rather than kept per name.
        let indices = nameIDs[name].map { id in assignmentNameIDs.indices.filter { assignmentNameIDs[$0] == id } } ?? []
        let winner = winner(of: name)
        let chain = winner.map(contributionChain(from:)) ?? []
        var inheritor: [Int: Int] = [:]
        for (newer, older) in zip(chain, chain.dropFirst()) { inheritor[older] = newer }
        var entries: [SettingExplanation.Entry] = []
        for index in indices.reversed() {
            let assignment = assignments[index]
            let status: AssignmentStatus
            if let failed = parameters.firstUnmatchedCondition(in: assignment.conditions) {
                status = .conditionNotMatched(
                    condition: failed, boundValue: parameters.boundValue(for: failed.parameter))
            } else if index == winner {
                status = .won
            } else if let newer = inheritor[index] {
                status = .inheritedBy(assignments[newer])
            } else {
                status = .overridden
            }
            entries.append(
                SettingExplanation.Entry(assignment: assignment, level: origin(ofAssignment: index), status: status))
        }
        return SettingExplanation(name: name, value: value(of: name), entries: entries)
    }
}
