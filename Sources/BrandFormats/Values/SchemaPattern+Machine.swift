extension SchemaPattern {
    /// Runs a ``Program`` on an ASCII value as ICU's `MatchAt` does at position 0.
    ///
    /// Depth first, alternatives in ICU's order, registers saved with every alternative. The first match found there
    /// is the one ICU's `find` returns when it covers the whole value, so its end decides
    /// ``SchemaPattern/matchesEntirely(_:)``.
    struct Machine {
        /// How a run ended.
        enum Outcome: Equatable {
            /// The first match at position 0 ends at this position.
            case matched(end: Int)
            /// No match starts at position 0.
            case failed
            /// The run passed a limit; only ICU can say.
            case gaveUp
        }

        private let program: Program
        private let bytes: UnsafeBufferPointer<UInt8>

        /// Ordinary values take a few steps a character; past this, the run starts again with a memo.
        private static let stepsBeforeMemo = 200_000
        /// Bounds a memoised run (a few hundredths of a second), after which ICU decides, within its own budget.
        ///
        /// The memo of `(?:a|aa)+$` on 200 `a`s holds a few thousand states; patterns whose states run into millions
        /// (counted loops inside counted loops) took a third of a second a value with ten times these bounds, for an
        /// answer ICU then gave as fast.
        private static let stepsWithMemo = 2_000_000
        private static let memoCapacity = 100_000
        /// The most saved alternatives.
        ///
        /// ICU gives up (no match) when its backtracking stack passes 8 MB; a frame of the subset (at most 20 groups,
        /// 3 words each, and its loop registers) is far below 2 KB, so below this depth ICU cannot have given up.
        private static let maximumDepth = 4096

        /// A machine for `program` on `bytes`, which are all ASCII.
        init(program: Program, bytes: UnsafeBufferPointer<UInt8>) {
            self.program = program
            self.bytes = bytes
        }

        /// The first match at position 0: plain backtracking, then, if that takes too long (`(a*)*b` on many `a`s
        /// takes ICU exponential time), again with a memo of states that failed.
        ///
        /// Only the memo's "no match" is an answer. ICU, without a memo, also gives up (no match) on such a search once
        /// it passes its own limits, which depend on the value: `(?:a?|b?){2,24}z|` on an empty value is no match for
        /// ICU, after a second, though its last alternative matches. A match the memo finds is left to ICU to confirm.
        func firstMatch() -> Outcome {
            let plain = run(memoised: false)
            guard plain == .gaveUp else { return plain }
            return run(memoised: true) == .failed ? .failed : .gaveUp
        }

        // One long loop, as ICU's: the cases share the backtracking and its state.
        private func run(memoised: Bool) -> Outcome {
            let instructions = program.instructions
            let registerCount = program.registers.count
            let frameSize = 2 + registerCount
            var memo = memoised ? Memo(program: program, length: bytes.count) : nil
            if memoised && memo == nil { return .gaveUp }
            var stack: [Int] = []
            var registers = [Int](repeating: -1, count: registerCount)
            var pc = 0
            var position = 0
            var steps = 0
            let limit = memoised ? Self.stepsWithMemo : Self.stepsBeforeMemo

            func save(_ target: Int) -> Bool {
                guard stack.count / frameSize < Self.maximumDepth else { return false }
                stack.append(target)
                stack.append(position)
                stack.append(contentsOf: registers)
                return true
            }

            while true {
                steps += 1
                guard steps <= limit else { return .gaveUp }
                var failed = false
                let instruction = instructions[pc]
                if instruction.isChoice, let isFirstVisit = memo?.firstVisit(pc, position, registers) {
                    // Every path of the subset ends, so a state seen before is not one being tried: it failed.
                    failed = !isFirstVisit
                    guard (memo?.count ?? 0) <= Self.memoCapacity else { return .gaveUp }
                }
                if !failed {
                    switch instruction {
                    case .byte(let byte):
                        failed = position >= bytes.count || bytes[position] != byte
                        position += 1
                        pc += 1
                    case .set(let set):
                        failed = position >= bytes.count || !set.contains(bytes[position])
                        position += 1
                        pc += 1
                    case .lineStart:
                        failed = position != 0
                        pc += 1
                    case .lineEnd:
                        failed = !isLineEnd(position)
                        pc += 1
                    case .split(let target):
                        guard save(target) else { return .gaveUp }
                        pc += 1
                    case .jump(let target):
                        pc = target
                    case .jumpSave(let target):
                        guard save(pc + 1) else { return .gaveUp }
                        pc = target
                    case .markPosition(let register):
                        registers[register] = position
                        pc += 1
                    case .jumpSaveIfProgress(let target, let register):
                        if registers[register] < position {
                            guard save(pc + 1) else { return .gaveUp }
                            registers[register] = position
                            pc = target
                        } else {
                            pc += 1
                        }
                    case .counterStart(let counter):
                        registers[counter.count] = 0
                        if counter.isLazy {
                            if counter.maximum == nil { registers[counter.lastPosition] = position }
                            if counter.minimum == 0 {
                                if counter.maximum != 0 {
                                    guard save(counter.body) else { return .gaveUp }
                                }
                                pc = counter.exit
                            } else {
                                pc += 1
                            }
                        } else {
                            if counter.minimum == 0 {
                                guard save(counter.exit) else { return .gaveUp }
                            }
                            if counter.maximum == nil {
                                registers[counter.lastPosition] = position
                            } else if counter.maximum == 0 {
                                failed = true
                            }
                            pc += 1
                        }
                    case .counterLoop(let counter):
                        registers[counter.count] += 1
                        let count = registers[counter.count]
                        pc += 1
                        if let maximum = counter.maximum, count >= maximum { break }
                        if count < counter.minimum {
                            pc = counter.body
                            break
                        }
                        if counter.maximum == nil {
                            if registers[counter.lastPosition] == position { break }
                            registers[counter.lastPosition] = position
                        }
                        if counter.isLazy {
                            guard save(counter.body) else { return .gaveUp }
                        } else {
                            guard save(pc) else { return .gaveUp }
                            pc = counter.body
                        }
                    case .match:
                        return .matched(end: position)
                    }
                }
                if failed {
                    guard stack.count >= frameSize else { return .failed }
                    let frame = stack.count - frameSize
                    pc = stack[frame]
                    position = stack[frame + 1]
                    for register in 0..<registerCount { registers[register] = stack[frame + 2 + register] }
                    stack.removeLast(frameSize)
                }
            }
        }

        /// ICU's `$` without multiline mode: at the end, or before a line terminator that ends the value (LF, VT,
        /// FF, CR or CR LF, but not between the CR and the LF).
        private func isLineEnd(_ position: Int) -> Bool {
            let count = bytes.count
            if position >= count { return true }
            if position == count - 1 {
                let byte = bytes[position]
                return (0x0A...0x0D).contains(byte)
                    && !(byte == 0x0A && position > 0 && bytes[position - 1] == 0x0D)
            }
            return position == count - 2 && bytes[position] == 0x0D && bytes[position + 1] == 0x0A
        }
    }
}

extension SchemaPattern.Instruction {
    /// Whether the step can save an alternative: where the memo looks, as every loop passes one.
    fileprivate var isChoice: Bool {
        switch self {
        case .split, .jumpSave, .jumpSaveIfProgress, .counterStart, .counterLoop: true
        default: false
        }
    }
}
