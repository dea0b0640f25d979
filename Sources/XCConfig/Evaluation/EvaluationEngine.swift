import Support

/// Runs compiled values for one call on `SettingsEvaluator`, with an explicit stack of frames (one per
/// assignment being evaluated) so chains of thousands of references need no native stack.
///
/// As in Xcode, a setting referenced while it is being evaluated resolves to its inherited value, so a value
/// on a cycle of references can differ with where evaluation started. Xcode recomputes such values every time,
/// which takes factorial time when many settings reference each other; here every frame records the settings
/// on cycles it looked up outside itself, and ``EvaluationMemo`` reuses its value wherever those resolve the
/// same way again. Winning assignments are always memoised; older ones only when the same context comes back,
/// because most are pulled in once by one `$(inherited)`, and handing over their unshared text lets a long
/// `$(inherited)` chain grow in place instead of being copied at every step.
///
/// Work counts instructions run, bytes copied and context checks; it bounds both time and the memory held by
/// results.
struct EvaluationEngine {
    private struct Frame {
        /// The assignment being evaluated.
        let assignment: Int
        /// Its instructions, held here so that running each one does not fetch them from the evaluator's tables again.
        let program: [ValueInstruction]
        /// The next instruction.
        var instructionIndex = 0
        /// Text buffers; the first is the result.
        ///
        /// A buffer stays absent until something is appended to it.
        var buffers: [ExpandedText]
        /// Whether the top buffer is a finished inner value that nothing else holds, so merging it into an
        /// empty buffer moves it rather than copying it.
        var topIsUnshared = false
        /// Settings on cycles looked up outside this frame: name id → the assignment in evaluation there, or
        /// ``EvaluationMemo/notInEvaluation``.
        var dependencies: [Int: Int] = [:]

        init(assignment: Int, program: [ValueInstruction]) {
            self.assignment = assignment
            self.program = program
            // A reference nests a buffer or two in the result: room for them at once instead of growing twice.
            buffers = []
            buffers.reserveCapacity(4)
            buffers.append(.absent)
        }
    }

    private let evaluator: SettingsEvaluator
    /// Text evaluated as one more assignment, numbered after the evaluator's own, that no name reaches (see
    /// ``SettingsEvaluator/evaluate(expression:at:)``); the evaluator's tables are not copied to hold it.
    private let expression: (assignment: SettingAssignment, program: ValueProgram)?
    /// The number of the evaluator's own assignments: the expression's number, when there is one.
    private let expressionIndex: Int
    private var memo: EvaluationMemo
    private var stack: [Frame] = []
    /// For each name id, the stack positions of its frames in evaluation, innermost last.
    private var inEvaluation: [[Int]]
    private var work = 0
    private var isExhausted = false
    /// The result of the outermost frame when a limit ended it early.
    private var lastResult = ExpandedText.absent
    private(set) var diagnostics: Set<Diagnostic> = []
    /// Whether to keep the names the outermost frame looks up, for `evaluate(expression:at:)`.
    var recordsOutermostLookups = false
    /// The names the outermost frame looked up, in order, `inherited` left out (only when recording).
    private(set) var outermostLookups: [String] = []
    /// Whether the outermost frame is an expression rather than a setting's value, for `evaluate(expression:at:)`:
    /// with no setting in evaluation, `$(value)` names a setting called `value` instead of the inherited value.
    var outermostIsExpression = false

    init(evaluator: SettingsEvaluator) {
        self.init(evaluator: evaluator, expression: nil)
    }

    /// An engine that can also evaluate `expression` as assignment number ``expressionIndex``.
    init(evaluator: SettingsEvaluator, expression: (assignment: SettingAssignment, program: ValueProgram)?) {
        self.evaluator = evaluator
        self.expression = expression
        self.expressionIndex = evaluator.assignments.count
        let extra = expression == nil ? 0 : 1
        self.inEvaluation = Array(repeating: [], count: evaluator.names.count + extra)
        self.memo = EvaluationMemo(assignmentCount: evaluator.assignments.count + extra)
    }

    /// The instructions of assignment `index`.
    private func instructions(of index: Int) -> [ValueInstruction] {
        index < expressionIndex ? evaluator.programs[index].instructions : expression?.program.instructions ?? []
    }

    /// Assignment `index`.
    private func assignment(_ index: Int) -> SettingAssignment {
        index < expressionIndex
            ? evaluator.assignments[index]
            : expression?.assignment ?? SettingAssignment(name: "", value: "", location: .start(of: ""))
    }

    /// The name id of assignment `index`; the expression's is one past the evaluator's names.
    private func nameID(ofAssignment index: Int) -> Int {
        index < expressionIndex ? evaluator.assignmentNameIDs[index] : evaluator.names.count
    }

