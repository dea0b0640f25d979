extension SchemaPattern {
    /// The states at choices that a memoised ``Machine`` run has seen.
    ///
    /// The subset has no back-references, so what the rest of a run does depends only on the step, the position and
    /// the registers. Every path of the subset ends (loops stop on empty iterations or count), so a state seen again
    /// is not one still being tried: it failed before, and fails again. Registers are reduced to what can still
    /// matter: a saved position only to whether it is the current one, a count to its largest compared value.
    struct Memo {
        private let instructionCount: Int
        private let kinds: [RegisterKind]
        private let multipliers: [Int]
        private var visited: Set<Int> = []

        /// How many states it holds.
        var count: Int { visited.count }

        /// A memo for `program` on a value of `length` characters; `nil` when its states do not fit in an `Int`.
        init?(program: Program, length: Int) {
            instructionCount = program.instructions.count
            kinds = program.registers
            var stride = instructionCount.multipliedReportingOverflow(by: length + 1)
            var multipliers: [Int] = []
            for kind in kinds {
                guard !stride.overflow else { return nil }
                multipliers.append(stride.partialValue)
                switch kind {
                case .position: stride = stride.partialValue.multipliedReportingOverflow(by: 2)
                case .count(let limit): stride = stride.partialValue.multipliedReportingOverflow(by: limit + 1)
                }
            }
            guard !stride.overflow else { return nil }
            self.multipliers = multipliers
        }

        /// Records the state; whether it is new.
        mutating func firstVisit(_ pc: Int, _ position: Int, _ registers: [Int]) -> Bool {
            var key = pc + instructionCount * position
            for (register, kind) in kinds.enumerated() {
                let value = registers[register]
                let digit: Int
                switch kind {
                case .position: digit = value == position ? 1 : 0
                case .count(let limit): digit = min(max(value, 0), limit)
                }
                key += digit * multipliers[register]
            }
            return visited.insert(key).inserted
        }
    }
}
