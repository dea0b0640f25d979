import Support
import XCConfig

/// A literal, slow transcription of how Xcode's build system evaluates settings (swift-build's
/// `MacroEvaluationContext.nextValueForMacro`): recursive, nothing cached, each lookup walks the chain of settings in
/// evaluation from the innermost outward, and a setting found there yields the next older matching assignment of the
/// one in evaluation.
///
/// Used to check the real engine, which memoises, on small inputs. It reuses the product's compiler and operators, so
/// it checks the lookup rule only; ``XcodeModel`` checks the rest independently.
struct ReferenceEvaluator {
    let assignments: [SettingAssignment]
    let parameters: ConditionParameters
    let programs: [ValueProgram]
    /// Steps left; evaluation gives up (returns `nil`) when they run out.
    var budget: Int

    init(_ assignments: [SettingAssignment], parameters: ConditionParameters = ConditionParameters(), budget: Int) {
        self.assignments = assignments
        self.parameters = parameters
        self.programs = assignments.map {
            ValueProgram(value: $0.value, settingName: $0.name, at: $0.valueLocation, limits: .default)
        }
        self.budget = budget
    }

    /// The value of `name`, or `nil` when the budget ran out.
    mutating func value(of name: String) -> String? {
        guard let winner = newestMatching(name, before: assignments.count) else { return "" }
        return evaluate(winner, context: [(name, winner)])?.text
    }

    private func newestMatching(_ name: String, before end: Int) -> Int? {
        (0..<end).last { assignments[$0].name == name && parameters.matchesAll(assignments[$0].conditions) }
    }

    private mutating func evaluate(_ index: Int, context: [(name: String, assignment: Int)]) -> ExpandedText? {
        let assignment = assignments[index]
        var buffers = [ExpandedText.absent]
        for instruction in programs[index].instructions {
            budget -= 1
            guard budget > 0 else { return nil }
            switch instruction {
            case .literal(let text):
                buffers[buffers.count - 1] = Self.joined(buffers[buffers.count - 1], ExpandedText(text))
            case .beginBuffer: buffers.append(.absent)
            case .lookup(let bare):
                let name = buffers.removeLast().text
                let looked = ValueProgram.inheritedNames.contains(name) ? assignment.name : name
                let target: Int?
                if let outer = context.last(where: { $0.name == looked }) {
                    target = newestMatching(looked, before: outer.assignment)
                } else {
                    target = newestMatching(looked, before: assignments.count)
                }
                if let target {
                    guard let value = evaluate(target, context: context + [(looked, target)]) else { return nil }
                    buffers.append(value)
                } else {
                    buffers.append(bare ? ExpandedText("$" + name) : .absent)
                }
            case .retrieve(let retrieval): buffers.append(retrieval.apply(to: buffers.removeLast()))
            case .replace(let replacement):
                let argument = buffers.removeLast().text
                buffers.append(replacement.apply(to: buffers.removeLast(), argument: argument))
            case .discardArgument: buffers.removeLast()
            case .merge:
                let value = buffers.removeLast()
                buffers[buffers.count - 1] = Self.joined(buffers[buffers.count - 1], value)
            }
        }
        return buffers.first ?? .absent
    }

    /// `value` appended to `buffer`: absent only when both are.
    private static func joined(_ buffer: ExpandedText, _ value: ExpandedText) -> ExpandedText {
        buffer.isPresent || value.isPresent ? ExpandedText(buffer.text + value.text) : .absent
    }
}

/// A small deterministic random number generator (SplitMix64), so generated cases are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