    /// The newest older matching assignment of the same setting; the expression inherits nothing.
    private func previousMatching(_ index: Int) -> Int? {
        index < expressionIndex ? evaluator.previousMatching[index] : nil
    }

    /// The value of one (matching) assignment.
    mutating func value(ofAssignment start: Int) -> String {
        expansion(ofAssignment: start).text
    }

    /// The value of one (matching) assignment, telling an absent value from an empty one.
    mutating func expansion(ofAssignment start: Int) -> ExpandedText {
        if let value = memo.contextFreeValue(of: start) { return value }
        if let (value, _) = memoised(start) { return value }
        if let value = plainExpansion(of: start) {
            _ = memo.store(value, of: start, dependencies: [:], always: isWinner(start))
            return value
        }
        stack.removeAll(keepingCapacity: true)
        push(start)
        while let top = stack.indices.last {
            let next = stack[top].instructionIndex
            guard next < stack[top].program.count else {
                let result = stack[top].buffers.first ?? .absent
                if let value = finish(result: result) { return value }
                continue
            }
            let instruction = stack[top].program[next]
            stack[top].instructionIndex = next + 1
            work += 1
            let isUnshared = stack[top].topIsUnshared
            stack[top].topIsUnshared = false
            switch instruction {
            case .literal(let text):
                append(ExpandedText(text), toFrame: top, moving: false)
            case .beginBuffer:
                stack[top].buffers.append(.absent)
            case .lookup(let bare):
                let name = stack[top].buffers.popLast()?.text ?? ""
                lookUp(name, bare: bare)
            case .retrieve(let retrieval):
                let value = stack[top].buffers.popLast() ?? .absent
                let result = retrieval.apply(to: value)
                work += result.text.utf8.count
                stack[top].buffers.append(result)
            case .replace(let replacement):
                let argument = stack[top].buffers.popLast()?.text ?? ""
                let value = stack[top].buffers.popLast() ?? .absent
                let result = replacement.apply(to: value, argument: argument)
                work += result.text.utf8.count
                stack[top].buffers.append(result)
            case .discardArgument:
                stack[top].buffers.removeLast()
            case .merge:
                let value = stack[top].buffers.popLast() ?? .absent
                append(value, toFrame: top, moving: isUnshared)
            }
            checkLimits()
            if stack.isEmpty { return lastResult }
        }
        return lastResult
    }

    /// Ends the top frame with an empty value when its text grew too long; stops work when over budget.
    private mutating func checkLimits() {
        guard let last = stack.last else { return }
        if let buffer = last.buffers.last, buffer.text.utf8.count > evaluator.limits.maximumValueLength {
            let assignment = assignment(last.assignment)
            diagnostics.insert(
                EvaluationDiagnostics.valueTooLong(
                    setting: assignment.name, limit: evaluator.limits.maximumValueLength, at: assignment.location))
            // What was looked up so far decided the overflow, so the empty value is memoised under it.
            if let value = finish(result: .absent) { lastResult = value }
        } else if !isExhausted, work > evaluator.workBudget {
            isExhausted = true
            let assignment = assignment(last.assignment)
            diagnostics.insert(
                EvaluationDiagnostics.workExhausted(
                    setting: assignment.name, limit: evaluator.workBudget, at: assignment.location))
        }
    }

    private mutating func push(_ assignment: Int) {
        stack.append(Frame(assignment: assignment, program: instructions(of: assignment)))
        inEvaluation[nameID(ofAssignment: assignment)].append(stack.count - 1)
    }

    /// Pops the top frame with `result`; returns the result when that was the outermost frame.
    private mutating func finish(result: ExpandedText) -> ExpandedText? {
        guard let frame = stack.popLast() else { return result }
        inEvaluation[nameID(ofAssignment: frame.assignment)].removeLast()
        work += frame.dependencies.count
        let isMemoised = memo.store(
            result, of: frame.assignment, dependencies: frame.dependencies, always: isWinner(frame.assignment))
        guard let parent = stack.indices.last else { return result }
        adopt(frame.dependencies, intoFrame: parent)
        stack[parent].buffers.append(result)
        stack[parent].topIsUnshared = !isMemoised
        return nil
    }

