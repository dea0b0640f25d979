extension SchemaPattern {
    /// One step of a compiled pattern.
    ///
    /// The loops are ICU's own (`regexcmp.cpp`), so that backtracking tries the alternatives in ICU's order and stops
    /// empty iterations where ICU stops them: that decides which match comes first, and so whether the first match
    /// covers the whole value.
    enum Instruction {
        /// One given character.
        case byte(UInt8)
        /// One character of a set.
        case set(ByteSet)
        /// `^`.
        case lineStart
        /// `$`.
        case lineEnd
        /// ICU's `STATE_SAVE`: go on, and come back to the target when that fails.
        case split(Int)
        /// ICU's `JMP`.
        case jump(Int)
        /// ICU's `JMP_SAV`: go to the target (another iteration), and come back to the next step when that fails.
        case jumpSave(Int)
        /// ICU's `STO_INP_LOC`: remember where an iteration starts.
        case markPosition(register: Int)
        /// ICU's `JMP_SAV_X`: a ``jumpSave(_:)`` only when the iteration consumed something, else go on.
        case jumpSaveIfProgress(Int, register: Int)
        /// ICU's `CTR_INIT` or `CTR_INIT_NG`, before the body of a `{n,m}` loop.
        case counterStart(Counter)
        /// ICU's `CTR_LOOP` or `CTR_LOOP_NG`, after the body.
        case counterLoop(Counter)
        /// The end of the pattern: a match.
        case match
    }

    /// A counted loop: its registers, bounds and where its body and its exit are.
    struct Counter {
        /// The register that counts iterations.
        var count: Int
        /// The register with the position of the last iteration (`{n,}` only), to stop empty iterations.
        var lastPosition: Int
        /// The fewest iterations.
        var minimum: Int
        /// The most iterations; `nil` for none.
        var maximum: Int?
        /// Whether the loop is lazy.
        var isLazy: Bool
        /// The first step of the body.
        var body: Int
        /// The step after the loop.
        var exit: Int
    }

    /// What a register holds, which is what the memo of ``Machine`` may forget about it.
    enum RegisterKind {
        /// A position in the value at or before the current one; only whether it is the current one matters.
        case position
        /// A count that is only ever compared with numbers up to `limit`.
        case count(limit: Int)
    }

    /// A compiled pattern: the instructions, ending in ``Instruction/match``, and what its registers hold.
    struct Program {
        private(set) var instructions: [Instruction] = []
        private(set) var registers: [RegisterKind] = []

        /// Compiles `root`.
        init(_ root: Node) {
            emit(root)
            instructions.append(.match)
        }

        private mutating func emit(_ node: Node) {
            switch node {
            case .empty:
                break
            case .character(let set):
                instructions.append(set.onlyMember.map(Instruction.byte) ?? .set(set))
            case .lineStart:
                instructions.append(.lineStart)
            case .lineEnd:
                instructions.append(.lineEnd)
            case .sequence(let nodes):
                for node in nodes { emit(node) }
            case .group(let node):
                emit(node)
            case .alternation(let branches):
                var jumps: [Int] = []
                for (number, branch) in branches.enumerated() {
                    guard number < branches.count - 1 else {
                        emit(branch)
                        break
                    }
                    let split = reserve()
                    emit(branch)
                    jumps.append(reserve())
                    instructions[split] = .split(instructions.count)
                }
                for jump in jumps { instructions[jump] = .jump(instructions.count) }
            case .repetition(let body, let quantifier):
                emit(body, quantifier)
            }
        }

        private mutating func emit(_ body: Node, _ quantifier: Quantifier) {
            let canBeEmpty = body.minimumLength == 0
            switch (quantifier.kind, quantifier.isLazy) {
            case (.optional, false):
                let split = reserve()
                emit(body)
                instructions[split] = .split(instructions.count)
            case (.optional, true):
                let skip = reserve()
                emit(body)
                let done = reserve()
                instructions[skip] = .jump(instructions.count)
                instructions.append(.split(skip + 1))
                instructions[done] = .jump(instructions.count)
            case (.star, false):
                let split = reserve()
                emitLoop(body, canBeEmpty: canBeEmpty)
                instructions[split] = .split(instructions.count)
            case (.plus, false):
                emitLoop(body, canBeEmpty: canBeEmpty)
            case (.star, true):
                let skip = reserve()
                emit(body)
                instructions[skip] = .jump(instructions.count)
                instructions.append(.split(skip + 1))
            case (.plus, true):
                let start = instructions.count
                emit(body)
                instructions.append(.split(start))
            case (.interval(let minimum, let maximum), let isLazy):
                emitInterval(body, minimum: minimum, maximum: maximum, isLazy: isLazy)
            }
        }

        /// The body of a greedy `*` or `+` and its jump back: ICU checks for progress only when the body can match
        /// nothing (it asks its `minMatchLength`); the check changes nothing for a body that cannot.
        private mutating func emitLoop(_ body: Node, canBeEmpty: Bool) {
            guard canBeEmpty else {
                let start = instructions.count
                emit(body)
                instructions.append(.jumpSave(start))
                return
            }
            let register = newRegister(.position)
            instructions.append(.markPosition(register: register))
            let start = instructions.count
            emit(body)
            instructions.append(.jumpSaveIfProgress(start, register: register))
        }

        /// `{n,m}` as ICU compiles it: nothing for `{0}`, the body copied when it is one character (or at most once)
        /// and there are at most 10 copies, else a counted loop; lazy intervals are always counted loops.
        private mutating func emitInterval(_ body: Node, minimum: Int, maximum: Int?, isLazy: Bool) {
            if !isLazy, let maximum, maximum <= 10 {
                var isOneCharacter = false
                if case .character = body { isOneCharacter = true }
                if maximum == 0 { return }
                if isOneCharacter || maximum == 1 {
                    var splits: [Int] = []
                    for copy in 0..<maximum {
                        if copy >= minimum { splits.append(reserve()) }
                        emit(body)
                    }
                    for split in splits { instructions[split] = .split(instructions.count) }
                    return
                }
            }
            let count = newRegister(.count(limit: maximum ?? minimum))
            let lastPosition = newRegister(.position)
            let start = reserve()
            emit(body)
            let loop = reserve()
            let counter = Counter(
                count: count, lastPosition: lastPosition, minimum: minimum, maximum: maximum, isLazy: isLazy,
                body: start + 1, exit: loop + 1)
            instructions[start] = .counterStart(counter)
            instructions[loop] = .counterLoop(counter)
        }

        /// A place for an instruction whose target is not known yet.
        private mutating func reserve() -> Int {
            instructions.append(.match)
            return instructions.count - 1
        }

        private mutating func newRegister(_ kind: RegisterKind) -> Int {
            registers.append(kind)
            return registers.count - 1
        }
    }
}
