import Support
import Testing
import XCConfig

/// Which names sit on a cycle of references, compared with a plain reachability walk over the reference graph
/// the generator itself wrote down.
@Suite struct ReferenceCyclesTests {
    /// A generated set of assignments and the reference graph they spell.
    struct Case {
        var lines: [String] = []
        /// For each name index, the names it references literally.
        var references: [Set<Int>]
        /// The names whose values compute a name (`$(N$(…))`), which may be any name.
        var computes: Set<Int> = []

        init(names: Int) { references = Array(repeating: [], count: names) }
    }

    /// Values built of text, `$(inherited)`, `$(value)`, literal references to set and unset names, and computed names.
    static func randomCase(_ generator: inout SeededGenerator) -> Case {
        let nameCount = Int.random(in: 1...9, using: &generator)
        var result = Case(names: nameCount)
        let assignmentCount = Int.random(in: 1...12, using: &generator)
        for _ in 0..<assignmentCount {
            let from = Int.random(in: 0..<nameCount, using: &generator)
            var value = ""
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: value += "text"
                case 1: value += "$(inherited)"
                case 2: value += "${value}"
                case 3: value += "$(UNSET_\(Int.random(in: 0..<3, using: &generator)))"
                case 4:
                    value += "$(N$(UNSET_0))"
                    result.computes.insert(from)
                case 5: value += "$()"
                default:
                    let to = Int.random(in: 0..<nameCount, using: &generator)
                    value += Bool.random(using: &generator) ? "$(N\(to))" : "${N\(to):upper}"
                    result.references[from].insert(to)
                }
            }
            result.lines.append("N\(from) = \(value)")
        }
        return result
    }

    /// Whether each name can reach itself in one step or more; a computed name reaches every name.
    static func expected(_ testCase: Case, setNames: Set<Int>) -> [Int: Bool] {
        let all = setNames
        func successors(_ name: Int) -> Set<Int> {
            testCase.computes.contains(name) ? all : testCase.references[name].intersection(all)
        }
        var result: [Int: Bool] = [:]
        for start in all {
            var seen: Set<Int> = []
            var frontier = Array(successors(start))
            while let next = frontier.popLast() {
                guard seen.insert(next).inserted else { continue }
                frontier += successors(next)
            }
            result[start] = seen.contains(start)
        }
        return result
    }

    @Test func namesOnCyclesMatchReachability() {
        var generator = SeededGenerator(state: 0x5EED_C7C1_E5)
        var withCycle = 0
        var withoutCycle = 0
        for round in 0..<2_000 {
            let testCase = Self.randomCase(&generator)
            let assignments = Assignments.parse(testCase.lines)
            var nameIDs: [String: Int] = [:]
            var nameIDsOfAssignments: [Int] = []
            for assignment in assignments {
                let id = nameIDs[assignment.name] ?? nameIDs.count
                nameIDs[assignment.name] = id
                nameIDsOfAssignments.append(id)
            }
            let onCycle = ReferenceCycles.namesOnCycles(
                programs: assignments.map { $0.program(limits: .default) },
                nameIDsOfAssignments: nameIDsOfAssignments, nameIDs: SettingNameIndex(nameIDs))
            let setNames = Set(nameIDs.keys.map { Int($0.dropFirst())! })
            let expected = Self.expected(testCase, setNames: setNames)
            for (name, id) in nameIDs {
                let index = Int(name.dropFirst())!
                #expect(onCycle[id] == expected[index], "round \(round), \(name): \(testCase.lines)")
                if expected[index] == true { withCycle += 1 } else { withoutCycle += 1 }
            }
        }
        // The generator reaches both answers often, so a function answering one way throughout fails.
        #expect(withCycle > 1_000)
        #expect(withoutCycle > 1_000)
    }

    @Test func aSettingThatComputesANameMayReachItself() {
        // A computes a name, which may be any name, A's own included: A is on a cycle. B references nothing.
        let lines = ["A = $(X$(Y))", "B = plain"]
        let assignments = Assignments.parse(lines)
        let onCycle = ReferenceCycles.namesOnCycles(
            programs: assignments.map { $0.program(limits: .default) }, nameIDsOfAssignments: [0, 1],
            nameIDs: ["A": 0, "B": 1])
        #expect(onCycle == [true, false])
    }

    @Test func valuesWithoutReferencesHaveNoCycle() {
        let assignments = Assignments.parse(["A = a", "B = $(inherited)b", "A = $(UNSET)"])
        let onCycle = ReferenceCycles.namesOnCycles(
            programs: assignments.map { $0.program(limits: .default) }, nameIDsOfAssignments: [0, 1, 0],
            nameIDs: ["A": 0, "B": 1])
        #expect(onCycle == [false, false])
    }
}
