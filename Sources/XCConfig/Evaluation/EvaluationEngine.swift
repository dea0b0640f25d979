/// Runs compiled values for one call on `SettingsEvaluator`, with an explicit stack of frames (one per
/// assignment being evaluated) so chains of thousands of references need no native stack.
///
/// Values are memoised per assignment, except for settings found on a cycle of references: there a
/// setting referenced while in evaluation resolves to its inherited value, so the same assignment can have
/// different values depending on where evaluation started, as in Xcode (which does not memoise at all).
/// Cycles are rare and short in real files; the work bound covers pathological ones.
struct EvaluationEngine {
    private struct Frame {
        /// The assignment being evaluated.
        let assignment: Int
        /// The next instruction.
        var instructionIndex = 0
        /// Text buffers; the first is the result.
        var buffers: [String] = [""]

        init(assignment: Int) {
            self.assignment = assignment
        }
    }

    private let evaluator: SettingsEvaluator
    private var cache: [Int: String] = [:]
    /// For each setting in evaluation, the stack positions of its frames, innermost last.
    private var inEvaluation: [String: [Int]] = [:]
    /// Settings seen on a cycle of references; their values are never memoised.
    private var cyclicNames: Set<String> = []
    private var work = 0
    private var isExhausted = false
    private(set) var diagnostics: Set<Diagnostic> = []

    init(evaluator: SettingsEvaluator) {
        self.evaluator = evaluator
    }

    /// The value of one (matching) assignment.
    mutating func value(ofAssignment start: Int) -> String {
        if let cached = cache[start] { return cached }
        var stack = [Frame(assignment: start)]
        inEvaluation[evaluator.assignments[start].name, default: []].append(0)
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
            switch instruction {
            case .literal(let text):
                append(text, to: &stack[top])
            case .beginBuffer:
                stack[top].buffers.append("")
            case .lookup(let bare):
                let name = stack[top].buffers.popLast() ?? ""
                lookUp(name, bare: bare, stack: &stack)
            case .retrieve(let retrieval):
                let value = stack[top].buffers.popLast() ?? ""
                stack[top].buffers.append(retrieval.apply(to: value))
            case .replace(let replacement):
                let argument = stack[top].buffers.popLast() ?? ""
                let value = stack[top].buffers.popLast() ?? ""
                stack[top].buffers.append(replacement.apply(to: value, argument: argument))
            case .discardArgument:
                stack[top].buffers.removeLast()
            case .merge:
                let value = stack[top].buffers.popLast() ?? ""
                append(value, to: &stack[top])
            }
            if let last = stack.last, let buffer = last.buffers.last,
                buffer.utf8.count > evaluator.limits.maximumValueLength
            {
                let assignment = evaluator.assignments[last.assignment]
                diagnostics.insert(
                    EvaluationDiagnostics.valueTooLong(
                        setting: assignment.name, limit: evaluator.limits.maximumValueLength, at: assignment.location))
                if let value = finish(&stack, result: "") { return value }
            } else if !isExhausted, work > evaluator.limits.maximumWork, let last = stack.last {
                isExhausted = true
                let assignment = evaluator.assignments[last.assignment]
                diagnostics.insert(
                    EvaluationDiagnostics.workExhausted(
                        setting: assignment.name, limit: evaluator.limits.maximumWork, at: assignment.location))
            }
        }
        return ""
    }

    /// Pops the top frame with `result`; returns the result when that was the outermost frame.
    private mutating func finish(_ stack: inout [Frame], result: String) -> String? {
        guard let frame = stack.popLast() else { return result }
        let name = evaluator.assignments[frame.assignment].name
        inEvaluation[name]?.removeLast()
        if !cyclicNames.contains(name) { cache[frame.assignment] = result }
        guard let parent = stack.indices.last else { return result }
        stack[parent].buffers.append(result)
        return nil
    }

    /// Pushes the value of setting `name` onto the top frame, starting a new frame when it needs evaluating.
    private mutating func lookUp(_ name: String, bare: Bool, stack: inout [Frame]) {
        let top = stack.count - 1
        let target: Int?
        if name.isEmpty {
            target = nil
        } else if name == "inherited" {
            target = evaluator.previousMatching[stack[top].assignment]
        } else if let position = inEvaluation[name]?.last {
            // A setting referenced while it is being evaluated means its inherited value there.
            target = evaluator.previousMatching[stack[position].assignment]
            if position != top {
                work += top - position
                for frame in stack[position...] { cyclicNames.insert(evaluator.assignments[frame.assignment].name) }
            }
        } else {
            target = evaluator.winners[name]
        }
        guard let target else {
            stack[top].buffers.append(bare ? "$" + name : "")
            return
        }
        if let cached = cache[target], !cyclicNames.contains(evaluator.assignments[target].name) {
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
        inEvaluation[evaluator.assignments[target].name, default: []].append(stack.count - 1)
    }

    private mutating func append(_ text: String, to frame: inout Frame) {
        work += text.utf8.count
        if frame.buffers.isEmpty { frame.buffers.append("") }
        frame.buffers[frame.buffers.count - 1] += text
    }
}
