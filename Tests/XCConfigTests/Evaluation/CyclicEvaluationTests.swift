import Support
import Testing
import XCConfig

/// Settings that reference each other: a setting referenced while it is being evaluated resolves to its
/// inherited value (Xcode's rule), and the engine, which memoises values with the context they depend on,
/// must agree with a literal, uncached transcription of that rule.
@Suite struct CyclicEvaluationTests {
    /// Twenty settings on one cycle, each also referencing the one after next: a walk without memoisation
    /// visits a Fibonacci number of paths per setting.
    static let ladder: [String] = (0..<20).map { index in
        let next = (index + 1) % 20
        let afterNext = (index + 2) % 20
        return index < 18 ? "S\(index) = $(S\(next):upper)$(S\(afterNext):lower)\(index)" : "S\(index) = $(S\(next))x"
    }

    @Test func twentySettingsOnACycleMatchXcodesRule() throws {
        let assignments = Assignments.parse(Self.ladder)
        let resolved = SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: ConditionParameters())
            .resolve()
        #expect(resolved.diagnostics.isEmpty)
        #expect(resolved.settings.allSatisfy { $0.value.utf8.count > 10_000 })
        // The literal rule is slow (it walks every path), so it checks a sample.
        for index in [0, 7, 18, 19] {
            var reference = ReferenceEvaluator(assignments, budget: 5_000_000)
            let value = reference.value(of: "S\(index)")
            let expected = try #require(value)
            #expect(resolved.value(of: "S\(index)") == expected, "S\(index)")
        }
        // In S0's evaluation S19 sees S0 in evaluation, and S0's inherited value is empty.
        #expect(resolved.value(of: "S0").hasSuffix("20"))
        #expect(resolved.value(of: "S0").hasPrefix("XX"))
    }

    @Test func twentySettingsThroughAHubSeeEachOtherButNotThemselves() {
        // Each S_i references HUB, and HUB references every S: S_i is HUB evaluated while S_i is in
        // evaluation, so HUB's `$(S_i)` is S_i's inherited value (empty) and every other S_j is "j" + "," .
        var lines = ["HUB = " + (0..<20).map { "$(S\($0))" }.joined()]
        lines += (0..<20).map { "S\($0) = $(HUB:default=)\($0)," }
        let resolved = Assignments.evaluator(lines).resolve()
        for index in 0..<20 {
            let others = (0..<20).filter { $0 != index }.map { "\($0)," }.joined()
            #expect(resolved.value(of: "S\(index)") == others + "\(index),")
        }
        #expect(resolved.diagnostics.isEmpty)
    }

    @Test func cyclesThroughInheritedMatchXcodesRule() throws {
        let lines = [
            "A = a0", "B = b0", "A = $(inherited)$(B)a1", "B = $(A)$(inherited)b1", "C = $(A)$(B)", "A = $(B)$(A)a2",
            "B = $(C)b2",
        ]
        let assignments = Assignments.parse(lines)
        let resolved = SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: ConditionParameters())
            .resolve()
        for name in ["A", "B", "C"] {
            var reference = ReferenceEvaluator(assignments, budget: 1_000_000)
            let value = reference.value(of: name)
            #expect(resolved.value(of: name) == (try #require(value)), "\(name)")
        }
    }

    /// Small random files of settings referencing each other, their own older values and `$(inherited)`,
    /// with conditions: every value must equal the literal rule's.
    @Test(arguments: 0..<200)
    func randomCyclesMatchXcodesRule(seed: Int) throws {
        var generator = SeededGenerator(state: UInt64(seed))
        let names = ["A", "B", "C", "D"].prefix(Int.random(in: 2...4, using: &generator))
        var lines: [String] = []
        for _ in 0..<Int.random(in: 2...7, using: &generator) {
            let name = names.randomElement(using: &generator) ?? "A"
            let condition = Int.random(in: 0..<4, using: &generator) == 0 ? "[config=Release]" : ""
            var value = ""
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: value += "$(inherited)"
                case 1: value += "$(\(name))"
                default: value += "$(\(names.randomElement(using: &generator) ?? "A"))"
                }
            }
            lines.append("\(name)\(condition) = \(value)\(lines.count)")
        }
        let assignments = Assignments.parse(lines)
        let parameters = ConditionParameters(configuration: "Debug")
        let evaluator = SettingsEvaluator(levels: [Assignments.level(assignments)], parameters: parameters)
        let resolved = evaluator.resolve()
        var compared = 0
        for name in names {
            var reference = ReferenceEvaluator(assignments, parameters: parameters, budget: 200_000)
            guard let expected = reference.value(of: name) else { continue }
            compared += 1
            #expect(resolved.value(of: name) == expected, "\(name) in \(lines)")
            #expect(evaluator.value(of: name) == expected, "\(name) alone in \(lines)")
        }
        // The reference gives up only past its budget; a seed where it gave up on everything checks nothing.
        #expect(compared > 0, "the reference evaluator gave up on every setting of \(lines)")
    }

    @Test func twelveSettingsReferencingEachOtherStopAtTheBounds() {
        // Every setting references every other: the values are factorially long, so the size bound must
        // stop them (with the default limits, and without first walking every order of the settings).
        let names = (0..<12).map { "S\($0)" }
        let lines = names.map { name in "\(name) = " + names.map { "$(\($0))" }.joined() + "x" }
        let resolved = Assignments.evaluator(lines).resolve()
        #expect(!resolved.diagnostics.isEmpty)
        #expect(resolved.diagnostics.allSatisfy { $0.rule == EvaluationDiagnostics.expansionLimitRule })
        #expect(resolved.settings.allSatisfy { $0.value.utf8.count <= EvaluationLimits.default.maximumValueLength })
    }
}