    /// Pushes the value of setting `name` onto the top frame, starting a new frame when it needs evaluating.
    private mutating func lookUp(_ name: String, bare: Bool) {
        let top = stack.count - 1
        if recordsOutermostLookups, top == 0, name != "inherited" { outermostLookups.append(name) }
        var target: Int?
        if name == "inherited" || name == "value", !(outermostIsExpression && top == 0 && name == "value") {
            target = previousMatching(stack[top].assignment)
        } else if let nameID = evaluator.nameIDs[name] {
            if let position = inEvaluation[nameID].last {
                // A setting referenced while it is being evaluated means its inherited value there.
                let outer = stack[position].assignment
                target = previousMatching(outer)
                if position != top { stack[top].dependencies[nameID] = outer }
            } else {
                target = evaluator.winnersByNameID[nameID]
                if evaluator.isNameOnCycle[nameID] {
                    stack[top].dependencies[nameID] = EvaluationMemo.notInEvaluation
                }
            }
        }
        guard let target else {
            stack[top].buffers.append(bare ? ExpandedText("$" + name) : .absent)
            return
        }
        // Past the budget even memoised values expand to nothing: copying them is work too.
        if isExhausted {
            stack[top].buffers.append(.absent)
            return
        }
        if let (value, dependencies) = memoised(target) {
            for (nameID, assignment) in dependencies { addDependency(nameID, assignment, toFrame: top) }
            stack[top].buffers.append(value)
            return
        }
        guard stack.count < evaluator.limits.maximumReferenceDepth else {
            let assignment = assignment(stack[top].assignment)
            diagnostics.insert(
                EvaluationDiagnostics.chainTooDeep(
                    setting: assignment.name, limit: evaluator.limits.maximumReferenceDepth, at: assignment.location))
            stack[top].buffers.append(.absent)
            return
        }
        if let value = plainExpansion(of: target) {
            // What finishing a frame does, for a frame that would have depended on nothing.
            let isMemoised = memo.store(value, of: target, dependencies: [:], always: isWinner(target))
            stack[top].buffers.append(value)
            stack[top].topIsUnshared = !isMemoised
            return
        }
        push(target)
    }

    /// Whether assignment `index` is the winner of its setting (the expression is no setting's winner).
    private func isWinner(_ index: Int) -> Bool {
        let nameID = nameID(ofAssignment: index)
        return nameID < evaluator.names.count && evaluator.winnersByNameID[nameID] == index
    }

    /// The value of assignment `index` when its program is plain (``ValueProgram/plainText(maximumLength:)``), found
    /// without a frame: most values are a word or a path, and a frame costs a few allocations.
    ///
    /// Counts the work and reports an exhausted budget exactly as running the program in a frame would, so that
    /// bounds are reached at the same point either way; `nil` when the program needs a frame.
    private mutating func plainExpansion(of index: Int) -> ExpandedText? {
        guard !evaluator.evaluatesPlainValuesInFrames else { return nil }
        let program = instructions(of: index)
        guard let text = ValueProgram.plainText(of: program, maximumLength: evaluator.limits.maximumValueLength)
        else { return nil }
        // No instruction leaves the value absent; one piece of text is present, even when empty.
        if program.isEmpty { return .absent }
        work += 1 + text.utf8.count
        if !isExhausted, work > evaluator.workBudget {
            isExhausted = true
            let assignment = assignment(index)
            diagnostics.insert(
                EvaluationDiagnostics.workExhausted(
                    setting: assignment.name, limit: evaluator.workBudget, at: assignment.location))
        }
        return ExpandedText(text)
    }

    /// The memoised value of `assignment` in the current context, with the dependencies it holds under.
    private mutating func memoised(_ assignment: Int) -> (ExpandedText, [(Int, Int)])? {
        let inEvaluation = self.inEvaluation
        let stack = self.stack
        return memo.value(of: assignment, cost: &work) { nameID in
            inEvaluation[nameID].last.map { stack[$0].assignment } ?? EvaluationMemo.notInEvaluation
        }
    }

    /// Adds a finished child's dependencies to its parent, except those the parent itself resolves.
    private mutating func adopt(_ dependencies: [Int: Int], intoFrame index: Int) {
        for (nameID, assignment) in dependencies { addDependency(nameID, assignment, toFrame: index) }
    }

    /// Records that a value under frame `index` used `assignment` for name `nameID`, when that was decided
    /// outside the frame: the name was not in evaluation, or was in evaluation further out.
    private mutating func addDependency(_ nameID: Int, _ assignment: Int, toFrame index: Int) {
        if assignment == EvaluationMemo.notInEvaluation {
            stack[index].dependencies[nameID] = assignment
        } else if let position = inEvaluation[nameID].last, position < index {
            stack[index].dependencies[nameID] = assignment
        }
    }

    /// Appends to a frame's top buffer, which becomes present unless `text` is absent; `moving` text into an empty
    /// buffer takes it over without copying.
    private mutating func append(_ text: ExpandedText, toFrame index: Int, moving: Bool) {
        guard text.isPresent else { return }
        if stack[index].buffers.isEmpty { stack[index].buffers.append(.absent) }
        let last = stack[index].buffers.count - 1
        if moving && stack[index].buffers[last].text.isEmpty {
            stack[index].buffers[last] = text
        } else {
            work += text.text.utf8.count
            stack[index].buffers[last].text += text.text
            stack[index].buffers[last].isPresent = true
        }
    }
}
