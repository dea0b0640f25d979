import Support
import Testing
import XCConfig

@Suite struct PlainValueTests {
    /// Each row: the lower level's lines, the upper level's lines, the setting, and the plain value expected (`nil`
    /// when the value needs an evaluator).
    @Test(
        arguments: [
            ([], ["SDKROOT = iphoneos"], "SDKROOT", "iphoneos"),
            (["SDKROOT = macosx"], ["SDKROOT = iphoneos"], "SDKROOT", "iphoneos"),
            (["SDKROOT = macosx"], [], "SDKROOT", "macosx"),
            ([], [], "SDKROOT", ""),
            ([], ["SDKROOT ="], "SDKROOT", ""),
            (["SDKROOT = macosx"], ["SDKROOT[config=Release] = iphoneos"], "SDKROOT", "macosx"),
            (["SDKROOT = macosx"], ["SDKROOT[config=Debug] = iphoneos"], "SDKROOT", "iphoneos"),
            ([], ["A = cost $$5"], "A", "cost $5"),
            (["SDKROOT = macosx"], ["SDKROOT = $(inherited)"], "SDKROOT", nil),
            ([], ["P = $(SRCROOT)/App/Info.plist"], "P", nil),
            ([], ["P = $SRCROOT"], "P", nil),
            (["P = $(X)"], ["P = App/Info.plist"], "P", "App/Info.plist"),
        ] as [([String], [String], String, String?)])
    func aPlainWinnerIsItsValue(below: [String], lines: [String], name: String, expected: String?) {
        let evaluator = Assignments.evaluator(
            lines, below: below, parameters: ConditionParameters(configuration: "Debug"))
        let levels = [
            Assignments.level(Assignments.parse(below, file: "<outside>"), kind: .commandLine),
            Assignments.level(Assignments.parse(lines)),
        ]
        let plain = SettingsEvaluator.plainValue(
            of: name, in: levels, parameters: ConditionParameters(configuration: "Debug"))
        #expect(plain == expected)
        if let plain { #expect(plain == evaluator.value(of: name)) }
    }

    /// Over random small programs (fixed seed), a plain value, whenever there is one, is what the evaluator gives.
    @Test func aPlainValueAgreesWithTheEvaluator() {
        var random = SeededGenerator(state: 0x5DF1)
        let values = ["a", "", "b c", "$(A)", "$(inherited) x", "$$", "$(B:lower)", "$A", "d $(C) e", "x$(A_$(B))"]
        let conditions = ["", "[config=Debug]", "[config=Release]", "[sdk=iphone*]"]
        var plainCount = 0
        for _ in 0..<2_000 {
            let lines = (0..<Int.random(in: 0..<8, using: &random)).map { _ in
                let name = ["A", "B", "C"][Int.random(in: 0..<3, using: &random)]
                return name + conditions.randomElement(using: &random)! + " = "
                    + values.randomElement(using: &random)!
            }
            let split = Int.random(in: 0...lines.count, using: &random)
            let below = Array(lines[..<split])
            let upper = Array(lines[split...])
            let parameters = ConditionParameters(sdk: "iphoneos26.0", configuration: "Debug")
            let evaluator = Assignments.evaluator(upper, below: below, parameters: parameters)
            let levels = [
                Assignments.level(Assignments.parse(below, file: "<outside>"), kind: .commandLine),
                Assignments.level(Assignments.parse(upper)),
            ]
            for name in ["A", "B", "C"] {
                guard let plain = SettingsEvaluator.plainValue(of: name, in: levels, parameters: parameters) else {
                    continue
                }
                plainCount += 1
                #expect(plain == evaluator.value(of: name), "\(name) in \(lines)")
            }
        }
        #expect(plainCount > 1_000)
    }

    /// Over random small programs with references, cycles and computed names (fixed seed), evaluating names together
    /// gives each the value evaluating it alone gives, in any order and with names given twice or unassigned.
    @Test func valuesTogetherAreEachValueAlone() {
        var random = SeededGenerator(state: 0x7A1E)
        let values = ["a", "", "$(B)/x", "$(A)", "$(inherited) x", "$(C:dir)", "$(A_$(B))", "$(B)$(C)", "/abs/$(A)"]
        var differentValues = 0
        for _ in 0..<2_000 {
            let lines = (0..<Int.random(in: 0..<8, using: &random)).map { _ in
                ["A", "B", "C", "A_a"].randomElement(using: &random)! + " = " + values.randomElement(using: &random)!
            }
            let evaluator = Assignments.evaluator(lines, parameters: ConditionParameters(configuration: "Debug"))
            let names = (0..<Int.random(in: 0..<6, using: &random)).map { _ in
                ["A", "B", "C", "A_a", "UNSET"].randomElement(using: &random)!
            }
            let together = evaluator.values(of: names)
            #expect(together == names.map { evaluator.value(of: $0) }, "\(names) in \(lines)")
            if Set(together).count > 1 { differentValues += 1 }
        }
        #expect(differentValues > 500)
    }
}
