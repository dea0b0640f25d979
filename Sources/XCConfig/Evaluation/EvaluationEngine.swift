/// Runs compiled values for one call on `SettingsEvaluator`, with an explicit stack of frames (one per
/// assignment being evaluated) so chains of thousands of references need no native stack.
///
/// Winning assignments' values are memoised, except for settings found on a cycle of references: there a
/// setting referenced while in evaluation resolves to its inherited value, so the same assignment can have
/// different values depending on where evaluation started, as in Xcode (which does not memoise at all).
/// Older assignments are not memoised: only the next newer one inherits them, and handing over their
/// unshared text lets a long `$(inherited)` chain grow in place instead of being copied at every step.
///
/// Work counts instructions run and bytes copied; it bounds both time and the memory held by results.
struct EvaluationEngine {
    private struct Frame {
        /// The assignment being evaluated.
        let assignment: Int
        /// The next instruction.
        var instructionIndex = 0
        /// Text buffers; the first is the result.
        var buffers: [String] = [""]
        /// Whether the top buffer is a finished inner value that nothing else holds, so merging it into an
        /// empty buffer moves it rather than copying it.
        var topIsUnshared = false

        init(assignment: Int) {
            self.assignment = assignment
        }
    }

    private let evaluator: SettingsEvaluator
    private var cache: [Int: String] = [:]
    /// For each name id, the stack positions of its frames in evaluation, innermost last.
    private var inEvaluation: [[Int]]
    /// For each name id, whether it was seen on a cycle of references; such values are never memoised.
    private var isCyclic: [Bool]
    private var work = 0
    private var isExhausted = false
    private(set) var diagnostics: Set<Diagnostic> = []

    init(evaluator: SettingsEvaluator) {
        self.evaluator = evaluator
        self.inEvaluation = Array(repeating: [], count: evaluator.names.count)
        self.isCyclic = Array(repeating: false, count: evaluator.names.count)
    }

    /// The value of one (matching) assignment.
    mutating func value(ofAssignment start: Int) -> String {
        if let cached = cache[start], !isCyclic[evaluator.assignmentNameIDs[start]] { return cached }
        var stack = [Frame(assignment: start)]
        inEvaluation[evaluator.assignmentNameIDs[start]].append(0)
        while let top = stack.indices.last {
            let program = evaluator.programs[stack[top].assignment].instructions
            guard stack[top].instructionIndex < program.count else {
                let result = stack[top].buffers.first ?? ""
                if let value = finish(&stack, result: result) { return value }
                continue
            }
            let instruction = program[stack[top].instructionIndex]
            stack[top].instructionIndex += 1
            work += 1
            let isUnshared = stack[top].topIsUnshared
            stack[top].topIsUnshared = false
            switch instruction {
            case .literal(let text):
                append(text, to: &stack[top], moving: false)
            case .beginBuffer:
                stack[top].buffers.append("")
            case .lookup(let bare):
                let name = stack[top].buffers.popLast() ?? ""
                lookUp(name, bare: bare, stack: &stack)
            case .retrieve(let retrieval):
                let value = stack[top].buffers.popLast() ?? ""
                let result = retrieval.apply(to: value)
                work += result.utf8.count
                stack[top].buffers.append(result)
            case .replace(let replacement):
                let argument = stack[top].buffers.popLast() ?? ""
                let value = stack[top].buffers.popLast() ?? ""
                let result = replacement.apply(to: value, argument: argument)
                work += result.utf8.count
                stack[top].buffers.append(result)
            case .discardArgument:
                stack[top].buffers.removeLast()
            case .merge:
                let value = stack[top].buffers.popLast() ?? ""
                append(value, to: &stack[top], moving: isUnshared)
            }
            checkLimits(&stack)
            if stack.isEmpty { return lastResult }
        }
        return lastResult
    }

    /// The result of the outermost frame when a limit ended it early.
    private var lastResult = ""

    /// Ends the top frame with an empty value when its text grew too long; stops work when over budget.
    private mutating func checkLimits(_ stack: inout [Frame]) {
        guard let last = stack.last else { return }
        if let buffer = last.buffers.last, buffer.utf8.count > evaluator.limits.maximumValueLength {
            let assignment = evaluator.assignments[last.assignment]
            diagnostics.insert(
                EvaluationDiagnostics.valueTooLong(
                    setting: assignment.name, limit: evaluator.limits.maximumValueLength, at: assignment.location))
            if let value = finish(&stack, result: "") { lastResult = value }
        } else if !isExhausted, work > evaluator.limits.maximumWork {
            isExhausted = true
            let assignment = evaluator.assignments[last.assignment]
            diagnostics.insert(
                EvaluationDiagnostics.workExhausted(
                    setting: assignment.name, limit: evaluator.limits.maximumWork, at: assignment.location))
        }
    }

    /// Pops the top frame with `result`; returns the result when that was the outermost frame.
    private mutating func finish(_ stack: inout [Frame], result: String) -> String? {
        guard let frame = stack.popLast() else { return result }
        let nameID = evaluator.assignmentNameIDs[frame.assignment]
        inEvaluation[nameID].removeLast()
        let isMemoised = !isCyclic[nameID] && evaluator.winnersByNameID[nameID] == frame.assignment
        if isMemoised { cache[frame.assignment] = result }
        guard let parent = stack.indices.last else { return result }
        stack[parent].buffers.append(result)
        stack[parent].topIsUnshared = !isMemoised
        return nil
    }

    /// Pushes the value of setting `name` onto the top frame, starting a new frame when it needs evaluating.
    private mutating func lookUp(_ name: String, bare: Bool, stack: inout [Frame]) {
        let top = stack.count - 1
        var target: Int?
        if name == "inherited" {
            target = evaluator.previousMatching[stack[top].assignment]
        } else if let nameID = evaluator.nameIDs[name] {
            if let position = inEvaluation[nameID].last {
                // A setting referenced while it is being evaluated means its inherited value there.
                target = evaluator.previousMatching[stack[position].assignment]
                if position != top { markCycle(stack[position...]) }
            } else {
                target = evaluator.winnersByNameID[nameID]
            }
        }
        guard let target else {
            stack[top].buffers.append(bare ? "$" + name : "")
            return
        }
        let targetNameID = evaluator.assignmentNameIDs[target]
        if let cached = cache[target], !isCyclic[targetNameID] {
            stack[top].buffers.append(cached)
            return
        }
        if isExhausted {
            stack[top].buffers.append("")
            return
        }
        guard stack.count < evaluator.limits.maximumReferenceDepth else {
            let assignment = evaluator.assignments[stack[top].assignment]
            diagnostics.insert(
                EvaluationDiagnostics.chainTooDeep(
                    setting: assignment.name, limit: evaluator.limits.maximumReferenceDepth, at: assignment.location))
            stack[top].buffers.append("")
            return
        }
        stack.append(Frame(assignment: target))
        inEvaluation[targetNameID].append(stack.count - 1)
    }

    private mutating func markCycle(_ frames: ArraySlice<Frame>) {
        work += frames.count
        for frame in frames { isCyclic[evaluator.assignmentNameIDs[frame.assignment]] = true }
    }

    /// Appends to the top buffer; `moving` text into an empty buffer takes it over without copying.
    private mutating func append(_ text: String, to frame: inout Frame, moving: Bool) {
        if frame.buffers.isEmpty { frame.buffers.append("") }
        let last = frame.buffers.count - 1
        if moving && frame.buffers[last].isEmpty {
            frame.buffers[last] = text
        } else {
            work += text.utf8.count
            frame.buffers[last] += text
        }
    }
}
